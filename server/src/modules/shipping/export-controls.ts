import { AppError } from "../../errors";
import { countryName } from "../../../../shared/addresses";
import { formatScheduleB } from "../../../../shared/trade-codes";

/**
 * Destinations the shop may not ship to from the United States (issue 18, export compliance), as of
 * 2026-11-26. A US seller needs a licence it does not have, or may not deal at all, for:
 * - Cuba: Cuban Assets Control Regulations, 31 CFR part 515; EAR 15 CFR 746.2.
 * - Iran: Iranian Transactions and Sanctions Regulations, 31 CFR part 560; EAR 15 CFR 746.7.
 * - North Korea: North Korea Sanctions Regulations, 31 CFR part 510; EAR 15 CFR 746.4.
 * - Syria: EAR 15 CFR 746.9 (a licence for items subject to the EAR, which the 2025 easing of OFAC's
 *   program did not lift for every item; kept refused until a licence review says otherwise).
 * - Russia and Belarus: EAR 15 CFR 746.8 and its supplement 4, which requires a licence for vehicle
 *   parts of HTS chapter 87 (8714 included) and most of chapters 84 and 85.
 * - The Crimea region (with Sevastopol), and the so-called Donetsk and Luhansk People's Republics of
 *   Ukraine: Executive Orders 13685 and 14065; EAR 15 CFR 746.6. Judged from the address's region: its
 *   ISO 3166-2 code or its name in English, Ukrainian or Russian transliteration.
 * Whoever changes this list records the rule and its date above; it is checked at every quote and checkout
 * and again when an admin ships an order.
 */
export const EMBARGOED_COUNTRIES: ReadonlySet<string> = new Set(["CU", "IR", "KP", "SY", "RU", "BY"]);

interface RefusedRegion {
  country: string;
  name: string;
  /** ISO 3166-2 subdivision codes, without the country prefix. */
  codes: string[];
  /** Lower-case spellings that name it within a region field. */
  names: RegExp;
}

const REFUSED_REGIONS: RefusedRegion[] = [
  { country: "UA", name: "Crimea", codes: ["43", "40"], names: /crimea|krym|sevastopol|sebastopol/ },
  { country: "UA", name: "Donetsk", codes: ["14"], names: /donetsk|donetska|donezk/ },
  { country: "UA", name: "Luhansk", codes: ["09"], names: /luhansk|lugansk|luhanska/ },
];

/** Why the shop may not ship to this destination, or null when it may. */
export function exportRefusal(destination: { country: string; region?: string | null }): string | null {
  const country = destination.country.toUpperCase();
  if (EMBARGOED_COUNTRIES.has(country)) {
    return `We can't ship to ${countryName(country)}: US export controls and sanctions forbid it.`;
  }
  const region = (destination.region ?? "").trim().toLowerCase();
  if (!region) return null;
  const code = region.replace(new RegExp(`^${country.toLowerCase()}-`), "");
  const refused = REFUSED_REGIONS.find((r) => r.country === country && (r.codes.includes(code) || r.names.test(region)));
  return refused ? `We can't ship to the ${refused.name} region of ${countryName(country)}: US export controls and sanctions forbid it.` : null;
}

/** Throws DESTINATION_REFUSED (HTTP 422) naming the reason, for a destination the shop may not ship to. */
export function assertMayShipTo(destination: { country: string; region?: string | null }, field = "address.country"): void {
  const reason = exportRefusal(destination);
  if (reason) throw new AppError("DESTINATION_REFUSED", reason, { field, reason: "sanctions" });
}

/** The value above which a Schedule B line needs an Electronic Export Information filing (15 CFR 30.37(a)). */
export const EEI_THRESHOLD_CENTS = 250_000;

export interface EeiLine {
  /** Ten digits, or null for a line not classified (its value is listed under "unclassified"). */
  scheduleB: string | null;
  valueCents: number;
}

export interface EeiFiling {
  required: boolean;
  /** Why, or why not, in one sentence with the figures. */
  reason: string;
  /** The order's value per Schedule B number, highest first. */
  lines: { scheduleB: string | null; valueCents: number; overThreshold: boolean }[];
}

/**
 * Whether an export needs EEI filed in AES (15 CFR part 30): when the value of any one Schedule B number
 * in the shipment is over $2,500 (the lines of one number add up), except to Canada (30.36), for items
 * that need no licence. A line without a Schedule B number counts as a number of its own, so an
 * unclassified order over the threshold is flagged rather than missed.
 */
export function eeiFiling(country: string, lines: EeiLine[]): EeiFiling {
  const byNumber = new Map<string | null, number>();
  for (const l of lines) byNumber.set(l.scheduleB, (byNumber.get(l.scheduleB) ?? 0) + l.valueCents);
  const values = [...byNumber]
    .map(([scheduleB, valueCents]) => ({ scheduleB, valueCents, overThreshold: valueCents > EEI_THRESHOLD_CENTS }))
    .sort((a, b) => b.valueCents - a.valueCents);
  const over = values.filter((v) => v.overThreshold);
  if (country.toUpperCase() === "US") return { required: false, reason: "A domestic shipment: no export filing.", lines: values };
  if (country.toUpperCase() === "CA") {
    return { required: false, reason: "Canada: no EEI for items that need no licence (15 CFR 30.36).", lines: values };
  }
  if (over.length === 0) {
    return { required: false, reason: "Every Schedule B number is $2,500 or less: NOEEI 15 CFR 30.37(a).", lines: values };
  }
  const named = over.map((v) => `${v.scheduleB ? formatScheduleB(v.scheduleB) : "unclassified"} at ${usd(v.valueCents)}`).join(", ");
  return { required: true, reason: `EEI filing required: ${named} (over $2,500 per Schedule B number).`, lines: values };
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
