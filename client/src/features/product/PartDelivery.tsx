import { Box, Heading, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useId } from "react";
import { arrivalWords, dayRange, deliveryDay } from "@shared/delivery";
import { DestinationPicker } from "../../components/DestinationPicker";
import { ErrorState } from "../../components/ErrorState";
import { graphql } from "../../gql";
import type { PartDeliveryQuery } from "../../gql/graphql";
import { destinationName, mayAskDates, shipsTo, useDestination, useShippingCountries } from "../../lib/destination";
import { copy } from "../../lib/copy";
import { useMinuteClock } from "../../lib/minute-clock";
import { productCopy } from "./copy";

const t = productCopy.delivery;

/**
 * When the part would arrive at the shopper's destination: its own request, made in the browser once the
 * page is hydrated (the dates depend on the moment and on the shopper, so the server-rendered page, shared
 * by everyone, never holds them).
 */
export const PartDeliveryDocument = graphql(`
  query PartDelivery($id: ID!, $country: String!) {
    part(id: $id) {
      id
      deliveryEstimate(country: $country) {
        earliest
        latest
        dispatchBy
        orderBefore
        method
        inStock
      }
    }
  }
`);

type Estimate = NonNullable<NonNullable<PartDeliveryQuery["part"]>["deliveryEstimate"]>;

const MINUTE = 60_000;
/** Beyond this, "order within" would count through a weekend: the dispatch day says it better. */
const COUNTDOWN_UNDER = 24 * 60 * MINUTE;

function Dates({ estimate, country, onCutoff }: { estimate: Estimate; country: string; onCutoff(): void }) {
  const cutoff = estimate.orderBefore ? Date.parse(estimate.orderBefore) : null;
  const now = useMinuteClock(estimate.orderBefore ?? null);
  const left = cutoff === null ? null : cutoff - now;
  // Past the cut-off the dates are the next dispatch day's: ask again.
  const passed = left !== null && left <= 0;
  useEffect(() => {
    if (passed) onCutoff();
  }, [passed, onCutoff]);
  const countdown = left !== null && left > 0 && left < COUNTDOWN_UNDER;
  // The minutes tick by without being read out each time (the block's live region says new dates, not the clock).
  const when = countdown ? <span aria-live="off">{t.orderWithin(copy.common.timeLeft(Math.max(1, Math.floor(left / MINUTE))))}</span> : t.dispatchedBy(deliveryDay(estimate.dispatchBy));
  if (!estimate.inStock) {
    return (
      <>
        <Text fontWeight="semibold">{t.backInStock(dayRange(estimate))}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t.to(country, estimate.method)} · {t.afterRestock(deliveryDay(estimate.dispatchBy))}
        </Text>
      </>
    );
  }
  return (
    <>
      <Text fontWeight="semibold">{arrivalWords(estimate)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.to(country, estimate.method)} · {when}
      </Text>
    </>
  );
}

/**
 * The part page's delivery block: the dates to the shopper's destination, with the picker beside them;
 * changing the country asks for its dates. Said politely to screen readers as they change.
 */
export function PartDelivery({ partId, soldOut }: { partId: string; soldOut: boolean }) {
  const headingId = useId();
  const { country, choose, ready } = useDestination();
  const shipping = useShippingCountries();
  const { countries } = shipping;
  const name = destinationName(country, countries);
  const shipped = shipsTo(country, countries);
  const { data, error, loading, refetch } = useQuery(PartDeliveryDocument, {
    variables: { id: partId, country },
    skip: !ready || !mayAskDates(country, shipping),
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const answered = data?.part?.id === partId ? data.part : undefined;
  const estimate = answered?.deliveryEstimate;
  const retry = useCallback(() => void refetch().catch(() => {}), [refetch]);

  // Dates still to come: the page hydrating, the zones or the dates on their way.
  const failed = !!error && !loading && !answered;
  const pending = shipped !== false && !answered && !failed;
  let body = null;
  if (shipped === false) body = <Text>{t.notShipped(name)}</Text>;
  else if (estimate) body = <Dates key={`${country} ${estimate.dispatchBy} ${estimate.orderBefore}`} estimate={estimate} country={name} onCutoff={retry} />;
  else if (answered) body = <Text>{soldOut ? t.noDateSoldOut : t.notShipped(name)}</Text>;
  else if (pending)
    body = (
      <>
        <VisuallyHidden>{t.loading}</VisuallyHidden>
        <Stack gap="2" aria-hidden>
          <Skeleton h="5" w="70%" />
          <Skeleton h="4" w="50%" />
        </Stack>
      </>
    );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="part-delivery">
      <Heading as="h2" id={headingId} size="md">
        {t.heading}
      </Heading>
      <DestinationPicker country={country} countries={countries} onChoose={choose} />
      {/* Always in the page, so that a change of its words is announced (the dates of another country). */}
      <Box role="status" aria-live="polite" aria-atomic="true" aria-busy={pending} minH="12" data-testid="part-delivery-dates">
        {body}
      </Box>
      {failed && <ErrorState error={error} title={t.loadError} onRetry={retry} />}
    </Stack>
  );
}
