const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The Exchange rates page's strings: every currency's newest rate, and the CSV that loads new ones. */
export const ratesAdminCopy = {
  title: "Exchange rates",
  intro:
    "Prices are set in US dollars and shown and charged in the rider's currency at its newest rate. A currency whose newest rate is older than the shop's limit (72 hours unless the shop sets another) is not offered: its prices fall back to US dollars.",
  tableHeading: "Current rates",
  tableCaption: "Every currency's newest rate",
  code: "Currency",
  name: "Name",
  rate: "Rate per US dollar",
  asOf: "As of (UTC)",
  age: "Age",
  source: "Source",
  status: "Status",
  base: "1 (the base currency)",
  none: "None",
  statusLabel: { available: "Available", stale: "Stale", missing: "No rate" },
  legend:
    "Stale: the newest rate is older than the shop's limit, so prices in that currency fall back to US dollars and checkout in it is refused until a newer rate is loaded. No rate: none has been loaded yet, with the same effect.",
  /** An age in hours as people read it: "under 1 h", "5 h", "3 days". */
  ageText: (hours: number) => {
    if (hours < 1) return "under 1 h";
    if (hours < 48) return `${Math.floor(hours)} h`;
    return plural(Math.floor(hours / 24), "day");
  },
  asOfText: (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC", hourCycle: "h23" }),
  loading: "Loading the exchange rates…",
  empty: "The shop has no currencies to list.",
  loadError: "We could not load the exchange rates.",
  formHeading: "Load rates",
  csvLabel: "Rates (CSV)",
  csvHelp: (kilobytes: number) =>
    `A header currency,rate_per_usd,as_of and a row per currency: the units of it per US dollar, and a date (YYYY-MM-DD, taken as midnight UTC) or an ISO 8601 time. For example EUR,0.8612,2026-12-02. Up to ${kilobytes} KB. Every row is checked before any is written.`,
  fileLabel: "Or choose a .csv file",
  fileHelp: "Its text goes into the box above, to read or change before it is loaded.",
  fileRead: (name: string) => `${name} is in the box above.`,
  fileUnreadable: (name: string) => `We could not read ${name}. Choose the file again, or paste its text.`,
  required: "Paste the rates, or choose a .csv file.",
  tooLarge: (size: string, kilobytes: number) => `This is ${size}; the rates may be at most ${kilobytes} KB. One row per currency is enough.`,
  submit: "Load rates",
  submitting: "Loading rates…",
  imported: (n: number) => `Loaded ${plural(n, "rate")}.`,
  problemsTitle: (n: number) => `Nothing was loaded: ${n === 1 ? "fix this problem" : `fix these ${n} problems`} and load the rates again.`,
  failedTitle: "Nothing was loaded.",
} as const;
