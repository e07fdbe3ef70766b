import { CombinedGraphQLErrors } from "@apollo/client";
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  EmptyState,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { HydrateOnView } from "../../components/HydrateOnView";
import { copy } from "../../lib/copy";
import { useGarage } from "../../lib/garage";
import { readGuestGarage, removeGuestBike } from "../../lib/guest-garage";
import { useLoadMore } from "../../lib/use-load-more";
import type { SearchPartsQuery } from "../../gql/graphql";
import { searchCopy as t } from "./copy";
import { Filters } from "./Filters";
import { SearchPartsDocument } from "./operations";
import { PartCardFrameSkeleton } from "../../components/PartCardFrame";
import { ResultCard } from "./ResultCard";
import { activeFilterCount, applySearchChange, readSearchState, searchVariables, SORTS, type SearchChange, type SortParam } from "./search-params";

/** 1 column on phones, 2 from `sm`, 3 from `xl` (the filters take a column from `md`). */
const COLUMNS = { base: 1, sm: 2, xl: 3 } as const;

type Result = SearchPartsQuery["searchParts"];

/** "Load more" appends the next page's edges to the ones shown (keyset: `after` the last cursor). */
function appendPage(previous: SearchPartsQuery, { fetchMoreResult }: { fetchMoreResult: SearchPartsQuery }): SearchPartsQuery {
  return {
    ...fetchMoreResult,
    searchParts: {
      ...fetchMoreResult.searchParts,
      edges: [...previous.searchParts.edges, ...fetchMoreResult.searchParts.edges],
    },
  };
}

function Loading() {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t.loading}</VisuallyHidden>
      <SimpleGrid columns={COLUMNS} gap="5">
        {Array.from({ length: 6 }, (_, i) => <PartCardFrameSkeleton key={i} />)}
      </SimpleGrid>
    </Box>
  );
}

function SortSelect({ sort, onChange }: { sort: SortParam; onChange: (sort: SortParam) => void }) {
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto">
      <Field.Label whiteSpace="nowrap" fontSize="sm" mb="0">
        {t.sortLabel}
      </Field.Label>
      <NativeSelect.Root size="sm" w={{ base: "40", sm: "48" }}>
        <NativeSelect.Field value={sort} onChange={(e) => onChange(e.currentTarget.value as SortParam)}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Whether the search failed because the shop knows no bike of the active bike's id (a bike deleted, a
 * database restored under a browser's garage): `searchParts` refuses the fit filter (BAD_USER_INPUT on
 * `fitsVehicle`), and each result's `fitsVehicle` answers NOT_FOUND.
 */
function isUnknownBikeError(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some(
    (e) =>
      (e.extensions?.code === "BAD_USER_INPUT" && e.extensions.field === "fitsVehicle") ||
      (e.extensions?.code === "NOT_FOUND" && e.path?.at(-1) === "fitsVehicle"),
  );
}

/**
 * A search's results with its filters, the state all in the URL (so reload, Back and a shared link
 * restore it): the search page's, and a category page's with `fixedCategory`. With an active bike in the
 * garage, only the parts that fit it are shown (unless `fits=0`), and each says how it fits; the search
 * waits for the garage, so it is not asked twice.
 */
export function SearchResults({ fixedCategory }: { fixedCategory?: string }) {
  const [params, setParams] = useSearchParams();
  const garage = useGarage();
  // An active bike the shop does not know: dropped from the search (and from the browser's garage).
  const [unknownBike, setUnknownBike] = useState<string | null>(null);
  const bike = garage.active && garage.active.id !== unknownBike ? garage.active : null;
  const state = readSearchState(params);
  const variables = searchVariables(state, fixedCategory, bike?.id);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(SearchPartsDocument, { variables, skip: garage.loading });
  if (bike && isUnknownBikeError(error)) {
    // Searched again at once without it (React's way to set state from what a render finds).
    setUnknownBike(bike.id);
  }
  useEffect(() => {
    // A guest's garage (or the one kept in the browser until it joins the account's) forgets it; an
    // account's keeps it, but this page no longer sends it.
    if (!unknownBike || !readGuestGarage().bikes.some((b) => b.vehicle.id === unknownBike)) return;
    try {
      removeGuestBike(unknownBike);
    } catch {
      // The browser will not store the change: the search goes on without the bike all the same.
    }
  }, [unknownBike]);
  // While another search loads, the previous results stay (dimmed), and so do the filters being used.
  const result: Result | undefined = (data ?? (loading ? previousData : undefined))?.searchParts;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersHeadingId = useId();
  const resultsHeadingId = useId();

  const { loadMore, loadingMore, error: loadMoreError } = useLoadMore(data?.searchParts.pageInfo.endCursor, (options) =>
    fetchMore({ ...options, updateQuery: appendPage }),
  );

  const change = (c: SearchChange) => setParams((prev) => applySearchChange(prev, c));
  const filterCount = activeFilterCount(state, fixedCategory, !!bike);
  // "Clear all filters" keeps the fit filter, which has its own switch.
  const clearableCount = activeFilterCount(state, fixedCategory);

  const filters = (
    <Filters
      state={state}
      bike={bike?.name}
      categories={result?.facets.categories ?? []}
      brands={result?.facets.brands ?? []}
      showCategories={!fixedCategory}
      onChange={change}
    />
  );

  let body;
  if (!result && error) {
    body = <ErrorState error={error} title={t.error} onRetry={() => void refetch().catch(() => {})} />;
  } else if (!result) {
    body = <Loading />;
  } else if (result.totalCount === 0 || result.edges.length === 0) {
    body = (
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Title as="p">{bike && state.fits ? t.emptyForBike(bike.name) : t.empty(state.q)}</EmptyState.Title>
          {result.didYouMean && (
            <Link asChild color="navy.700" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={{ search: `?${applySearchChange(params, { kind: "query", q: result.didYouMean }).toString()}` }}>
                {t.didYouMean(result.didYouMean)}
              </RouterLink>
            </Link>
          )}
          <EmptyState.Description>{t.emptyHint}</EmptyState.Description>
          {clearableCount > 0 && (
            <Button variant="outline" colorPalette="brand" onClick={() => change({ kind: "clearFilters" })}>
              {t.clearFilters}
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const shown = result.edges.length;
    body = (
      <Stack gap="8">
        <SimpleGrid as="ul" columns={COLUMNS} gap="5" listStyle="none" opacity={loading && !loadingMore ? 0.6 : 1} transition="opacity 0.2s">
          {result.edges.map(({ node, matchedNumber }) => (
            <HydrateOnView as="li" key={node.id} deps={[node, bike?.name, matchedNumber?.number]}>
              <ResultCard part={node} bike={bike?.name} matchedNumber={matchedNumber} />
            </HydrateOnView>
          ))}
        </SimpleGrid>
        <Stack align="center" gap="3">
          <Text color="fg.muted" fontSize="sm">
            {t.shown(shown, result.totalCount)}
          </Text>
          {loadMoreError != null && (
            <Box w="full" maxW="xl">
              <ErrorState error={loadMoreError} title={t.loadMoreError} />
            </Box>
          )}
          {result.pageInfo.hasNextPage && (
            <Button variant="outline" colorPalette="brand" size="lg" onClick={() => void loadMore()} loading={loadingMore} loadingText={copy.common.loading}>
              {t.loadMore}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "15rem minmax(0, 1fr)", lg: "16rem minmax(0, 1fr)" }} gap={{ base: "4", md: "8" }} alignItems="start">
      <Box as="aside" aria-labelledby={filtersHeadingId} display={{ base: "none", md: "block" }}>
        <Heading as="h2" id={filtersHeadingId} size="md" mb="4">
          {t.filters}
        </Heading>
        {filters}
      </Box>
      <Box as="section" aria-labelledby={resultsHeadingId} aria-busy={loading && !loadingMore}>
        <VisuallyHidden>
          <h2 id={resultsHeadingId}>{t.results}</h2>
        </VisuallyHidden>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="5">
          {/* Announced politely whenever the count changes. */}
          <Text fontWeight="semibold" role="status" aria-live="polite" aria-atomic="true">
            {result ? t.count(result.totalCount) : ""}
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Button
              variant="outline"
              size="sm"
              display={{ base: "inline-flex", md: "none" }}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              {filterCount ? t.openFiltersActive(filterCount) : t.openFilters}
            </Button>
            <SortSelect sort={state.sort} onChange={(sort) => change({ kind: "sort", sort })} />
          </Flex>
        </Flex>
        {bike && state.fits && (
          // On every width: on phones the fit filter is in the drawer, and it narrows the results.
          <HStack gap="3" wrap="wrap" mb="5" role="group" aria-label={t.fitFilterOn}>
            <Badge size="lg" variant="subtle" colorPalette="green">
              {t.fitsYour(bike.name)}
            </Badge>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => change({ kind: "fits", on: false })}>
              {t.showAllBikes}
            </Button>
          </HStack>
        )}
        {body}
      </Box>
      {/* Phones: the same filters in a drawer, applied as they change (the results show behind it). */}
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t.filters}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{filters}</Drawer.Body>
              <Drawer.Footer>
                <Button colorPalette="brand" size="lg" w="full" onClick={() => setDrawerOpen(false)}>
                  {result ? t.showResults(result.totalCount) : t.closeFilters}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="lg" aria-label={t.closeFilters} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Grid>
  );
}
