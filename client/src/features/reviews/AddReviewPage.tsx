import { Button, Card, chakra, Field, Heading, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useForm, useWatch } from "react-hook-form";
import { errorMessage } from "../../components/ErrorState";
import { StarIcon } from "../../components/icons";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { limits } from "@shared/rules";
import { reviewCopy } from "./copy";

const t = reviewCopy;

export const AddReviewDocument = graphql(`
  mutation AddReviewSubmit($input: ReviewInput!) {
    addReview(input: $input) {
      id
      name
      ratings
      review
      picture
      createdAt
    }
  }
`);

interface ReviewForm {
  name: string;
  ratings: string;
  review: string;
}

const FIELDS = ["name", "ratings", "review"] as const;

/** BAD_USER_INPUT names the field it is about (`extensions.field`). */
function fieldError(error: unknown): { field: keyof ReviewForm; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (first?.extensions?.code !== "BAD_USER_INPUT") return null;
  const field = String(first.extensions.field ?? "").replace(/^input\./, "");
  return (FIELDS as readonly string[]).includes(field) ? { field: field as keyof ReviewForm, message: first.message } : null;
}

/** A preview of the typed rating as stars (decorative: the number field carries the value). */
function Stars({ value }: { value: number }) {
  const filled = Number.isInteger(value) && value >= 1 && value <= 5 ? value : 0;
  return (
    <HStack gap="1" aria-hidden fontSize="xl">
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} color={i <= filled ? "var(--chakra-colors-orange-400)" : "var(--chakra-colors-gray-300)"} />
      ))}
    </HStack>
  );
}

export default function AddReviewPage() {
  usePageTitle(copy.dashboard.menu.addReview);
  const { user } = useSession();
  const client = useApolloClient();
  const [addReview, { loading }] = useMutation(AddReviewDocument);
  const defaults: ReviewForm = { name: user?.displayName ?? "", ratings: "", review: "" };
  const { register, handleSubmit, reset, setError, control, formState } = useForm<ReviewForm>({ defaultValues: defaults });
  const ratings = useWatch({ control, name: "ratings" });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (form) => {
    const name = form.name.trim();
    try {
      await addReview({
        variables: { input: { ...(name ? { name } : {}), ratings: Number(form.ratings), review: form.review.trim() } },
      });
      // The home page's reviews live in another feature: drop them so it asks the server again.
      client.cache.evict({ fieldName: "reviews" });
      client.cache.gc();
      toaster.success({ title: t.added });
      reset(defaults);
    } catch (err) {
      const problem = fieldError(err);
      if (problem) setError(problem.field, { type: "server", message: problem.message }, { shouldFocus: true });
      else toaster.error({ title: errorMessage(err) });
    }
  });

  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">{t.title}</Heading>
      <Card.Root variant="outline" maxW="2xl">
        <Card.Body>
          <chakra.form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              <Field.Root invalid={!!errors.name}>
                <Field.Label>{t.nameLabel}</Field.Label>
                <Input
                  autoComplete="name"
                  {...register("name", { maxLength: { value: limits.displayName, message: t.nameTooLong(limits.displayName) } })}
                />
                <Field.HelperText>{t.nameHelp}</Field.HelperText>
                <Field.ErrorText color="red.700">{errors.name?.message}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={!!errors.ratings} required>
                <Field.Label>
                  {t.ratingLabel} <Field.RequiredIndicator />
                </Field.Label>
                <HStack gap="4" align="center">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={5}
                    step={1}
                    w="24"
                    {...register("ratings", {
                      required: t.ratingRequired,
                      validate: (v) => {
                        const n = Number(v);
                        return (/^\s*\d+\s*$/.test(v) && n >= 1 && n <= 5) || t.ratingRange;
                      },
                    })}
                  />
                  <Stars value={Number(ratings)} />
                </HStack>
                <Field.HelperText>{t.ratingHelp}</Field.HelperText>
                <Field.ErrorText color="red.700">{errors.ratings?.message}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={!!errors.review} required>
                <Field.Label>
                  {t.reviewLabel} <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  rows={5}
                  placeholder={t.reviewPlaceholder}
                  {...register("review", {
                    validate: (v) => v.trim() !== "" || t.reviewRequired,
                    maxLength: { value: limits.reviewText, message: t.reviewTooLong(limits.reviewText) },
                  })}
                />
                <Field.ErrorText color="red.700">{errors.review?.message}</Field.ErrorText>
              </Field.Root>

              <Button type="submit" colorPalette="brand" loading={loading} alignSelf="flex-start">
                {t.submit}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
