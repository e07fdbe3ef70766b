import { isCountryCode } from "../../../../shared/addresses";
import { headerName, type FileRow } from "../../csv/csv-files";
import { nameKeys } from "./name-matching";

/**
 * The US Consolidated Screening List as the International Trade Administration publishes it in CSV
 * (data.trade.gov, "consolidated.csv"): a header row, then one party a row. The shop reads the columns
 * below (the first five must be there) and ignores the others; lists inside a cell are separated by ";".
 * An address is written "street, city, state postcode, CC": its last part is its country's ISO code.
 */
export const SCREENING_COLUMNS = ["source", "name", "alt_names", "addresses", "programs", "citizenships", "nationalities"] as const;
export type ScreeningColumn = (typeof SCREENING_COLUMNS)[number];
const REQUIRED: readonly ScreeningColumn[] = ["source", "name", "alt_names", "addresses", "programs"];

export interface ScreeningEntryData {
  source: string;
  name: string;
  altNames: string[];
  addresses: string[];
  countries: string[];
  programs: string[];
  keys: string[];
}

const LIMITS = { source: 300, name: 500, item: 1_000, items: 200 };

/** Which cell holds which column; columns the shop does not read are ignored. */
export function screeningHeader(cells: string[]): { columns: (ScreeningColumn | undefined)[] } | { problem: string } {
  const columns = cells.map((cell) => SCREENING_COLUMNS.find((c) => headerName(c) === headerName(cell)));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return { problem: `The file is not in the Consolidated Screening List's layout: the header has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}.` };
  }
  return { columns };
}

/** A cell's list ("a; b; c"), each item trimmed, empty ones dropped. */
const list = (cell: string | undefined) =>
  (cell ?? "")
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);

/** The ISO country codes a party's addresses and citizenships name. */
function countriesOf(addresses: string[], codes: string[]): string[] {
  const found = new Set<string>();
  for (const address of addresses) {
    const last = address.split(",").pop()?.trim().toUpperCase() ?? "";
    if (isCountryCode(last)) found.add(last);
  }
  for (const code of codes) if (isCountryCode(code.toUpperCase())) found.add(code.toUpperCase());
  return [...found].sort();
}

/** A row as an entry, or why it cannot be one. */
export function screeningEntry(columns: (ScreeningColumn | undefined)[], { cells }: FileRow): ScreeningEntryData | { problem: string } {
  const cell = (column: ScreeningColumn) => {
    const at = columns.indexOf(column);
    return at < 0 ? undefined : cells[at];
  };
  const source = (cell("source") ?? "").trim();
  const name = (cell("name") ?? "").trim();
  if (!name) return { problem: "name is empty." };
  if (name.length > LIMITS.name) return { problem: `name is longer than ${LIMITS.name} characters.` };
  if (!source) return { problem: "source is empty: say which list the party is on." };
  if (source.length > LIMITS.source) return { problem: `source is longer than ${LIMITS.source} characters.` };
  const altNames = list(cell("alt_names"));
  const addresses = list(cell("addresses"));
  const programs = list(cell("programs"));
  for (const [column, items] of [["alt_names", altNames], ["addresses", addresses], ["programs", programs]] as const) {
    if (items.length > LIMITS.items) return { problem: `${column} lists more than ${LIMITS.items} items.` };
    if (items.some((item) => item.length > LIMITS.item)) return { problem: `${column} has an item longer than ${LIMITS.item} characters.` };
  }
  const countries = countriesOf(addresses, [...list(cell("citizenships")), ...list(cell("nationalities"))]);
  const keys = [...new Set([name, ...altNames].flatMap(nameKeys))];
  return { source, name, altNames, addresses, countries, programs, keys };
}
