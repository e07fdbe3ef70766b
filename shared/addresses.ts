import { z } from "zod";

/**
 * Shipping addresses: the countries of the world (ISO 3166-1 alpha-2), and for the shop's main markets the
 * rules a courier's label needs: the postal code's format and whether a region (state, province,
 * prefecture) is required, with its list. The server checks every address with `shippingAddress`; the
 * address form uses the same schema, so both say the same thing. Region lists are ISO 3166-2 codes (the
 * part after the country's), as of 2026-11; sources: ISO 3166-2 and Google's address metadata
 * (libaddressinput), which also gives the postal-code formats.
 */

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);

/**
 * Territories no courier or postal service delivers to, left out of the address forms and refused in an
 * address or a shipping zone: they have no permanent population, or only staff of a base or a research
 * station whose post goes through their government's own service. Antarctica (AQ), Bouvet Island (BV),
 * Heard Island and McDonald Islands (HM), the French Southern Territories (TF, reached only by their supply
 * ship), South Georgia and the South Sandwich Islands (GS), the US Minor Outlying Islands (UM: military and
 * contractor staff, no civilian mail) and the British Indian Ocean Territory (IO: the Diego Garcia base).
 * Small inhabited places with a post office (Pitcairn, Tokelau, Saint Helena) stay: couriers reach them.
 * The code list keeps them: a part's country of origin or a screening list entry may still name one.
 */
export const UNDELIVERABLE_TERRITORIES: ReadonlySet<string> = new Set(["AQ", "BV", "HM", "TF", "GS", "UM", "IO"]);

/** The countries an address may be in: every code but the territories nobody delivers to. */
export const SHIPPING_COUNTRY_CODES: readonly string[] = COUNTRY_CODES.filter((code) => !UNDELIVERABLE_TERRITORIES.has(code));

/** Why the shop cannot ship to a territory nobody delivers to, or null for any other code. */
export function undeliverableMessage(country: string): string | null {
  return UNDELIVERABLE_TERRITORIES.has(country) ? `We can't ship to ${countryName(country)}: no courier or postal service delivers there.` : null;
}

let countryNames: Intl.DisplayNames | undefined;

/** A country's name in English ("DE" → "Germany"); the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface RegionRule {
  /** What the country calls it: "State", "Province", "Prefecture". */
  label: string;
  required: boolean;
  /** [code, name] pairs, when the country has a fixed list. */
  options?: readonly (readonly [string, string])[];
}

export interface PostalRule {
  /** Matched against the code upper-cased, with runs of spaces made one. */
  pattern: RegExp;
  /** A valid code, for messages and placeholders. */
  example: string;
  /** The code as it is printed ("k1a0b1" → "K1A 0B1"). */
  format?: (code: string) => string;
}

export interface CountryRule {
  postal: PostalRule;
  region?: RegionRule;
}

const pairs = (list: string): (readonly [string, string])[] =>
  list.split("|").map((entry) => {
    const [code, name] = entry.split(":");
    return [code, name] as const;
  });

/** Inserts `sep` before the last `n` characters of a code written without it ("1012AB" → "1012 AB"). */
const splitBefore = (n: number, sep: string) => (code: string) => {
  const bare = code.replace(/[\s-]/g, "");
  return `${bare.slice(0, -n)}${sep}${bare.slice(-n)}`;
};

const US_STATES = pairs(
  "AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|" +
    "FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|" +
    "MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|" +
    "NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|" +
    "OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|" +
    "VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming|AS:American Samoa|GU:Guam|MP:Northern Mariana Islands|" +
    "PR:Puerto Rico|VI:U.S. Virgin Islands|AA:Armed Forces Americas|AE:Armed Forces Europe|AP:Armed Forces Pacific",
);

const CA_PROVINCES = pairs(
  "AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NS:Nova Scotia|" +
    "NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon",
);

const MX_STATES = pairs(
  "AGU:Aguascalientes|BCN:Baja California|BCS:Baja California Sur|CAM:Campeche|CHP:Chiapas|CHH:Chihuahua|" +
    "CMX:Ciudad de México|COA:Coahuila|COL:Colima|DUR:Durango|GUA:Guanajuato|GRO:Guerrero|HID:Hidalgo|JAL:Jalisco|" +
    "MEX:Estado de México|MIC:Michoacán|MOR:Morelos|NAY:Nayarit|NLE:Nuevo León|OAX:Oaxaca|PUE:Puebla|QUE:Querétaro|" +
    "ROO:Quintana Roo|SLP:San Luis Potosí|SIN:Sinaloa|SON:Sonora|TAB:Tabasco|TAM:Tamaulipas|TLA:Tlaxcala|VER:Veracruz|" +
    "YUC:Yucatán|ZAC:Zacatecas",
);

const AU_STATES = pairs(
  "ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|" +
    "TAS:Tasmania|VIC:Victoria|WA:Western Australia",
);

const BR_STATES = pairs(
  "AC:Acre|AL:Alagoas|AP:Amapá|AM:Amazonas|BA:Bahia|CE:Ceará|DF:Distrito Federal|ES:Espírito Santo|GO:Goiás|" +
    "MA:Maranhão|MT:Mato Grosso|MS:Mato Grosso do Sul|MG:Minas Gerais|PA:Pará|PB:Paraíba|PR:Paraná|PE:Pernambuco|" +
    "PI:Piauí|RJ:Rio de Janeiro|RN:Rio Grande do Norte|RS:Rio Grande do Sul|RO:Rondônia|RR:Roraima|SC:Santa Catarina|" +
    "SP:São Paulo|SE:Sergipe|TO:Tocantins",
);

const JP_PREFECTURES = pairs(
  "01:Hokkaido|02:Aomori|03:Iwate|04:Miyagi|05:Akita|06:Yamagata|07:Fukushima|08:Ibaraki|09:Tochigi|10:Gunma|" +
    "11:Saitama|12:Chiba|13:Tokyo|14:Kanagawa|15:Niigata|16:Toyama|17:Ishikawa|18:Fukui|19:Yamanashi|20:Nagano|" +
    "21:Gifu|22:Shizuoka|23:Aichi|24:Mie|25:Shiga|26:Kyoto|27:Osaka|28:Hyogo|29:Nara|30:Wakayama|31:Tottori|" +
    "32:Shimane|33:Okayama|34:Hiroshima|35:Yamaguchi|36:Tokushima|37:Kagawa|38:Ehime|39:Kochi|40:Fukuoka|41:Saga|" +
    "42:Nagasaki|43:Kumamoto|44:Oita|45:Miyazaki|46:Kagoshima|47:Okinawa",
);

const IT_PROVINCES = pairs(
  "AG:Agrigento|AL:Alessandria|AN:Ancona|AO:Aosta|AP:Ascoli Piceno|AQ:L'Aquila|AR:Arezzo|AT:Asti|AV:Avellino|BA:Bari|" +
    "BG:Bergamo|BI:Biella|BL:Belluno|BN:Benevento|BO:Bologna|BR:Brindisi|BS:Brescia|BT:Barletta-Andria-Trani|BZ:Bolzano|" +
    "CA:Cagliari|CB:Campobasso|CE:Caserta|CH:Chieti|CL:Caltanissetta|CN:Cuneo|CO:Como|CR:Cremona|CS:Cosenza|CT:Catania|" +
    "CZ:Catanzaro|EN:Enna|FC:Forlì-Cesena|FE:Ferrara|FG:Foggia|FI:Firenze|FM:Fermo|FR:Frosinone|GE:Genova|GO:Gorizia|" +
    "GR:Grosseto|IM:Imperia|IS:Isernia|KR:Crotone|LC:Lecco|LE:Lecce|LI:Livorno|LO:Lodi|LT:Latina|LU:Lucca|" +
    "MB:Monza e Brianza|MC:Macerata|ME:Messina|MI:Milano|MN:Mantova|MO:Modena|MS:Massa-Carrara|MT:Matera|NA:Napoli|" +
    "NO:Novara|NU:Nuoro|OR:Oristano|PA:Palermo|PC:Piacenza|PD:Padova|PE:Pescara|PG:Perugia|PI:Pisa|PN:Pordenone|" +
    "PO:Prato|PR:Parma|PT:Pistoia|PU:Pesaro e Urbino|PV:Pavia|PZ:Potenza|RA:Ravenna|RC:Reggio Calabria|RE:Reggio Emilia|" +
    "RG:Ragusa|RI:Rieti|RM:Roma|RN:Rimini|RO:Rovigo|SA:Salerno|SI:Siena|SO:Sondrio|SP:La Spezia|SR:Siracusa|SS:Sassari|" +
    "SU:Sud Sardegna|SV:Savona|TA:Taranto|TE:Teramo|TN:Trento|TO:Torino|TP:Trapani|TR:Terni|TS:Trieste|TV:Treviso|" +
    "UD:Udine|VA:Varese|VB:Verbano-Cusio-Ossola|VC:Vercelli|VE:Venezia|VI:Vicenza|VR:Verona|VT:Viterbo|VV:Vibo Valentia",
);

const ES_PROVINCES = pairs(
  "C:A Coruña|VI:Araba/Álava|AB:Albacete|A:Alicante|AL:Almería|O:Asturias|AV:Ávila|BA:Badajoz|PM:Balears|B:Barcelona|" +
    "BI:Bizkaia|BU:Burgos|CC:Cáceres|CA:Cádiz|S:Cantabria|CS:Castellón|CE:Ceuta|CR:Ciudad Real|CO:Córdoba|CU:Cuenca|" +
    "SS:Gipuzkoa|GI:Girona|GR:Granada|GU:Guadalajara|H:Huelva|HU:Huesca|J:Jaén|LO:La Rioja|GC:Las Palmas|LE:León|" +
    "L:Lleida|LU:Lugo|M:Madrid|MA:Málaga|ML:Melilla|MU:Murcia|NA:Navarra|OR:Ourense|P:Palencia|PO:Pontevedra|" +
    "SA:Salamanca|TF:Santa Cruz de Tenerife|SG:Segovia|SE:Sevilla|SO:Soria|T:Tarragona|TE:Teruel|TO:Toledo|V:Valencia|" +
    "VA:Valladolid|ZA:Zamora|Z:Zaragoza",
);

/** Ukraine's oblasts, its two cities with special status, and Crimea (ISO 3166-2:UA). */
const UA_REGIONS = pairs(
  "05:Vinnytsia Oblast|07:Volyn Oblast|09:Luhansk Oblast|12:Dnipropetrovsk Oblast|14:Donetsk Oblast|18:Zhytomyr Oblast|" +
    "21:Zakarpattia Oblast|23:Zaporizhzhia Oblast|26:Ivano-Frankivsk Oblast|30:Kyiv|32:Kyiv Oblast|35:Kirovohrad Oblast|" +
    "40:Sevastopol|43:Autonomous Republic of Crimea|46:Lviv Oblast|48:Mykolaiv Oblast|51:Odesa Oblast|53:Poltava Oblast|" +
    "56:Rivne Oblast|59:Sumy Oblast|61:Ternopil Oblast|63:Kharkiv Oblast|65:Kherson Oblast|68:Khmelnytskyi Oblast|" +
    "71:Cherkasy Oblast|74:Chernihiv Oblast|77:Chernivtsi Oblast",
);

/** The main markets' rules. Other countries: an optional postal code of letters, digits, spaces and dashes. */
export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  US: { postal: { pattern: /^\d{5}(-\d{4})?$/, example: "94105" }, region: { label: "State", required: true, options: US_STATES } },
  CA: {
    postal: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, example: "K1A 0B1", format: splitBefore(3, " ") },
    region: { label: "Province", required: true, options: CA_PROVINCES },
  },
  MX: { postal: { pattern: /^\d{5}$/, example: "06600" }, region: { label: "State", required: true, options: MX_STATES } },
  GB: {
    postal: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/, example: "SW1A 1AA", format: splitBefore(3, " ") },
    region: { label: "County", required: false },
  },
  DE: { postal: { pattern: /^\d{5}$/, example: "10115" } },
  FR: { postal: { pattern: /^\d{2} ?\d{3}$/, example: "75008", format: (c) => c.replace(/\s/g, "") } },
  IT: { postal: { pattern: /^\d{5}$/, example: "00144" }, region: { label: "Province", required: true, options: IT_PROVINCES } },
  ES: { postal: { pattern: /^\d{5}$/, example: "28013" }, region: { label: "Province", required: true, options: ES_PROVINCES } },
  NL: { postal: { pattern: /^\d{4} ?[A-Z]{2}$/, example: "1012 AB", format: splitBefore(2, " ") } },
  AU: { postal: { pattern: /^\d{4}$/, example: "2000" }, region: { label: "State", required: true, options: AU_STATES } },
  NZ: { postal: { pattern: /^\d{4}$/, example: "6011" } },
  JP: {
    postal: { pattern: /^\d{3}-?\d{4}$/, example: "100-0001", format: splitBefore(4, "-") },
    region: { label: "Prefecture", required: true, options: JP_PREFECTURES },
  },
  BR: { postal: { pattern: /^\d{5}-?\d{3}$/, example: "01310-100", format: splitBefore(3, "-") }, region: { label: "State", required: true, options: BR_STATES } },
  // The region is required because the shop may not ship to some of them (shipping/export-controls.ts).
  UA: { postal: { pattern: /^\d{5}$/, example: "01001" }, region: { label: "Region", required: true, options: UA_REGIONS } },
};

/** Postal codes of countries without a rule of their own. */
const OTHER_POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,11}$/;

export const addressLimits = { fullName: 100, line: 100, city: 60, region: 60, postalCode: 12, phone: 20, perUser: 20 } as const;

const cleanPostal = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, " ");

/** A region as the shop stores it: the list's code when the country has a list (name or code accepted). */
function regionCode(rule: RegionRule | undefined, raw: string): string | undefined {
  if (!rule?.options) return raw;
  const wanted = raw.trim().toLowerCase();
  return rule.options.find(([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted)?.[0];
}

/** The region's name for a stored code ("JP", "13" → "Tokyo"); the value itself when there is no list. */
export function regionName(country: string, region: string | null | undefined): string | null {
  if (!region) return null;
  return COUNTRY_RULES[country]?.region?.options?.find(([code]) => code === region)?.[1] ?? region;
}

interface DestinationFields {
  country?: string | null;
  postalCode?: string | null;
  region?: string | null;
}

/**
 * Checks a destination against its country's rules: the problems by field, and the destination as the
 * shop stores it (country upper-cased, postal code formatted, region as its list's code).
 */
function checkDestination(value: DestinationFields): { problems: [field: string, message: string][]; destination: Destination } {
  const problems: [string, string][] = [];
  const country = (value.country ?? "").trim().toUpperCase();
  const postal = cleanPostal(value.postalCode ?? "");
  let postalCode: string | null = postal === "" ? null : postal;
  const rawRegion = (value.region ?? "").trim();
  let region: string | null = rawRegion === "" ? null : rawRegion;
  if (country === "") problems.push(["country", "Country is required."]);
  else if (!isCountryCode(country)) problems.push(["country", "Choose a country from the list (a two-letter ISO code such as DE)."]);
  else if (undeliverableMessage(country)) problems.push(["country", undeliverableMessage(country)!]);
  else {
    const rule = COUNTRY_RULES[country];
    if (rule) {
      if (!postalCode) problems.push(["postalCode", `Postal code is required for ${countryName(country)}.`]);
      else if (!rule.postal.pattern.test(postalCode)) problems.push(["postalCode", `Enter a valid postal code for ${countryName(country)}, like ${rule.postal.example}.`]);
      else postalCode = rule.postal.format?.(postalCode) ?? postalCode;
    } else if (postalCode && !OTHER_POSTAL.test(postalCode)) {
      problems.push(["postalCode", "A postal code has at most 12 letters, digits, spaces or dashes."]);
    }
    if (region && region.length > addressLimits.region) problems.push(["region", `Region must be at most ${addressLimits.region} characters.`]);
    else if (!region && rule?.region?.required) problems.push(["region", `${rule.region.label} is required for ${countryName(country)}.`]);
    else if (region) {
      const code = regionCode(rule?.region, region);
      if (code) region = code;
      else problems.push(["region", `Choose a ${rule!.region!.label.toLowerCase()} from the list for ${countryName(country)}.`]);
    }
  }
  return { problems, destination: { country, postalCode, region } };
}

/** Missing or null reads as empty, so that every field's problem is reported, not only the first missing one. */
const field = (label: string, max: number, required = true) =>
  z.preprocess(
    (v) => v ?? "",
    required
      ? z.string(`${label} must be text.`).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`)
      : z.string(`${label} must be text.`).trim().max(max, `${label} must be at most ${max} characters.`),
  );

const destinationFields = {
  country: field("Country", 60, false),
  postalCode: field("Postal code", 40, false),
  region: field("Region", 200, false),
};

/** What shipping needs of a destination: the country, its postal code and its region, checked and normalised. */
export const destination = z
  .object(destinationFields)
  .superRefine((value, ctx) => {
    for (const [path, message] of checkDestination(value).problems) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((value) => checkDestination(value).destination);

/** A phone number as couriers take it: digits, spaces, dashes, dots, brackets and a leading +. */
const PHONE = /^\+?[0-9 ().-]{6,20}$/;
const PHONE_REQUIRED = "Phone is required: couriers call when they cannot deliver.";

/** A full shipping address, as the address book and checkout take it. */
export const shippingAddress = z
  .object({
    fullName: field("Full name", addressLimits.fullName),
    line1: field("Address line 1", addressLimits.line),
    line2: field("Address line 2", addressLimits.line, false),
    city: field("City", addressLimits.city),
    ...destinationFields,
    phone: z.preprocess(
      (v) => v ?? "",
      z
        .string(PHONE_REQUIRED)
        .trim()
        .min(1, PHONE_REQUIRED)
        .refine((v) => v === "" || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6), "Enter a phone number with its country code, like +49 30 1234567."),
    ),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of checkDestination(value).problems) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((a) => ({
    fullName: a.fullName,
    line1: a.line1,
    line2: a.line2 === "" ? null : a.line2,
    city: a.city,
    ...checkDestination(a).destination,
    phone: a.phone,
  }));

export interface Destination {
  country: string;
  postalCode: string | null;
  region: string | null;
}

export type ShippingAddress = z.output<typeof shippingAddress>;

/**
 * How each country prints the lines after the street, as its post writes them (Google's address metadata,
 * libaddressinput, in Latin script): %C the city, %S the region's code, %R the region's name, %Z the
 * postal code, %n a new line. "London" then "NW1 6XE" on its own line; "Springfield, IL 62704";
 * "10115 Berlin"; "Sydney NSW 2000"; "Chiyoda-ku, Tokyo 100-0001".
 */
const PLACE_FORMATS: Readonly<Record<string, string>> = {
  US: "%C, %S %Z",
  CA: "%C %S %Z",
  AU: "%C %S %Z",
  GB: "%C%n%R%n%Z",
  IE: "%C%n%R%n%Z",
  UA: "%C%n%R%n%Z",
  JP: "%C, %R %Z",
  BR: "%C-%S%n%Z",
  MX: "%Z %C, %R",
  IT: "%Z %C %S",
  ES: "%Z %C %R",
  NZ: "%C %Z",
  IN: "%C %Z%n%R",
  SG: "%C %Z",
  KR: "%C, %R %Z",
  CN: "%C, %R %Z",
  HK: "%C%n%R",
};

/** Countries (beyond the table above) whose post puts the postal code before the city: most of Europe, some of Latin America. */
const POSTAL_CODE_FIRST = new Set(
  "AD AR AT AX BA BE BG CH CL CY CZ DE DK EE FI FO FR GL GR HR HU IL IS LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM TR UY VA".split(" "),
);

/** What printing an address reads: an address as the book, checkout and orders store it. */
export interface PrintableAddress {
  fullName: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode?: string | null;
  country: string;
}

/** The place lines of an address in its country's format ("Sydney NSW 2000"), empty fields and their commas left out. */
export function placeLines(a: Omit<PrintableAddress, "fullName" | "line1" | "line2">): string[] {
  const format = PLACE_FORMATS[a.country] ?? (POSTAL_CODE_FIRST.has(a.country) ? "%Z %C%n%R" : "%C %R %Z");
  const values: Record<string, string> = { C: a.city, S: a.region ?? "", R: regionName(a.country, a.region) ?? "", Z: a.postalCode ?? "" };
  return format
    .split("%n")
    .map((line) =>
      line
        .replace(/%([CSRZ])/g, (_, token: string) => values[token].trim())
        .replace(/\s+/g, " ")
        .replace(/(?:\s*[,-])+\s*$|^\s*(?:[,-]\s*)+/g, "")
        .replace(/,\s*,/g, ",")
        .trim(),
    )
    .filter((line) => line !== "");
}

/** An address as a label prints it: the name, the street lines, the place lines in its country's format, the country. */
export function addressLines(a: PrintableAddress): string[] {
  return [a.fullName, a.line1, ...(a.line2 ? [a.line2] : []), ...placeLines(a), countryName(a.country)];
}
