import { AppError } from "../../errors";
import { formatScheduleB } from "../../../../shared/trade-codes";
import { EMBARGOED_COUNTRIES, embargoedCountryMessage } from "../../../../shared/export-controls";
import { foldText } from "../../../../shared/text-folding";
import { refusedRegion, type AddressParts } from "./embargo";

export type { AddressParts };

/**
 * Destinations the shop may not ship to from the United States, as of 2026-11-27. A US seller needs a
 * licence it does not have, or may not deal at all, for:
 * - Cuba: Cuban Assets Control Regulations, 31 CFR part 515; EAR 15 CFR 746.2.
 * - Iran: Iranian Transactions and Sanctions Regulations, 31 CFR part 560; EAR 15 CFR 746.7.
 * - North Korea: North Korea Sanctions Regulations, 31 CFR part 510; EAR 15 CFR 746.4.
 * - Syria: EAR 15 CFR 746.9 (a licence for items subject to the EAR, which the 2025 easing of OFAC's
 *   program did not lift for every item; kept refused until a licence review says otherwise).
 * - Russia and Belarus: EAR 15 CFR 746.8 and its supplement 4, which requires a licence for vehicle
 *   parts of HTS chapter 87 (8714 included) and most of chapters 84 and 85.
 * - The Crimea region (with Sevastopol), and the Donetsk and Luhansk oblasts of Ukraine: Executive Orders
 *   13685 and 14065; EAR 15 CFR 746.6. Recognised from the address's region, postal code and city
 *   (embargo.ts, data/embargoed-regions.json; ADR 0016).
 * Whoever changes this list records the rule and its date above. It is checked at every quote and
 * checkout, when an address is saved, and again before an order is packed or shipped.
 */
export { EMBARGOED_COUNTRIES };

/** Why the shop may not ship to this destination, or null when it may. Reads the raw address, before any validation. */
export function exportRefusal(destination: AddressParts): string | null {
  const [reading] = foldText(destination.country);
  const country = (reading ?? "").replace(/ /g, "").toUpperCase();
  const embargoed = embargoedCountryMessage(country);
  if (embargoed) return embargoed;
  const refused = refusedRegion(destination, country);
  if (!refused) return null;
  if (refused.ambiguous) {
    return `We can't ship to ${String(destination.city ?? destination.region).trim()} without a postal code that places it: a town of that name is in the ${refused.region} regions of Ukraine, where US export controls and sanctions forbid shipping.`;
  }
  return `We can't ship to the ${refused.region} region of Ukraine: US export controls and sanctions forbid it.`;
}

/** An address as a client sent it (anything), as the parts the embargo reads. */
export function asAddressParts(raw: unknown): AddressParts {
  return raw !== null && typeof raw === "object" ? (raw as AddressParts) : {};
}

/** Throws DESTINATION_REFUSED (HTTP 422) naming the reason, for a destination the shop may not ship to. */
export function assertMayShipTo(destination: AddressParts, field = "address.country"): void {
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
