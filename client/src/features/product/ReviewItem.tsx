import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { errorMessage } from "../../lib/graphql-errors";
import { useSession } from "../../lib/session";
import { productCopy } from "./copy";
import { ReportAction, shortDate, Stars } from "./review-bits";
import { ReviewForm } from "./ReviewForm";

const t = productCopy.reviews;

/** What a review shows. */
export const ReviewItemFragment = graphql(`
  fragment ReviewItem_review on PartReview {
    id
    authorName
    rating
    title
    body
    vehicle {
      id
      name
    }
    usedFor
    verifiedPurchase
    onYourBike
    helpfulCount
    votedHelpful
    mine
    createdAt
  }
`);

export const MarkReviewHelpfulDocument = graphql(`
  mutation MarkReviewHelpful($id: ID!) {
    markReviewHelpful(id: $id) {
      id
      helpfulCount
      votedHelpful
    }
  }
`);

export const DeletePartReviewDocument = graphql(`
  mutation DeletePartReview($id: ID!) {
    deletePartReview(id: $id) {
      id
    }
  }
`);

/**
 * One review: its stars, title and text (plain text: a link in it stays text), who wrote it and when, the
 * bike and badges; "Helpful (n)" for signed-in riders on others' reviews, Report, and Edit and Delete on one's own.
 */
export function ReviewItem(props: { review: FragmentType<typeof ReviewItemFragment>; partId: string }) {
  const review = useFragment(ReviewItemFragment, props.review);
  const { status } = useSession();
  const client = useApolloClient();
  const signedIn = status === "signedIn";
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [markHelpful, helpful] = useMutation(MarkReviewHelpfulDocument);
  const [remove, removing] = useMutation(DeletePartReviewDocument);

  async function onHelpful() {
    setMessage(null);
    try {
      await markHelpful({ variables: { id: review.id } });
    } catch (err) {
      setMessage(errorMessage(err));
    }
  }

  async function onDelete() {
    if (!window.confirm(t.deleteConfirm)) return;
    setMessage(null);
    try {
      await remove({ variables: { id: review.id } });
      const id = client.cache.identify({ __typename: "Part", id: props.partId });
      client.cache.evict({ id, fieldName: "reviews" });
      client.cache.evict({ id, fieldName: "reviewSummary" });
      client.cache.gc();
    } catch (err) {
      setMessage(errorMessage(err));
    }
  }

  if (editing) {
    return (
      <ReviewForm
        partId={props.partId}
        review={{ id: review.id, rating: review.rating, title: review.title, body: review.body, vehicleId: review.vehicle?.id ?? null, usedFor: review.usedFor ?? null }}
        onDone={() => setEditing(false)}
      />
    );
  }

  return (
    <Stack as="article" gap="2" py="4" borderBottomWidth="1px" aria-label={review.title}>
      <HStack gap="2" wrap="wrap">
        <Stars value={review.rating} />
        <Heading as="h3" size="sm" wordBreak="break-word">
          {review.title}
        </Heading>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t.by(review.authorName, shortDate(review.createdAt))}
        {review.mine && ` · ${t.yours}`}
      </Text>
      <HStack gap="2" wrap="wrap">
        {review.verifiedPurchase && (
          <Badge colorPalette="green" variant="subtle">
            {t.verified}
          </Badge>
        )}
        {review.onYourBike && (
          <Badge colorPalette="blue" variant="subtle">
            {t.onYourBike}
          </Badge>
        )}
        {review.vehicle && (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t.onBike(review.vehicle.name)}
          </Text>
        )}
        {review.usedFor && (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t.usedFor(t.usedForOptions[review.usedFor])}
          </Text>
        )}
      </HStack>
      {/* Plain text: React escapes it, and nothing in it is made a link. */}
      <Text whiteSpace="pre-line" wordBreak="break-word">
        {review.body}
      </Text>
      <HStack gap="2" wrap="wrap">
        {signedIn && !review.mine ? (
          <Button size="xs" variant="outline" colorPalette="gray" aria-pressed={review.votedHelpful} disabled={review.votedHelpful} loading={helpful.loading} onClick={() => void onHelpful()}>
            {review.votedHelpful ? t.votedHelpful(review.helpfulCount) : t.helpful(review.helpfulCount)}
          </Button>
        ) : (
          review.helpfulCount > 0 && (
            <Text as="span" fontSize="sm" color="fg.muted">
              {t.helpful(review.helpfulCount)}
            </Text>
          )
        )}
        {review.mine && (
          <>
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" loading={removing.loading} onClick={() => void onDelete()}>
              {t.delete}
            </Button>
          </>
        )}
        {signedIn && !review.mine && <ReportAction kind="REVIEW" id={review.id} />}
      </HStack>
      <Box role="status" aria-live="polite" fontSize="sm" color="red.700">
        {message}
      </Box>
    </Stack>
  );
}
