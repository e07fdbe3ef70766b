import { Box, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { COUNTRY_RULES } from "@shared/addresses";
import { arrivalWords } from "@shared/delivery";
import { DestinationPicker } from "../../components/DestinationPicker";
import { graphql } from "../../gql";
import type { Cart } from "../../lib/cart";
import { destinationName, mayAskDates, shipsTo, useDestination, useShippingCountries } from "../../lib/destination";
import { cartCopy } from "./copy";

const t = cartCopy.delivery;

/**
 * The dates of the cheapest way to ship the whole cart to a destination: checkout's public quote. The
 * options are asked without their ids, so that each destination's dates stay in its own quote in the
 * cache (an option's id is its method's, the same for every country of its zone).
 */
export const CartDeliveryDocument = graphql(`
  query CartDelivery($lines: [CartLineInput!]!, $address: DestinationInput!) {
    checkoutQuote(lines: $lines, address: $address) {
      shippingOptions {
        label
        deliveryEstimate {
          earliest
          latest
          method
          inStock
        }
      }
    }
  }
`);

/**
 * Each part's own dates to a country (by the cheapest method that carries it), for the main markets,
 * whose quote needs a postal code (and a state or province) the shop does not know of a guest: the cart
 * arrives when its last part does. `guestCart` is public and prices any lines, a signed-in rider's too.
 */
export const CartPartsDeliveryDocument = graphql(`
  query CartPartsDelivery($lines: [GuestCartLineInput!]!, $country: String!) {
    guestCart(lines: $lines) {
      lines {
        id
        part {
          id
          deliveryEstimate(country: $country) {
            earliest
            latest
            method
            inStock
          }
        }
      }
    }
  }
`);

interface Dates {
  earliest: string;
  latest: string;
  method: string;
}

/** The cart's dates from its parts': the latest of each, by the method of the part that comes last; none when a part has none. */
function lastOf(estimates: readonly (Dates | null | undefined)[]): Dates | null {
  if (estimates.length === 0 || estimates.some((e) => !e)) return null;
  return (estimates as Dates[]).reduce((a, b) => ({
    earliest: a.earliest > b.earliest ? a.earliest : b.earliest,
    latest: a.latest >= b.latest ? a.latest : b.latest,
    method: a.latest >= b.latest ? a.method : b.method,
  }));
}

/**
 * "Arrives Tue 8 Dec – Fri 11 Dec to Germany" for the cart's parts, with the destination picker. Where the
 * shop does not ship it says so; when the dates cannot be had (a line the server refuses, the shop out of
 * reach) they are left out: checkout quotes again with the address.
 */
export function CartDelivery({ cart }: { cart: Cart }) {
  const { country, choose, ready, address } = useDestination();
  const shipping = useShippingCountries();
  const { countries } = shipping;
  const name = destinationName(country, countries);
  const shipped = shipsTo(country, countries);
  // The lines checkout would order: those still on sale.
  const lines = useMemo(() => cart.lines.filter((l) => l.part && l.unitPrice !== null && l.lineTotal > 0).map((l) => ({ partId: l.part!.id, quantity: l.quantity })), [cart.lines]);
  const asking = ready && mayAskDates(country, shipping) && lines.length > 0;
  // A main market's quote needs its postal code: a signed-in rider's address gives it, else the parts' own dates.
  const quotable = !COUNTRY_RULES[country] || !!address;
  const quote = useQuery(CartDeliveryDocument, {
    variables: { lines, address: { country, postalCode: address?.postalCode ?? null, region: address?.region ?? null } },
    skip: !asking || !quotable,
  });
  const byPart = useQuery(CartPartsDeliveryDocument, { variables: { lines, country }, skip: !asking || quotable });
  const { data, error } = quotable ? quote : byPart;
  const estimate = quotable ? quote.data?.checkoutQuote.shippingOptions[0]?.deliveryEstimate : byPart.data && lastOf(byPart.data.guestCart.lines.map((l) => l.part?.deliveryEstimate));

  let body = null;
  if (shipped === false) body = <Text>{t.notShipped(name)}</Text>;
  else if (estimate && !error)
    body = (
      <>
        <Text fontWeight="semibold">{t.arrives(arrivalWords(estimate), name)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t.by(estimate.method)}
        </Text>
      </>
    );
  // Still to come (the page hydrating, the zones or the dates on their way); a failure or no date shows nothing.
  else if (!error && !data) body = <Skeleton h="5" w="80%" aria-hidden />;

  if (lines.length === 0) return null;
  return (
    <Stack gap="2" data-testid="cart-delivery">
      <DestinationPicker country={country} countries={countries} onChoose={choose} />
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="cart-delivery-dates">
        {body}
      </Box>
    </Stack>
  );
}
