import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockErrors, mockNetworkError, mockOperation, type Answer } from "../../test/mocks";
import type { ExchangeRatesQuery } from "../../gql/graphql";
import { ExchangeRatesDocument, ImportExchangeRatesDocument } from "./operations";
import ExchangeRatesPage from "./ExchangeRatesPage";

type Currency = Answer<ExchangeRatesQuery>["currencies"][number];

const rate = (currency: Currency["code"], ratePerUsd: number, asOf: string, ageHours: number, source = "CSV loaded by admin@motoparts.test") => ({
  __typename: "ExchangeRate",
  id: `rate-${currency}-${asOf}`,
  currency,
  ratePerUsd,
  asOf,
  fetchedAt: asOf,
  ageHours,
  source,
});

const usd: Currency = { __typename: "Currency", code: "USD", name: "US dollar", minorDigits: 2, available: true, rate: null };
const eur: Currency = { __typename: "Currency", code: "EUR", name: "Euro", minorDigits: 2, available: true, rate: rate("EUR", 0.8612, "2026-12-02T00:00:00.000Z", 5.2) };
const staleGbp: Currency = { __typename: "Currency", code: "GBP", name: "Pound sterling", minorDigits: 2, available: false, rate: rate("GBP", 0.7391, "2026-11-28T00:00:00.000Z", 101.2) };
const noJpy: Currency = { __typename: "Currency", code: "JPY", name: "Japanese yen", minorDigits: 0, available: true, rate: null };
const missingJpy: Currency = { ...noJpy, available: false };

const CSV = "currency,rate_per_usd,as_of\nGBP,0.7402,2026-12-02\nJPY,156.3,2026-12-02";

const rowOf = (table: HTMLElement, code: string) => within(table).getByRole("row", { name: new RegExp(`^${code} `) });

beforeEach(() => toaster.remove());

describe("ExchangeRatesPage", () => {
  it("lists every currency with its rate, its age and whether it is offered: the base, available, stale, none", async () => {
    renderPage(<ExchangeRatesPage />, { path: "/dashboard/rates", mocks: [mockOperation(ExchangeRatesDocument, {}, { currencies: [usd, eur, staleGbp, missingJpy] })] });
    const table = await screen.findByRole("table", { name: "Every currency's newest rate" });
    expect(screen.getByRole("region", { name: "Every currency's newest rate" })).toHaveAttribute("tabindex", "0");
    expect(within(table).getAllByRole("row")).toHaveLength(5);

    const base = rowOf(table, "USD");
    expect(base).toHaveTextContent("1 (the base currency)");
    expect(within(base).getByText("Available")).toBeInTheDocument();

    const euro = rowOf(table, "EUR");
    expect(euro).toHaveTextContent("Euro");
    expect(euro).toHaveTextContent("0.8612");
    expect(euro).toHaveTextContent("Dec 2, 2026, 00:00");
    expect(euro).toHaveTextContent("5 h");
    expect(euro).toHaveTextContent("CSV loaded by admin@motoparts.test");
    expect(within(euro).getByText("Available")).toBeInTheDocument();

    const pound = rowOf(table, "GBP");
    expect(pound).toHaveTextContent("4 days");
    expect(within(pound).getByText("Stale")).toBeInTheDocument();

    const yen = rowOf(table, "JPY");
    expect(within(yen).getByText("No rate")).toBeInTheDocument();
    expect(within(yen).getAllByText("None")).toHaveLength(4);
  });

  it("loads a picked .csv file and shows the rates the answer gives", async () => {
    const user = userEvent.setup();
    const imported = jest.fn(() => ({
      importExchangeRates: {
        __typename: "ExchangeRateImport",
        imported: 2,
        currencies: [usd, eur, { ...staleGbp, available: true, rate: rate("GBP", 0.7402, "2026-12-02T00:00:00.000Z", 5.2) }, { ...noJpy, rate: rate("JPY", 156.3, "2026-12-02T00:00:00.000Z", 5.2) }],
      },
    }));
    renderPage(<ExchangeRatesPage />, {
      path: "/dashboard/rates",
      mocks: [mockOperation(ExchangeRatesDocument, {}, { currencies: [usd, eur, staleGbp, missingJpy] }), mockOperation(ImportExchangeRatesDocument, { csv: CSV }, imported)],
    });
    const table = await screen.findByRole("table", { name: "Every currency's newest rate" });
    expect(within(rowOf(table, "GBP")).getByText("Stale")).toBeInTheDocument();

    const form = screen.getByRole("form", { name: "Load rates" });
    await user.upload(within(form).getByLabelText("Or choose a .csv file"), new File([CSV], "rates.csv", { type: "text/csv" }));
    // The live region is always in the page (so screen readers hear it change); wait for its words, not for it.
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("rates.csv is in the box above."));
    expect(within(form).getByLabelText("Rates (CSV)")).toHaveValue(CSV);

    await user.click(within(form).getByRole("button", { name: "Load rates" }));
    await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Loaded 2 rates.")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, "GBP")).getByText("Available")).toBeInTheDocument());
    expect(rowOf(table, "GBP")).toHaveTextContent("0.7402");
    expect(rowOf(table, "JPY")).toHaveTextContent("156.3");
    expect(within(rowOf(table, "JPY")).getByText("Available")).toBeInTheDocument();
    expect(within(form).getByLabelText("Rates (CSV)")).toHaveValue("");
    expect((within(form).getByLabelText("Or choose a .csv file") as HTMLInputElement).files).toHaveLength(0);
  });

  it("lists each problem the server found by row, and keeps the pasted text to fix", async () => {
    const user = userEvent.setup();
    const pasted = "currency,rate_per_usd,as_of\nGBP,0.7402,2026-12-02\nXYZ,abc,2026-12-02\nEUR,0.86,tomorrow";
    const problems = [
      { field: "csv.row3", message: 'Row 3: "XYZ" is not a currency the shop charges in (EUR, GBP); rate_per_usd "abc" is not a positive number with at most 10 decimals.' },
      { field: "csv.row4", message: 'Row 4: as_of "tomorrow" is not a date (YYYY-MM-DD) or an ISO 8601 time.' },
    ];
    renderPage(<ExchangeRatesPage />, {
      path: "/dashboard/rates",
      mocks: [
        mockOperation(ExchangeRatesDocument, {}, { currencies: [usd, eur] }),
        mockErrors(ImportExchangeRatesDocument, { csv: pasted }, [{ message: problems[0].message, extensions: { code: "BAD_USER_INPUT", field: "csv.row3", fields: problems } }]),
      ],
    });
    const form = await screen.findByRole("form", { name: "Load rates" });
    await user.click(within(form).getByLabelText("Rates (CSV)"));
    await user.paste(pasted);
    await user.click(within(form).getByRole("button", { name: "Load rates" }));

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was loaded: fix these 2 problems and load the rates again.");
    const items = within(alert).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(problems.map((p) => p.message));
    expect(within(form).getByLabelText("Rates (CSV)")).toHaveValue(pasted);
    expect(within(form).getByLabelText("Rates (CSV)")).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the text before sending it: something to load, and no more than the server's 16 KB", async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ importExchangeRates: { __typename: "ExchangeRateImport", imported: 0, currencies: [usd] } }));
    renderPage(<ExchangeRatesPage />, {
      path: "/dashboard/rates",
      mocks: [mockOperation(ExchangeRatesDocument, {}, { currencies: [usd] }), mockOperation(ImportExchangeRatesDocument, () => true, sent)],
    });
    const form = await screen.findByRole("form", { name: "Load rates" });
    await user.click(within(form).getByRole("button", { name: "Load rates" }));
    expect(await within(form).findByText("Paste the rates, or choose a .csv file.")).toBeInTheDocument();

    await user.click(within(form).getByLabelText("Rates (CSV)"));
    await user.paste(`currency,rate_per_usd,as_of\n${"EUR,0.8612,2026-12-02\n".repeat(800)}`);
    await user.click(within(form).getByRole("button", { name: "Load rates" }));
    expect(await within(form).findByText("This is 17.2 KB; the rates may be at most 16 KB. One row per currency is enough.")).toBeInTheDocument();

    await user.upload(within(form).getByLabelText("Or choose a .csv file"), new File(["x".repeat(17 * 1024)], "big.csv", { type: "text/csv" }));
    expect(await within(form).findByText(/^This is 17 KB; the rates may be at most 16 KB/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("says when the rates cannot be loaded, and when a load could not reach the shop", async () => {
    const user = userEvent.setup();
    renderPage(<ExchangeRatesPage />, {
      path: "/dashboard/rates",
      mocks: [
        mockErrors(ExchangeRatesDocument, {}, [{ message: "Database unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } }]),
        mockNetworkError(ImportExchangeRatesDocument, { csv: CSV }, new Error("offline")),
      ],
    });
    expect(await screen.findByText("We could not load the exchange rates.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Load rates" });
    await user.click(within(form).getByLabelText("Rates (CSV)"));
    await user.paste(CSV);
    await user.click(within(form).getByRole("button", { name: "Load rates" }));
    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was loaded.");
    expect(alert).toHaveTextContent("We could not reach the shop.");
    expect(within(form).getByLabelText("Rates (CSV)")).toHaveValue(CSV);
  });

  it("says when there is no currency to list", async () => {
    renderPage(<ExchangeRatesPage />, { path: "/dashboard/rates", mocks: [mockOperation(ExchangeRatesDocument, {}, { currencies: [] })] });
    expect(await screen.findByText("The shop has no currencies to list.")).toBeInTheDocument();
  });
});
