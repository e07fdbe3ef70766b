import { countryName } from "@shared/addresses";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The Export screening page's strings. */
export const screeningCopy = {
  title: "Export screening",
  intro:
    "Checkout compares each buyer's and recipient's name with the US Consolidated Screening List. An order whose name matches an entry for its destination, or matches one closely anywhere, waits here: it cannot be paid, packed or shipped until you clear it.",
  list: {
    heading: "Screening list",
    none: "No list is loaded: every order is cleared until one is. Load the Consolidated Screening List below.",
    summary: (entries: number, sources: number) => `${plural(entries, "party", "parties")} from ${plural(sources, "list")}.`,
    loaded: (when: Date, by: string | null) =>
      `Loaded ${when.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}${by ? ` by ${by}` : ""}.`,
    sourcesLabel: "Entries by list",
    source: "List",
    entries: "Parties",
    where: "Download consolidated.csv from the International Trade Administration (trade.gov, Consolidated Screening List, downloadable files), then check and load it here. Load it again whenever it changes: daily is best.",
    loadError: "We could not load the screening list.",
  },
  import: {
    fileLabel: "Consolidated Screening List (CSV)",
    fileHelp: (megabytes: number, rows: number) =>
      `The CSV as trade.gov publishes it: a header with at least source, name, alt_names, addresses and programs. Up to ${megabytes} MB and ${rows.toLocaleString("en-US")} rows. It replaces the whole list.`,
    tooLarge: (size: string, megabytes: number) => `This file is ${size}; a catalogue file may be at most ${megabytes} MB. Split it into smaller files.`,
    checkedHeading: "What the list file holds",
    nothingToImport: "The file holds no party to screen against.",
    applied: (created: number) => `Loaded ${plural(created, "party", "parties")}: they replace the previous list.`,
    notApplied: (invalid: number) => `Nothing was loaded: ${plural(invalid, "row has an error", "rows have errors")}. Fix ${invalid === 1 ? "it" : "them"}, or skip ${invalid === 1 ? "it" : "them"} knowingly.`,
  },
  queue: {
    heading: "Orders to review",
    empty: "No order is waiting for review.",
    loadError: "We could not load the orders to review.",
    order: (number: string) => `Order ${number}`,
    placed: (when: Date, email: string) => `Placed ${when.toLocaleDateString("en-US", { dateStyle: "medium" })} by ${email}`,
    shipsTo: (name: string, city: string, country: string) => `Ships to ${name}, ${city}, ${country}`,
    noAddress: "No address yet",
    matchesLabel: (number: string) => `Names of ${number} that matched the list`,
    party: "Whose name",
    partyName: { BUYER: "Buyer", RECIPIENT: "Recipient" } as Record<string, string>,
    entry: "Listed as",
    list: "List and programs",
    countries: "Listed countries",
    score: "Match",
    sameCountry: "same country as the destination",
    countryNames: (codes: readonly string[]) => (codes.length ? codes.map(countryName).join(", ") : "None given"),
    percent: (score: number) => `${Math.round(score * 100)}%`,
    clear: "Clear",
    refuse: "Refuse",
    clearLabel: (number: string) => `Clear ${number}`,
    refuseLabel: (number: string) => `Refuse ${number}`,
  },
  review: {
    clearTitle: (number: string) => `Clear ${number}`,
    refuseTitle: (number: string) => `Refuse ${number}`,
    clearBody: "The buyer can pay for it once it is cleared, and gets an email saying so.",
    refuseBody: "The order is cancelled and its parts go back in stock. The buyer is told it was cancelled, never which list matched.",
    noteLabel: "Why (kept with the order)",
    noteHelp: "What you checked: the party's registration, address, date of birth.",
    noteRequired: "Say why: a note is required.",
    cleared: (number: string) => `Cleared ${number}: its buyer can pay now.`,
    refused: (number: string) => `Refused ${number}: it is cancelled.`,
  },
} as const;
