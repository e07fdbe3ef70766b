/**
 * Countries the shop may not ship to at all, under US export controls and sanctions (the reasons and
 * their dates: server/src/modules/shipping/export-controls.ts). The address forms say so as soon as one
 * is picked; the server refuses them, and the refused regions of Ukraine, whatever a form sent.
 */
export const EMBARGOED_COUNTRIES: ReadonlySet<string> = new Set(["CU", "IR", "KP", "SY", "RU", "BY"]);
