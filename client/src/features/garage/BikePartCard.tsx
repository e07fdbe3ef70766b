import { HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { FitBadge } from "../../components/FitBadge";
import { PartCardFrame } from "../../components/PartCardFrame";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { copy } from "../../lib/copy";
import { garageCopy as t } from "./copy";

/** What the bike page shows of a part that fits the bike: `$vehicleId` is the bike's. */
export const BikePartCardFragment = graphql(`
  fragment BikePartCard_part on Part {
    id
    name
    picture
    category
    brand
    partNumber
    price
    soldOut
    fitsVehicle(vehicleId: $vehicleId) {
      status
      notes
    }
    reviewSummary {
      average
      count
    }
  }
`);

/** One part of the bike page: picture, name (the link to its page), price and how it fits. */
export function BikePartCard(props: { part: FragmentType<typeof BikePartCardFragment>; bike: string }) {
  const money = useMoney();
  const part = useFragment(BikePartCardFragment, props.part);
  return (
    <PartCardFrame part={part} rating={part.reviewSummary} nameId={`bike-part-${part.id}-name`}>
      {(part.brand || part.partNumber) && (
        <Text fontSize="sm" color="fg.muted">
          {[part.brand, part.partNumber].filter(Boolean).join(" · ")}
        </Text>
      )}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="lg" fontWeight="bold" color="navy.700">
          <VisuallyHidden>{t.price}: </VisuallyHidden>
          {money.price(part.price)}
        </Text>
        <FitBadge status={part.fitsVehicle.status} notes={part.fitsVehicle.notes} bike={props.bike} />
      </HStack>
      {part.soldOut && (
        <Text fontSize="sm" color="fg.muted">
          {copy.parts.soldOut}
        </Text>
      )}
    </PartCardFrame>
  );
}
