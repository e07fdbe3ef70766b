import { Card, HStack, Link, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { FitBadge } from "../../components/FitBadge";
import { PartImage } from "../../components/PartImage";
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
  }
`);

/** One part of the bike page: picture, name (the link to its page), price and how it fits. */
export function BikePartCard(props: { part: FragmentType<typeof BikePartCardFragment>; bike: string }) {
  const part = useFragment(BikePartCardFragment, props.part);
  const to = `/product/${part.id}`;
  const nameId = `bike-part-${part.id}-name`;
  return (
    <Card.Root as="article" overflow="hidden" h="full" aria-labelledby={nameId}>
      <RouterLink to={to} tabIndex={-1} aria-hidden>
        <PartImage
          src={part.picture}
          name={part.name}
          category={part.category}
          htmlWidth={480}
          htmlHeight={360}
          loading="lazy"
          decoding="async"
          w="100%"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="cover"
          bg="bg.muted"
        />
      </RouterLink>
      <Card.Body gap="2">
        <Card.Title as="h3" id={nameId} fontSize="md">
          <Link asChild color="navy.700" _hover={{ textDecoration: "underline" }}>
            <RouterLink to={to}>{part.name}</RouterLink>
          </Link>
        </Card.Title>
        {(part.brand || part.partNumber) && (
          <Text fontSize="sm" color="fg.muted">
            {[part.brand, part.partNumber].filter(Boolean).join(" · ")}
          </Text>
        )}
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="lg" fontWeight="bold" color="navy.700">
            <VisuallyHidden>{t.price}: </VisuallyHidden>
            {copy.common.dollars(part.price)}
          </Text>
          <FitBadge status={part.fitsVehicle.status} notes={part.fitsVehicle.notes} bike={props.bike} />
        </HStack>
        {part.soldOut && (
          <Text fontSize="sm" color="fg.muted">
            {copy.parts.soldOut}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
