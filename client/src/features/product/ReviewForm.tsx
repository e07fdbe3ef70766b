import { Alert, Button, chakra, Field, Fieldset, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { partReviewFields, partReviewLimits, USED_FOR, type PartReviewFields } from "@shared/part-review-schemas";
import { useId, useState } from "react";
import { Controller, useForm, useWatch, type DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { graphql } from "../../gql";
import { applyServerError } from "../../lib/forms";
import { useGarage } from "../../lib/garage";
import { productCopy } from "./copy";

const t = productCopy.reviews;

export const AddPartReviewDocument = graphql(`
  mutation AddPartReview($input: PartReviewInput!) {
    addPartReview(input: $input) {
      id
      ...ReviewItem_review
    }
  }
`);

export const UpdatePartReviewDocument = graphql(`
  mutation UpdatePartReview($id: ID!, $input: PartReviewUpdate!) {
    updatePartReview(id: $id, input: $input) {
      id
      ...ReviewItem_review
    }
  }
`);

const FIELDS = ["rating", "title", "body", "vehicleId", "usedFor"] as const;

/** The review being edited: what the form starts from. */
export interface EditedReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  vehicleId: string | null;
  usedFor: PartReviewFields["usedFor"];
}

/**
 * Writes (or, with `review`, edits) the signed-in rider's review of a part: the rating as a radio group,
 * a title and the text, and optionally a bike of their garage and how long they have used it. Checked with
 * the server's schema (shared/part-review-schemas.ts); what only the server knows (a review already
 * written: CONFLICT) is said above the button. The part's reviews and figures are asked again after.
 */
export function ReviewForm({ partId, review, onDone }: { partId: string; review?: EditedReview; onDone?: () => void }) {
  const client = useApolloClient();
  const garage = useGarage();
  const headingId = useId();
  const bodyHelpId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [add, added] = useMutation(AddPartReviewDocument);
  const [update, updated] = useMutation(UpdatePartReviewDocument);
  const defaults: DefaultValues<z.input<typeof partReviewFields>> = {
    rating: review?.rating,
    title: review?.title ?? "",
    body: review?.body ?? "",
    vehicleId: review?.vehicleId ?? null,
    usedFor: review?.usedFor ?? null,
  };
  const { register, handleSubmit, control, reset, setError, formState } = useForm<z.input<typeof partReviewFields>, unknown, PartReviewFields>({ resolver: zodResolver(partReviewFields), defaultValues: defaults });
  const { errors } = formState;
  const body = useWatch({ control, name: "body" }) ?? "";
  // Only an account's garage: the server checks the bike against it (a guest's lives in the browser).
  const bikes = garage.mode === "account" ? garage.bikes.map((b) => b.vehicle) : [];

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setDone(null);
    const input = { rating: values.rating, title: values.title, body: values.body, vehicleId: values.vehicleId || null, usedFor: values.usedFor ?? null };
    try {
      if (review) await update({ variables: { id: review.id, input } });
      else await add({ variables: { input: { partId, ...input } } });
      // The list, its order and the part's figures all change: ask the server again for them.
      const id = client.cache.identify({ __typename: "Part", id: partId });
      client.cache.evict({ id, fieldName: "reviews" });
      client.cache.evict({ id, fieldName: "reviewSummary" });
      client.cache.gc();
      setDone(review ? t.saved : t.posted);
      if (!review) reset({ rating: undefined, title: "", body: "", vehicleId: null, usedFor: null });
      onDone?.();
    } catch (err) {
      setServerError(applyServerError(err, FIELDS, setError));
    }
  });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
      <Heading as="h3" id={headingId} size="md">
        {review ? t.editTitle : t.write}
      </Heading>
      <chakra.form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack gap="4">
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <Fieldset.Root invalid={!!errors.rating}>
                <Fieldset.Legend fontWeight="medium">{t.rating}</Fieldset.Legend>
                <HStack role="radiogroup" aria-label={t.rating} aria-required aria-invalid={!!errors.rating || undefined} gap="3" wrap="wrap">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <chakra.label key={n} display="inline-flex" alignItems="center" gap="1" cursor="pointer" minH="11">
                      <input
                        type="radio"
                        name={field.name}
                        value={n}
                        checked={field.value === n}
                        onChange={() => field.onChange(n)}
                        onBlur={field.onBlur}
                        ref={n === 1 ? field.ref : undefined}
                      />
                      <span aria-hidden>{"★".repeat(n)}</span>
                      <chakra.span srOnly>{productCopy.reviews.stars(n)}</chakra.span>
                    </chakra.label>
                  ))}
                </HStack>
                <Fieldset.ErrorText color="red.700">{errors.rating?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />
          <Field.Root invalid={!!errors.title} required>
            <Field.Label>
              {t.title} <Field.RequiredIndicator />
            </Field.Label>
            <Input maxLength={partReviewLimits.title} {...register("title")} />
            <Field.ErrorText color="red.700">{errors.title?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.body} required>
            <Field.Label>
              {t.body} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={5} maxLength={partReviewLimits.body} aria-describedby={bodyHelpId} {...register("body")} />
            <Text id={bodyHelpId} fontSize="sm" color="fg.muted">
              {t.bodyHelp} {t.charsLeft(partReviewLimits.body - body.length)}
            </Text>
            <Field.ErrorText color="red.700">{errors.body?.message}</Field.ErrorText>
          </Field.Root>
          <Stack direction={{ base: "column", sm: "row" }} gap="4">
            {bikes.length > 0 && (
              <Field.Root invalid={!!errors.vehicleId}>
                <Field.Label>{t.bike}</Field.Label>
                <Controller
                  control={control}
                  name="vehicleId"
                  render={({ field }) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field name={field.name} ref={field.ref} value={field.value ?? ""} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value || null)}>
                        <option value="">{t.noBike}</option>
                        {bikes.map((v) => (
                          <option key={v.id} value={v.id}>
                            {v.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                />
                <Field.HelperText>{t.bikeHelp}</Field.HelperText>
                <Field.ErrorText color="red.700">{errors.vehicleId?.message}</Field.ErrorText>
              </Field.Root>
            )}
            <Field.Root invalid={!!errors.usedFor}>
              <Field.Label>{t.usedForLabel}</Field.Label>
              <Controller
                control={control}
                name="usedFor"
                render={({ field }) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field name={field.name} ref={field.ref} value={field.value ?? ""} onBlur={field.onBlur} onChange={(e) => field.onChange(e.target.value || null)}>
                      <option value="">{t.usedForUnset}</option>
                      {USED_FOR.map((u) => (
                        <option key={u} value={u}>
                          {t.usedForOptions[u]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
              <Field.ErrorText color="red.700">{errors.usedFor?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <div aria-live="assertive">
            {serverError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
          </div>
          <Text role="status" aria-live="polite" color="green.700" fontWeight="medium">
            {done}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={added.loading || updated.loading}>
              {review ? t.save : t.submit}
            </Button>
            {review && onDone && (
              <Button variant="ghost" onClick={onDone}>
                {t.cancel}
              </Button>
            )}
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
