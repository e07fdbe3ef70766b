import { Box, Button, Container, EmptyState, Field, Flex, Heading, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import { MissingState } from "../../components/MissingState";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { useFragment } from "../../gql";
import type { BikePartsQuery } from "../../gql/graphql";
import { copy } from "../../lib/copy";
import { useGarage, type GarageVehicle } from "../../lib/garage";
import { GarageVehicleFragment } from "../../lib/garage-operations";
import { errorCode } from "../../lib/graphql-errors";
import { useLoadMore } from "../../lib/use-load-more";
import { BikePartCard } from "./BikePartCard";
import { FullGarageButton } from "./FullGarageButton";
import { garageCopy as t } from "./copy";
import { BikeDocument, BikePartsDocument } from "./operations";
import { useGarageChange } from "./use-garage-change";

/** Parts per page (and per "Load more"). */
const PAGE_SIZE = 24;

/** "Load more" appends the next page's edges to the ones shown. */
function appendPage(previous: BikePartsQuery, { fetchMoreResult }: { fetchMoreResult: BikePartsQuery }): BikePartsQuery {
  return { ...fetchMoreResult, searchParts: { ...fetchMoreResult.searchParts, edges: [...previous.searchParts.edges, ...fetchMoreResult.searchParts.edges] } };
}

/** "Add to my garage", or "Make it my active bike" when it is there already, or that it is the active one. */
function GarageButton({ vehicle }: { vehicle: GarageVehicle }) {
  const garage = useGarage();
  // Once the bike is made active, the button gives way to a line saying so, which takes the focus.
  const [changed, setChanged] = useState(false);
  const { busy, run } = useGarageChange(() => setChanged(true));
  const activeLine = useRef<HTMLParagraphElement>(null);
  const isActive = garage.active?.id === vehicle.id;
  useEffect(() => {
    if (changed && isActive) activeLine.current?.focus();
  }, [changed, isActive]);
  if (garage.loading) return <Skeleton h="10" w="44" />;
  const inGarage = garage.bikes.some((b) => b.vehicle.id === vehicle.id);
  if (isActive) {
    return (
      <Text color="fg.muted" ref={activeLine} tabIndex={-1}>
        {t.thisBikeActive}
      </Text>
    );
  }
  if (!inGarage && garage.full) {
    return (
      <FullGarageButton size="md">{t.addThisBike}</FullGarageButton>
    );
  }
  return (
    <Button
      colorPalette="brand"
      variant={inGarage ? "outline" : "solid"}
      loading={busy === vehicle.id}
      onClick={() =>
        void run(vehicle.id, () => (inGarage ? garage.setActive(vehicle.id) : garage.add(vehicle)), inGarage ? t.nowActive(vehicle.name) : t.added(vehicle.name))
      }
    >
      {inGarage ? t.makeThisActive : t.addThisBike}
    </Button>
  );
}

/** The parts that fit one bike, its categories (with counts) as sections above them. */
function BikeParts({ vehicle, category, search }: { vehicle: GarageVehicle; category: string; search: URLSearchParams }) {
  const sectionsId = useId();
  const resultsId = useId();
  const filter = { fitsVehicle: vehicle.id, ...(category ? { categories: [category] } : {}) };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(BikePartsDocument, { variables: { filter, vehicleId: vehicle.id, first: PAGE_SIZE } });
  const result = (data ?? (loading ? previousData : undefined))?.searchParts;
  const { loadMore, loadingMore, error: loadMoreError } = useLoadMore(data?.searchParts.pageInfo.endCursor, (options) => fetchMore({ ...options, updateQuery: appendPage }));

  const linkTo = (slug: string) => {
    const next = new URLSearchParams(search);
    if (slug) next.set("category", slug);
    else next.delete("category");
    const text = next.toString();
    return { search: text ? `?${text}` : "" };
  };

  if (!result && error) return <ErrorState error={error} title={t.partsError} onRetry={() => void refetch().catch(() => {})} />;
  if (!result) {
    return (
      <Box role="status" aria-label={t.partsLoading}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h="64" borderRadius="lg" />)}
        </SimpleGrid>
      </Box>
    );
  }
  const sections = result.facets.categories;
  return (
    <Stack gap="6">
      {sections.length > 0 && (
        <Box as="nav" aria-labelledby={sectionsId}>
          <Heading as="h2" id={sectionsId} size="md" mb="3">
            {t.sections}
          </Heading>
          <Flex as="ul" listStyle="none" gap="2" wrap="wrap">
            {[{ value: "", label: t.allCategories, count: -1 }, ...sections].map((s) => (
              <li key={s.value || "all"}>
                <Button asChild size="sm" variant={category === s.value ? "solid" : "outline"} colorPalette="brand">
                  <RouterLink to={linkTo(s.value)} aria-current={category === s.value ? "true" : undefined} replace>
                    {s.count < 0 ? s.label : t.section(s.label, s.count)}
                  </RouterLink>
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      )}
      <Box as="section" aria-labelledby={resultsId} aria-busy={loading && !loadingMore}>
        <VisuallyHidden>
          <h2 id={resultsId}>{t.results}</h2>
        </VisuallyHidden>
        <Text fontWeight="semibold" role="status" aria-live="polite" aria-atomic="true" mb="4">
          {t.count(result.totalCount)}
        </Text>
        {result.edges.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="lg">
            <EmptyState.Content>
              <EmptyState.Title as="p">{t.noParts}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="6">
            <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" opacity={loading && !loadingMore ? 0.6 : 1}>
              {result.edges.map(({ node }) => (
                <li key={node.id}>
                  <BikePartCard part={node} bike={vehicle.name} />
                </li>
              ))}
            </SimpleGrid>
            <Stack align="center" gap="3">
              <Text color="fg.muted" fontSize="sm">
                {t.shown(result.edges.length, result.totalCount)}
              </Text>
              {loadMoreError != null && <ErrorState error={loadMoreError} title={t.loadMoreError} />}
              {result.pageInfo.hasNextPage && (
                <Button variant="outline" colorPalette="brand" onClick={() => void loadMore()} loading={loadingMore} loadingText={copy.common.loading}>
                  {t.loadMore}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/**
 * `/bikes/:make/:model/:year` (public, linkable): the parts that fit a bike, by category. The parts are
 * those that fit its first variant (the plain US one), or the one picked (`?variant=<id>`); `?category=`
 * narrows them to a section.
 */
export default function BikePage() {
  const { make = "", model = "", year: yearParam = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const year = /^\d{4}$/.test(yearParam) ? Number(yearParam) : null;
  const { data, error, refetch } = useQuery(BikeDocument, { variables: { make, model, year: year ?? 0 }, skip: year === null });
  const bike = data?.bike;
  const vehicles = useFragment(GarageVehicleFragment, bike?.vehicles) ?? [];
  const vehicle = vehicles.find((v) => v.id === search.get("variant")) ?? vehicles[0];
  const name = bike ? t.bikeName(bike.year, bike.make, bike.model) : undefined;
  const code = errorCode(error);
  const missing = year === null || code === "NOT_FOUND" || code === "BAD_USER_INPUT" || (bike && vehicles.length === 0);
  usePageTitle(name ? t.bikeTitle(name) : missing ? t.bikeNotFoundTitle : undefined);

  let body;
  if (missing) body = <MissingState title={t.bikeNotFoundTitle} body={t.bikeNotFound} to="/garage" linkText={t.toGarage} />;
  else if (!bike && error) body = <ErrorState error={error} title={t.bikeLoadError} onRetry={() => void refetch().catch(() => {})} />;
  else if (!bike || !vehicle || !name) body = <Skeleton h="10" w="60%" role="status" aria-label={copy.common.loading} />;
  else {
    body = (
      <Stack gap="8">
        <Stack gap="4">
          <Link asChild fontSize="sm" color="navy.700">
            <RouterLink to="/garage">{t.title}</RouterLink>
          </Link>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="navy.700">
            {t.bikeTitle(name)}
          </Heading>
          <Flex gap="4" align={{ base: "stretch", sm: "flex-end" }} direction={{ base: "column", sm: "row" }} wrap="wrap">
            {vehicles.length > 1 && (
              <Field.Root w={{ base: "full", sm: "xs" }}>
                <Field.Label>{t.variant}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={vehicle.id}
                    onChange={(e) => {
                      const id = e.currentTarget.value;
                      setSearch((prev) => {
                        const next = new URLSearchParams(prev);
                        next.set("variant", id);
                        next.delete("category");
                        return next;
                      });
                    }}
                  >
                    {vehicles.map((v) => (
                      <option key={v.id} value={v.id}>
                        {t.variantOption(v.variant, v.market)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <GarageButton vehicle={vehicle} />
          </Flex>
        </Stack>
        <BikeParts key={vehicle.id} vehicle={vehicle} category={search.get("category") ?? ""} search={search} />
      </Stack>
    );
  }
  return (
    <Container maxW="7xl" py={{ base: "6", md: "8" }}>
      {body}
    </Container>
  );
}
