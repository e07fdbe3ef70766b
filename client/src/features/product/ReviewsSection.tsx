import { Box, Button, Checkbox, Field, Grid, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { ErrorState } from "../../components/ErrorState";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PartReviewSort, PartReviewsQuery } from "../../gql/graphql";
import { useGarage } from "../../lib/garage";
import { errorMessage } from "../../lib/graphql-errors";
import { useSession } from "../../lib/session";
import { productCopy } from "./copy";
import { SignInLink, Stars } from "./review-bits";
import { ReviewForm } from "./ReviewForm";
import { ReviewItem } from "./ReviewItem";

const t = productCopy.reviews;

/** A page of reviews. */
const PAGE = 10;

/**
 * The part's figures and its first page of reviews, newest first: the part page's query asks for them, so
 * that the server-rendered page (and its JSON-LD) has them.
 */
export const ReviewsSectionFragment = graphql(`
  fragment ReviewsSection_part on Part {
    id
    reviewSummary {
      average
      count
      histogram
    }
    reviews(first: 10) {
      edges {
        cursor
        node {
          id
          mine
          ...ReviewItem_review
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

/** Another order, the reviews naming a bike, or the pages after the first. */
export const PartReviewsDocument = graphql(`
  query PartReviews($id: ID!, $first: Int!, $after: String, $sort: PartReviewSort!, $vehicleId: ID) {
    part(id: $id) {
      id
      reviews(first: $first, after: $after, sort: $sort, vehicleId: $vehicleId) {
        edges {
          cursor
          node {
            id
            mine
            ...ReviewItem_review
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

type Connection = NonNullable<PartReviewsQuery["part"]>["reviews"];
const SORTS: PartReviewSort[] = ["NEWEST", "HIGHEST", "LOWEST", "HELPFUL"];

function Summary({ summary }: { summary: { average?: number | null; count: number; histogram: number[] } }) {
  const most = Math.max(1, ...summary.histogram);
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "auto minmax(0, 1fr)" }} gap={{ base: "4", md: "8" }} alignItems="center">
      <Stack gap="1">
        {summary.average != null && (
          <HStack gap="2" wrap="wrap">
            <Stars value={summary.average} size="lg" label={t.rated(summary.average)} />
            <Text fontSize="lg" fontWeight="semibold">
              {t.outOf5(summary.average)}
            </Text>
          </HStack>
        )}
        <Text color="fg.muted">{t.count(summary.count)}</Text>
      </Stack>
      <Stack as="ul" aria-label={t.histogram} gap="1" listStyleType="none" maxW="md" w="full">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.histogram[stars - 1] ?? 0;
          return (
            <HStack as="li" key={stars} gap="2">
              <Text as="span" w="16" flexShrink={0} fontSize="sm">
                {t.stars(stars)}
              </Text>
              <Box
                role="meter"
                aria-label={t.stars(stars)}
                aria-valuemin={0}
                aria-valuemax={summary.count}
                aria-valuenow={n}
                aria-valuetext={t.count(n)}
                flex="1"
                h="2.5"
                bg="bg.muted"
                borderRadius="full"
                overflow="hidden"
              >
                <Box h="full" w={`${(n / most) * 100}%`} bg="orange.500" />
              </Box>
              <Text as="span" w="8" textAlign="end" fontSize="sm" aria-hidden>
                {n}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Grid>
  );
}

/**
 * "Reviews": the part's figures, the reviews (in the order chosen, or only those naming the active bike),
 * page by page, and the signed-in rider's form (or the way to sign in).
 */
export function ReviewsSection(props: { part: FragmentType<typeof ReviewsSectionFragment> }) {
  const part = useFragment(ReviewsSectionFragment, props.part);
  const { status } = useSession();
  const { active } = useGarage();
  const client = useApolloClient();
  const [sort, setSort] = useState<PartReviewSort>("NEWEST");
  const [onMyBike, setOnMyBike] = useState(false);
  const vehicleId = onMyBike && active ? active.id : null;
  const custom = sort !== "NEWEST" || vehicleId != null;
  const list = useQuery(PartReviewsDocument, { variables: { id: part.id, first: PAGE, sort, vehicleId }, skip: !custom });
  const key = `${sort}|${vehicleId ?? ""}`;
  // The pages after the first, for the list they were asked for.
  const [more, setMore] = useState<{ key: string; pages: Connection[] }>({ key, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const first: Connection | undefined = custom ? list.data?.part?.reviews : part.reviews;
  const pages = first ? [first, ...(more.key === key ? more.pages : [])] : [];
  const last = pages[pages.length - 1];
  const edges = pages.flatMap((p) => p.edges);
  const hasMine = [...part.reviews.edges, ...edges].some((e) => e.node.mine);

  async function loadMore() {
    if (!last?.pageInfo.endCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const { data } = await client.query({ query: PartReviewsDocument, variables: { id: part.id, first: PAGE, sort, vehicleId, after: last.pageInfo.endCursor }, fetchPolicy: "network-only" });
      const page = data?.part?.reviews;
      if (page) setMore((m) => ({ key, pages: [...(m.key === key ? m.pages : []), page] }));
    } catch (err) {
      setMoreError(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="reviews" gap="5">
      <Heading as="h2" id="reviews" size="lg">
        {t.heading}
      </Heading>
      {part.reviewSummary.count > 0 && <Summary summary={part.reviewSummary} />}
      {part.reviewSummary.count > 0 && (
        <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "flex-end" }}>
          <Field.Root maxW={{ sm: "xs" }}>
            <Field.Label>{t.sort}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={sort} onChange={(e) => setSort(e.target.value as PartReviewSort)}>
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t.sorts[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {active && (
            <Checkbox.Root checked={onMyBike} onCheckedChange={(e) => setOnMyBike(e.checked === true)} minH="10" alignItems="center">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {t.onMyBike}
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {t.onMyBikeHelp(active.name)}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      )}
      <Box aria-live="polite" aria-busy={custom && list.loading}>
        {custom && list.loading && !first ? (
          <Stack gap="3" role="status" aria-label={t.loading}>
            <Skeleton h="5" w="50%" />
            <Skeleton h="16" />
          </Stack>
        ) : custom && list.error && !first ? (
          <ErrorState error={list.error} title={t.loadError} onRetry={() => void list.refetch().catch(() => {})} />
        ) : edges.length === 0 ? (
          <Text color="fg.muted">{vehicleId ? t.emptyOnBike : t.empty}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {edges.map((e) => (
              <li key={e.node.id}>
                <ReviewItem review={e.node} partId={part.id} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      {last?.pageInfo.hasNextPage && (
        <Button variant="outline" alignSelf="flex-start" loading={loadingMore} onClick={() => void loadMore()}>
          {t.showMore}
        </Button>
      )}
      {moreError && (
        <Text role="alert" color="red.700">
          {moreError}
        </Text>
      )}
      {status === "signedIn" && !hasMine && <ReviewForm partId={part.id} />}
      {status === "signedOut" && <SignInLink partId={part.id} hash="#reviews">{t.signIn}</SignInLink>}
    </Stack>
  );
}
