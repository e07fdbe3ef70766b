import { AppError } from "../../errors";
import { countryName } from "../../../../shared/addresses";

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
