import { Card, Link, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { PartCategory } from "../gql/graphql";
import { PartImage } from "./PartImage";
import { ratingCopy } from "./rating-copy";

/**
 * A part's figures as a card shows them: its average and count only (the part's row has them, ADR 0071),
 * never the histogram, which would cost the page a statement more.
 */
export interface CardRatingSummary {
  average?: number | null;
  count: number;
}

/** "★ 4.3 (12)", read as "Rated 4.3 out of 5 from 12 reviews"; nothing without reviews. */
export function CardRating({ reviewSummary }: { reviewSummary: CardRatingSummary }) {
  if (reviewSummary.count === 0 || reviewSummary.average == null) return null;
  return (
    <Text fontSize="sm" color="fg.muted" role="img" aria-label={ratingCopy.label(reviewSummary.average, reviewSummary.count)}>
      <Text as="span" color="orange.700" aria-hidden>
        {ratingCopy.short(reviewSummary.average, reviewSummary.count)}
      </Text>
    </Text>
  );
}

interface PartCardFrameProps {
  /** What the frame shows of the part; each card reads it through its own fragment. */
  part: { id: string; name: string; picture: string; category?: PartCategory | null };
  /** The name's id: the card (an article) is named by it. */
  nameId: string;
  /** The home page's cards: a larger name in the text's colour, more room between the lines. */
  large?: boolean;
  /**
   * Whether the picture's link (the same page as the name's, out of the tab order) is hidden from screen
   * readers too, so that they meet the name's link only.
   */
  hidePictureLink?: boolean;
  /** What the card shows under the name: price, stock, fit. */
  children: ReactNode;
  footer?: ReactNode;
  /** The part's `reviewSummary { average count }`, shown under the name when it has reviews. */
  rating?: CardRatingSummary;
}

/**
 * The frame every part card shares (the home page's, a search result's, a bike page's): the picture and
 * the name lead to the part's page, then the card's own lines and footer.
 */
export function PartCardFrame({ part, nameId, large = false, hidePictureLink = true, children, footer, rating }: PartCardFrameProps) {
  const to = `/product/${part.id}`;
  return (
    <Card.Root as="article" overflow="hidden" h="full" aria-labelledby={nameId}>
      <RouterLink to={to} tabIndex={-1} aria-hidden={hidePictureLink || undefined}>
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
      <Card.Body gap={large ? "3" : "2"}>
        <Card.Title as="h3" id={nameId} fontSize={large ? "lg" : "md"}>
          <Link asChild color={large ? "inherit" : "navy.700"} _hover={{ textDecoration: "underline" }}>
            <RouterLink to={to}>{part.name}</RouterLink>
          </Link>
        </Card.Title>
        {rating && <CardRating reviewSummary={rating} />}
        {children}
      </Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}

/** A part card while the parts load: the frame's shape, larger on the home page (which also shows its stock). */
export function PartCardFrameSkeleton({ large = false }: { large?: boolean }) {
  return (
    <Card.Root overflow="hidden" aria-hidden>
      <Skeleton aspectRatio="4 / 3" w="100%" />
      <Card.Body>
        <Stack gap="3">
          <Skeleton h={large ? "6" : "5"} w="70%" />
          <SkeletonText noOfLines={large ? 2 : 1} />
          <Skeleton h={large ? "8" : "7"} w="40%" />
          {large && <Skeleton h="5" w="80%" />}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Skeleton h={large ? "10" : "8"} w="full" />
      </Card.Footer>
    </Card.Root>
  );
}
