import { Badge, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { AddToCartButton } from "../../components/AddToCart";
import { FitBadge } from "../../components/FitBadge";
import { PartCardFrame } from "../../components/PartCardFrame";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { PartNumberKind } from "../../gql/graphql";
import { copy } from "../../lib/copy";
import { searchCopy as t } from "./copy";

/** What a search result shows of a part; with an active bike, whether it fits (the query's `$withBike`). */
export const ResultCardFragment = graphql(`
  fragment ResultCard_part on Part {
    id
    name
    picture
    category
    brand
    partNumber
    price
    minquantity
    avquantity
    soldOut
    fitsVehicle(vehicleId: $vehicleId) @include(if: $withBike) {
      status
      notes
    }
    reviewSummary {
      average
      count
    }
  }
`);

/** Below this many units in stock, a part says how few are left. */
const LOW_STOCK = 10;

export function StockBadge({ soldOut, avquantity }: { soldOut: boolean; avquantity: number }) {
  if (soldOut) {
    return (
      <Badge size="md" variant="solid" bg="gray.700" color="white">
        {copy.parts.soldOut}
      </Badge>
    );
  }
  return (
    <Badge size="md" variant="subtle" colorPalette={avquantity < LOW_STOCK ? "orange" : "green"}>
      {avquantity < LOW_STOCK ? copy.parts.onlyLeft(avquantity) : copy.parts.inStock}
    </Badge>
  );
}

/**
 * One result: the picture and the name lead to the part's page; `bike`, the active one's name, for its fit
 * badge; `matchedNumber`, the other number (OEM, superseded, interchange) a search found it by.
 */
export function ResultCard(props: { part: FragmentType<typeof ResultCardFragment>; bike?: string; matchedNumber?: { kind: PartNumberKind; number: string } | null }) {
  const money = useMoney();
  const part = useFragment(ResultCardFragment, props.part);
  const details = t.brandNumber(part.brand ?? null, part.partNumber ?? null);
  return (
    <PartCardFrame
      part={part}
      rating={part.reviewSummary}
      nameId={`result-${part.id}-name`}
      footer={
        // One click puts the part's minimum quantity in the cart.
        !part.soldOut && <AddToCartButton part={part} w="full" size="sm" />
      }
    >
      {details && (
        <Text fontSize="sm" color="fg.muted">
          {details}
        </Text>
      )}
      {props.matchedNumber && (
        <Text fontSize="sm" fontWeight="semibold" color="navy.700">
          {t.matchedNumber(props.matchedNumber.kind, props.matchedNumber.number)}
        </Text>
      )}
      <Text fontSize="xl" fontWeight="bold" color="navy.700">
        <VisuallyHidden>{t.price_}: </VisuallyHidden>
        {money.price(part.price)}
      </Text>
      <HStack gap="2" wrap="wrap">
        {part.fitsVehicle && props.bike && <FitBadge status={part.fitsVehicle.status} notes={part.fitsVehicle.notes} bike={props.bike} />}
        <StockBadge soldOut={part.soldOut} avquantity={part.avquantity} />
        <Text fontSize="sm" color="fg.muted">
          {t.minimum(part.minquantity)}
        </Text>
      </HStack>
    </PartCardFrame>
  );
}
