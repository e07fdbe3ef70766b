/** Countries a rider may have a phone in, with their calling codes (ITU-T E.164), by name. */
export const DIAL_CODES: readonly { country: string; name: string; dial: string }[] = [
  { country: "AR", name: "Argentina", dial: "54" },
  { country: "AU", name: "Australia", dial: "61" },
  { country: "AT", name: "Austria", dial: "43" },
  { country: "BE", name: "Belgium", dial: "32" },
  { country: "BR", name: "Brazil", dial: "55" },
  { country: "BG", name: "Bulgaria", dial: "359" },
  { country: "CA", name: "Canada", dial: "1" },
  { country: "CL", name: "Chile", dial: "56" },
  { country: "CO", name: "Colombia", dial: "57" },
  { country: "HR", name: "Croatia", dial: "385" },
  { country: "CY", name: "Cyprus", dial: "357" },
  { country: "CZ", name: "Czechia", dial: "420" },
  { country: "DK", name: "Denmark", dial: "45" },
  { country: "EE", name: "Estonia", dial: "372" },
  { country: "FI", name: "Finland", dial: "358" },
  { country: "FR", name: "France", dial: "33" },
  { country: "DE", name: "Germany", dial: "49" },
  { country: "GR", name: "Greece", dial: "30" },
  { country: "HK", name: "Hong Kong", dial: "852" },
  { country: "HU", name: "Hungary", dial: "36" },
  { country: "IS", name: "Iceland", dial: "354" },
  { country: "IN", name: "India", dial: "91" },
  { country: "ID", name: "Indonesia", dial: "62" },
  { country: "IE", name: "Ireland", dial: "353" },
  { country: "IL", name: "Israel", dial: "972" },
  { country: "IT", name: "Italy", dial: "39" },
  { country: "JP", name: "Japan", dial: "81" },
  { country: "LV", name: "Latvia", dial: "371" },
  { country: "LT", name: "Lithuania", dial: "370" },
  { country: "LU", name: "Luxembourg", dial: "352" },
  { country: "MY", name: "Malaysia", dial: "60" },
  { country: "MT", name: "Malta", dial: "356" },
  { country: "MX", name: "Mexico", dial: "52" },
  { country: "NL", name: "Netherlands", dial: "31" },
  { country: "NZ", name: "New Zealand", dial: "64" },
  { country: "NO", name: "Norway", dial: "47" },
  { country: "PE", name: "Peru", dial: "51" },
  { country: "PH", name: "Philippines", dial: "63" },
  { country: "PL", name: "Poland", dial: "48" },
  { country: "PT", name: "Portugal", dial: "351" },
  { country: "RO", name: "Romania", dial: "40" },
  { country: "SG", name: "Singapore", dial: "65" },
  { country: "SK", name: "Slovakia", dial: "421" },
  { country: "SI", name: "Slovenia", dial: "386" },
  { country: "ZA", name: "South Africa", dial: "27" },
  { country: "KR", name: "South Korea", dial: "82" },
  { country: "ES", name: "Spain", dial: "34" },
  { country: "SE", name: "Sweden", dial: "46" },
  { country: "CH", name: "Switzerland", dial: "41" },
  { country: "TW", name: "Taiwan", dial: "886" },
  { country: "TH", name: "Thailand", dial: "66" },
  { country: "TR", name: "Türkiye", dial: "90" },
  { country: "AE", name: "United Arab Emirates", dial: "971" },
  { country: "GB", name: "United Kingdom", dial: "44" },
  { country: "US", name: "United States", dial: "1" },
  { country: "VN", name: "Vietnam", dial: "84" },
];

/**
 * The international (E.164) form of a number typed as people write it at home: spaces, dashes, brackets
 * and a trunk "0" dropped. Null when what is left is not 4 to 14 digits.
 */
export function internationalNumber(dial: string, typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, "").replace(/^0+/, "");
  if (!/^\d{4,14}$/.test(digits)) return null;
  return `+${dial}${digits}`;
}

/**
 * The country a new phone is most likely in: the address book's (its default address first), else the
 * browser's region ("en-GB" → GB; a bare language by its likeliest region, "de" → DE), else the US.
 */
export function likelyDialCountry(addressCountry: string | null | undefined, languages: readonly string[]): string {
  const known = (code: string | null | undefined) => (code && DIAL_CODES.some((c) => c.country === code) ? code : null);
  const fromAddress = known(addressCountry);
  if (fromAddress) return fromAddress;
  for (const language of languages) {
    try {
      const region = known(new Intl.Locale(language).maximize().region);
      if (region) return region;
    } catch {
      // A malformed tag says nothing of where the rider is.
    }
  }
  return "US";
}
