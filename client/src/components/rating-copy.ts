/** The rating a part card shows (PartCardFrame). */
export const ratingCopy = {
  label: (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`,
  short: (average: number, count: number) => `★ ${average.toFixed(1)} (${count})`,
} as const;
