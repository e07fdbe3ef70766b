import { Badge, Stack, Text } from "@chakra-ui/react";
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
 * Whether a part fits the active bike, as a badge: "Fits", "Fits with note", "Doesn't fit", "Universal",
 * "Fitment unknown". Its accessible name names the bike and gives the notes; the notes are written under
 * it too, for a phone, where nothing shows a title (hidden from screen readers, which have them already).
 */
export function FitBadge({ status, bike, notes = [] }: { status: FitStatus; bike: string; notes?: readonly string[] }) {
  const label = fitCopy.badgeLabel(status, bike);
  const title = notes.length ? `${label}: ${notes.join("; ")}` : label;
  const badge = (
    <Badge size="md" variant="subtle" colorPalette={PALETTE[status]} title={title} aria-label={title} role="img">
      {fitCopy.badge[status]}
    </Badge>
  );
  if (notes.length === 0) return badge;
  return (
    <Stack gap="1" align="flex-start">
      {badge}
      <Text fontSize="xs" color="fg.muted" aria-hidden="true">
        {notes.join("; ")}
      </Text>
    </Stack>
  );
}
