import { Box, Card, EmptyState, HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { PersonAvatar } from "../../components/Avatar";
import { ErrorState } from "../../components/ErrorState";
import { StarIcon } from "../../components/icons";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { HomeReviewsDocument } from "./operations";
import { Section } from "./Section";
import { homeCopy } from "./copy";

/** The spec: the last six reviews, newest first (the server's order). */
export const HOME_REVIEWS = 6;

/** What a review's card shows. */
export const ReviewCardFragment = graphql(`
  fragment ReviewCard_review on Review {
    name
    ratings
    review
    picture
  }
`);

const COLUMNS = { base: 1, md: 2, lg: 3 } as const;

function Stars({ ratings }: { ratings: number }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Box as="span" key={i} color={i < ratings ? "orange.400" : "gray.300"}>
          <StarIcon />
        </Box>
      ))}
    </HStack>
  );
}

function ReviewCard(props: { review: FragmentType<typeof ReviewCardFragment> }) {
  const review = useFragment(ReviewCardFragment, props.review);
  return (
    <Card.Root as="figure" h="full" m="0">
      <Card.Body gap="4">
        <HStack gap="3">
          <PersonAvatar src={review.picture} name={homeCopy.reviews.avatarAlt(review.name)} size="lg" lazy />
          <Stack gap="1">
            <Text as="figcaption" fontWeight="semibold">
              {review.name}
            </Text>
            <HStack gap="2">
              <Stars ratings={review.ratings} />
              <Text fontSize="sm" color="fg.muted">
                {homeCopy.reviews.ratings(review.ratings)}
              </Text>
            </HStack>
          </Stack>
        </HStack>
        <Text as="blockquote" color="fg" whiteSpace="pre-line">
          {review.review}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewSkeleton() {
  return (
    <Card.Root aria-hidden>
      <Card.Body gap="4">
        <HStack gap="3">
          <SkeletonCircle size="12" />
          <Stack gap="2" flex="1">
            <Skeleton h="4" w="50%" />
            <Skeleton h="4" w="70%" />
          </Stack>
        </HStack>
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}

export function HappyClients() {
  const { data, loading, error, refetch } = useQuery(HomeReviewsDocument, {
    variables: { last: HOME_REVIEWS },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const reviews = data?.reviews;

  let content;
  if (!reviews && loading) {
    content = (
      <Box role="status" aria-live="polite">
        <VisuallyHidden>{homeCopy.reviews.loading}</VisuallyHidden>
        <SimpleGrid columns={COLUMNS} gap="6">
          {Array.from({ length: 3 }, (_, i) => <ReviewSkeleton key={i} />)}
        </SimpleGrid>
      </Box>
    );
  } else if (!reviews && error) {
    content = <ErrorState error={error} title={homeCopy.reviews.error} onRetry={() => void refetch().catch(() => {})} />;
  } else if (!reviews || reviews.length === 0) {
    content = (
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Description>{homeCopy.reviews.empty}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    content = (
      <SimpleGrid as="ul" columns={COLUMNS} gap="6" listStyle="none">
        {reviews.map((review) => (
          <Box as="li" key={review.id}>
            <ReviewCard review={review} />
          </Box>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Section id="reviews" title={homeCopy.reviews.title} subtitle={homeCopy.reviews.subtitle} bg="bg.subtle">
      {content}
    </Section>
  );
}
