import type { FitStatus } from "../gql/graphql";

/** How the shop says whether a part fits the active bike: the result cards', the bike page's and the part page's words. */
export const fitCopy = {
  badge: {
    FITS: "Fits",
    FITS_WITH_NOTE: "Fits with note",
    DOES_NOT_FIT: "Doesn't fit",
    UNIVERSAL: "Universal",
    UNKNOWN: "Fitment unknown",
  } satisfies Record<FitStatus, string>,
  /** The badge's accessible name, which names the bike. */
  badgeLabel: (status: FitStatus, bike: string) =>
    ({
      FITS: `Fits your ${bike}`,
      FITS_WITH_NOTE: `Fits your ${bike}, with a note`,
      DOES_NOT_FIT: `Does not fit your ${bike}`,
      UNIVERSAL: "Universal fit",
      UNKNOWN: `Fitment for your ${bike} not known`,
    })[status],
} as const;
