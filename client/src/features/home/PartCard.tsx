import { Badge, Button, Card, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMoney } from "../../lib/currency";
import { Link as RouterLink } from "react-router-dom";
import { AddToCartButton } from "../../components/AddToCart";
import { PartCardFrame } from "../../components/PartCardFrame";
import { copy } from "../../lib/copy";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { previewText } from "./preview";
import { homeCopy } from "./copy";

/** What a card shows of a part. */
export const PartCardFragment = graphql(`
  fragment PartCard_part on Part {
    id
    name
    description
    picture
    category
    price
    minquantity
    avquantity
    soldOut
    reviewSummary {
      average
      count
    }
  }
`);

export function PartCard(props: { part: FragmentType<typeof PartCardFragment> }) {
  const money = useMoney();
  const part = useFragment(PartCardFragment, props.part);
  return (
    <PartCardFrame
      part={part}
      rating={part.reviewSummary}
      nameId={`part-${part.id}-name`}
      large
      // Read as a link too (out of the tab order, so keyboards meet the name's once).
      hidePictureLink={false}
      footer={
        part.soldOut ? (
          // Nothing to book: say so, and offer to hear when it is back (on the part's page, once signed in).
          <Stack gap="2" w="full">
            <Button w="full" disabled variant="subtle" colorPalette="gray">
              {copy.parts.soldOut}
              <VisuallyHidden>: {part.name}</VisuallyHidden>
            </Button>
            <Button asChild w="full" variant="outline" colorPalette="gray">
              <RouterLink to={`/allparts/${part.id}`} aria-label={copy.parts.notifyMeFor(part.name)}>
                {copy.parts.notifyMe}
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="2" w="full">
            <Button asChild colorPalette="brand" w="full">
              <RouterLink to={`/allparts/${part.id}`}>
                {homeCopy.parts.bookNow}
                <VisuallyHidden>: {part.name}</VisuallyHidden>
              </RouterLink>
            </Button>
            {/* One click puts the part's minimum quantity in the cart. */}
            <AddToCartButton part={part} w="full" />
          </Stack>
        )
      }
    >
      <Card.Description>{previewText(part.description)}</Card.Description>
      <Text fontSize="2xl" fontWeight="bold" color="navy.700">
        <VisuallyHidden>{homeCopy.parts.price}: </VisuallyHidden>
        {money.price(part.price)}{" "}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {homeCopy.parts.perUnit}
        </Text>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Badge size="md" variant="subtle" colorPalette="gray">
          {homeCopy.parts.minimum}: {part.minquantity} {copy.common.pices}
        </Badge>
        {part.soldOut ? (
          <Badge size="md" variant="solid" colorPalette="gray" bg="gray.700" color="white">
            {copy.parts.soldOut}
          </Badge>
        ) : (
          <Badge size="md" variant="subtle" colorPalette="green">
            {homeCopy.parts.available}: {part.avquantity} {copy.common.pices}
          </Badge>
        )}
      </HStack>
    </PartCardFrame>
  );
}
