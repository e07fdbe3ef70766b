/**
 * The calendars delivery dates are counted in (ADR 0073): the US business days the shop dispatches on, and
 * the working week of each destination, where carriers deliver. Days are calendar dates written
 * YYYY-MM-DD, with no time of day or zone: a date here is the same day wherever it is read.
 */

/**
 * US federal holidays as observed (5 U.S.C. 6103: a Saturday's holiday on the Friday before, a Sunday's on
 * the Monday after). The shop does not dispatch on them. Add each year's row before it starts; a date past
 * the last year listed counts weekends only.
 */
export const US_FEDERAL_HOLIDAYS: ReadonlyMap<string, string> = new Map([
  ["2026-01-01", "New Year’s Day"],
  ["2026-01-19", "Birthday of Martin Luther King, Jr."],
  ["2026-02-16", "Washington’s Birthday"],
  ["2026-05-25", "Memorial Day"],
  ["2026-06-19", "Juneteenth National Independence Day"],
  ["2026-07-03", "Independence Day"],
  ["2026-09-07", "Labor Day"],
  ["2026-10-12", "Columbus Day"],
  ["2026-11-11", "Veterans Day"],
  ["2026-11-26", "Thanksgiving Day"],
  ["2026-12-25", "Christmas Day"],
  ["2027-01-01", "New Year’s Day"],
  ["2027-01-18", "Birthday of Martin Luther King, Jr."],
  ["2027-02-15", "Washington’s Birthday"],
  ["2027-05-31", "Memorial Day"],
  ["2027-06-18", "Juneteenth National Independence Day"],
  ["2027-07-05", "Independence Day"],
  ["2027-09-06", "Labor Day"],
  ["2027-10-11", "Columbus Day"],
  ["2027-11-11", "Veterans Day"],
  ["2027-11-25", "Thanksgiving Day"],
  ["2027-12-24", "Christmas Day"],
  ["2027-12-31", "New Year’s Day"],
  ["2028-01-17", "Birthday of Martin Luther King, Jr."],
  ["2028-02-21", "Washington’s Birthday"],
  ["2028-05-29", "Memorial Day"],
  ["2028-06-19", "Juneteenth National Independence Day"],
  ["2028-07-04", "Independence Day"],
  ["2028-09-04", "Labor Day"],
  ["2028-10-09", "Columbus Day"],
  ["2028-11-10", "Veterans Day"],
  ["2028-11-23", "Thanksgiving Day"],
  ["2028-12-25", "Christmas Day"],
  ["2029-01-01", "New Year’s Day"],
  ["2029-01-15", "Birthday of Martin Luther King, Jr."],
  ["2029-02-19", "Washington’s Birthday"],
  ["2029-05-28", "Memorial Day"],
  ["2029-06-19", "Juneteenth National Independence Day"],
  ["2029-07-04", "Independence Day"],
  ["2029-09-03", "Labor Day"],
  ["2029-10-08", "Columbus Day"],
  ["2029-11-12", "Veterans Day"],
  ["2029-11-22", "Thanksgiving Day"],
  ["2029-12-25", "Christmas Day"],
]);

/** Where the dispatch clock runs: the warehouse's time zone. */
export const DISPATCH_TIME_ZONE = "America/New_York";

/** Days of the week as `Date.getUTCDay` numbers them: 0 is Sunday. */
const SAT_SUN = [6, 0] as const;
const FRI_SAT = [5, 6] as const;

/**
 * Destinations whose weekend is Friday and Saturday: carriers there deliver Sunday to Thursday. Every other
 * destination rests on Saturday and Sunday.
 */
const FRIDAY_SATURDAY_WEEKENDS = new Set(["BH", "DZ", "EG", "IL", "IQ", "JO", "KW", "LY", "OM", "QA", "SA", "SD", "YE"]);

/** The weekend days of a destination (ISO 3166-1 alpha-2). */
export const weekendOf = (country: string): readonly number[] => (FRIDAY_SATURDAY_WEEKENDS.has(country.toUpperCase()) ? FRI_SAT : SAT_SUN);

/** True for a real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day of the week of a date: 0 is Sunday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The date this many days after (or before, when negative) another. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A working day of the US warehouse: not a weekend, not a federal holiday. */
export const isUsBusinessDay = (day: string): boolean => !SAT_SUN.includes(weekdayOf(day) as 0 | 6) && !US_FEDERAL_HOLIDAYS.has(day);

/** The first US business day on or after this date. */
export function usBusinessDayFrom(day: string): string {
  let d = day;
  while (!isUsBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** The US business day `count` business days after this date (0: the first one on or after it). */
export function addUsBusinessDays(day: string, count: number): string {
  let d = usBusinessDayFrom(day);
  for (let i = 0; i < count; i++) d = usBusinessDayFrom(addDays(d, 1));
  return d;
}

/** The destination's working day `count` working days after a dispatch date (carriers count transit so). */
export function addDestinationDays(day: string, count: number, country: string): string {
  const weekend = weekendOf(country);
  let d = day;
  for (let i = 0; i < count; ) {
    d = addDays(d, 1);
    if (!weekend.includes(weekdayOf(d))) i++;
  }
  return d;
}

/** The date and wall-clock minutes of an instant in a time zone. */
export function wallClock(at: Date, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant a wall-clock time of a date happens in a time zone (daylight saving included). */
export function instantOf(day: string, minutes: number, timeZone: string): Date {
  const wanted = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let guess = wanted;
  // Two corrections settle it: the zone's offset at the guess, then at the corrected guess (a DST change between them).
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += wanted - (Date.parse(`${seen.day}T00:00:00Z`) + seen.minutes * 60_000);
  }
  return new Date(guess);
}
