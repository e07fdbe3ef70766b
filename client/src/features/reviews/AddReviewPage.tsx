import { Button, Card, chakra, Field, Heading, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { numberFromText, ratingMessages, reviewInput } from "@shared/schemas";
import { useForm, useWatch } from "react-hook-form";
import { StarIcon } from "../../components/icons";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { useSession } from "../../lib/session";
import { applyServerError } from "../../lib/forms";
import { toaster } from "../../lib/toaster";
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

/** The server's rules for a review (shared/schemas.ts), with the rating as typed. */
const reviewForm = reviewInput.extend({ ratings: numberFromText(reviewInput.shape.ratings, ratingMessages) });

const FIELDS = ["name", "ratings", "review"] as const;

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
  const defaults = { name: user?.displayName ?? "", ratings: "", review: "" };
  const { register, handleSubmit, reset, setError, control, formState } = useForm({
    resolver: zodResolver(reviewForm),
    defaultValues: defaults,
  });
  const ratings = useWatch({ control, name: "ratings" });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ name, ratings, review }) => {
    try {
      await addReview({ variables: { input: { ...(name ? { name } : {}), ratings, review } } });
      // The home page's reviews live in another feature: drop them so it asks the server again.
      client.cache.evict({ fieldName: "reviews" });
      client.cache.gc();
      toaster.success({ title: t.added });
      reset(defaults);
    } catch (err) {
      const message = applyServerError(err, FIELDS, setError);
      if (message) toaster.error({ title: message });
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
                  {...register("name")}
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
                    {...register("ratings")}
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
                  {...register("review")}
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
