import { Badge } from "@chakra-ui/react";
import type { FitStatus } from "../gql/graphql";
import { fitCopy } from "./fit-copy";

const PALETTE: Record<FitStatus, string> = {
  FITS: "green",
  FITS_WITH_NOTE: "teal",
  DOES_NOT_FIT: "red",
  UNIVERSAL: "blue",
  UNKNOWN: "gray",
};

/**
 * Whether a part fits the active bike, as a badge: "Fits", "Fits with note" (the notes in its title),
 * "Doesn't fit", "Universal", "Fitment unknown". Its accessible name names the bike.
 */
export function FitBadge({ status, bike, notes = [] }: { status: FitStatus; bike: string; notes?: readonly string[] }) {
  const label = fitCopy.badgeLabel(status, bike);
  const title = notes.length ? `${label}: ${notes.join("; ")}` : label;
  return (
    <Badge size="md" variant="subtle" colorPalette={PALETTE[status]} title={title} aria-label={title} role="img">
      {fitCopy.badge[status]}
    </Badge>
  );
}
