import { countryName } from "./addresses";

/**
 * Countries the shop may not ship to at all, under US export controls and sanctions (the reasons and
 * their dates: server/src/modules/shipping/export-controls.ts). The address forms say so as soon as one
 * is picked; the server refuses them, and the refused regions of Ukraine, whatever a form sent.
 */
export const EMBARGOED_COUNTRIES: ReadonlySet<string> = new Set(["CU", "IR", "KP", "SY", "RU", "BY"]);

/** Why the shop may not ship to a country (an ISO code), or null when export controls allow it: the server's words and the forms'. */
export function embargoedCountryMessage(country: string): string | null {
  const code = country.trim().toUpperCase();
  return EMBARGOED_COUNTRIES.has(code) ? `We can't ship to ${countryName(code)}: US export controls and sanctions forbid it.` : null;
}
