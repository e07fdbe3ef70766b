/**
 * The shop's returns policy as data (ADR 0072): how long a buyer has to ask for a return from each
 * destination, who pays for the parcel back and what is refunded for each reason, and what a part that
 * cannot be returned once fitted may still come back for. The server decides by it, and the returns page
 * and the return form show it, so the words and the rules cannot drift apart.
 */

/** Why a part comes back, as the buyer says. */
export const RETURN_REASONS = ["DOES_NOT_FIT", "WRONG_PART", "DAMAGED", "FAULTY", "CHANGED_MIND", "OTHER"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Every state of a return; the moves between them are the server's table (modules/returns). */
export const RETURN_STATUSES = ["REQUESTED", "APPROVED", "REJECTED", "CANCELLED", "RECEIVED", "REFUNDED", "EXCHANGED"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface ReasonRule {
  /** The reason as the form lists it. */
  label: string;
  /** The shop is at fault: it pays the parcel back and refunds the shipping the buyer paid for the lines. */
  shopAtFault: boolean;
  /** The buyer may ask for the same parts again instead of a refund: a unit that arrived broken is replaced. */
  exchangeable: boolean;
}

export const REASON_RULES: Readonly<Record<ReturnReason, ReasonRule>> = {
  DOES_NOT_FIT: { label: "Does not fit my bike", shopAtFault: false, exchangeable: false },
  WRONG_PART: { label: "Wrong part sent", shopAtFault: true, exchangeable: false },
  DAMAGED: { label: "Damaged in transit", shopAtFault: true, exchangeable: true },
  FAULTY: { label: "Faulty", shopAtFault: true, exchangeable: true },
  CHANGED_MIND: { label: "Changed my mind", shopAtFault: false, exchangeable: false },
  OTHER: { label: "Other", shopAtFault: false, exchangeable: false },
};

export interface ReturnWindow {
  /** Where it applies, for people. */
  name: string;
  /** Days after delivery to ask for a return. */
  days: number;
  /** Why this many days. */
  basis: string;
  /** The destinations (ISO 3166-1 alpha-2); empty for the window of every other destination. */
  countries: readonly string[];
}

const EU = ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"];

/**
 * The windows, the first whose countries hold the destination winning; the last is everyone else's.
 * European consumers' right of withdrawal for distance sales is 14 days after delivery (EU Directive
 * 2011/83/EU art. 9, the UK's Consumer Contracts Regulations 2013, Norway's Angrerettloven, and Switzerland by
 * the shop's choice, its law having none); elsewhere the shop gives 30 days.
 */
export const RETURN_WINDOWS: readonly ReturnWindow[] = [
  {
    name: "European Union, United Kingdom, Norway and Switzerland",
    days: 14,
    basis: "Your legal right of withdrawal from a distance sale.",
    countries: [...EU, "GB", "NO", "CH"],
  },
  { name: "Everywhere else", days: 30, basis: "Our own policy.", countries: [] },
];

/** The window a destination's buyers have. */
export function returnWindowFor(country: string): ReturnWindow {
  const code = country.trim().toUpperCase();
  return RETURN_WINDOWS.find((w) => w.countries.includes(code)) ?? RETURN_WINDOWS[RETURN_WINDOWS.length - 1]!;
}

/** The last moment a return may be asked: `days` whole days after the delivery. */
export function returnDeadline(deliveredAt: Date, country: string): Date {
  return new Date(deliveredAt.getTime() + returnWindowFor(country).days * 24 * 60 * 60 * 1000);
}

/** What a part flagged as not returnable once fitted may still come back for: the shop's own faults. */
export function mayReturnPart(returnable: boolean, reason: ReturnReason): boolean {
  return returnable || REASON_RULES[reason].shopAtFault;
}

/** Who pays the parcel back, in the words the page and the emails use. */
export function returnShippingWords(reason: ReturnReason): string {
  return REASON_RULES[reason].shopAtFault
    ? "We pay for the parcel back and refund the shipping you paid for these parts."
    : "You pay for the parcel back; the shipping you paid is not refunded.";
}

/** "RMA-1001" from the return's sequence number, as every page, email and paper writes it. */
export function returnNumber(number: number): string {
  return `RMA-${number}`;
}

/** Limits of a return's free text. */
export const RETURN_NOTE_MAX = 1000;
export const RETURN_REASON_TEXT_MAX = 500;
