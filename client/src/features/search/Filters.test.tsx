import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { CurrencyNotice } from "../../components/CurrencyPicker";
import { CurrenciesDocument } from "../../lib/currency";
import { mockOperation } from "../../test/mocks";
import { renderPage, type RenderPageOptions } from "../../test/render";
import { Filters } from "./Filters";
import type { SearchChange, SearchState } from "./search-params";

const START: SearchState = { q: "chain", categories: [], brands: [], sort: "relevance", inStock: false, minPrice: undefined, maxPrice: undefined, fits: true };

/**
 * The filters over a URL that changes later than the change asked for, as the browser's router does: each
 * change is kept until `arrive()` applies it, so a test decides when the URL catches up.
 */
function renderWithLateUrl(start: SearchState = START, options: RenderPageOptions = {}, beside: ReactNode = null) {
  const asked: SearchChange[] = [];
  let arrive: () => void = () => {};
  function LateUrl() {
    const [state, setState] = useState(start);
    arrive = () => {
      const change = asked.at(-1);
      if (change?.kind === "price") setState((s) => ({ ...s, minPrice: change.min, maxPrice: change.max }));
    };
    return (
      <>
        {beside}
        <Filters state={state} categories={[]} brands={[]} showCategories onChange={(change) => asked.push(change)} />
      </>
    );
  }
  renderPage(<LateUrl />, options);
  return { asked, arrive: () => act(() => arrive()) };
}

describe("Filters' price range", () => {
  it("keeps the maximum being typed when the minimum applied on leaving its field arrives in the URL", async () => {
    const user = userEvent.setup();
    const { asked, arrive } = renderWithLateUrl();
    const min = screen.getByRole("textbox", { name: "Min", hidden: true });
    const max = screen.getByRole("textbox", { name: "Max", hidden: true });

    await user.click(min);
    await user.keyboard("10");
    await user.tab();
    expect(max).toHaveFocus();
    expect(asked).toEqual([{ kind: "price", min: 10, max: undefined }]);

    // The first digit of the maximum is typed before the URL has the minimum.
    await user.keyboard("5");
    arrive();
    await user.keyboard("0");
    expect(min).toHaveValue("10");
    expect(max).toHaveValue("50");

    await user.click(screen.getByRole("button", { name: "Apply", hidden: true }));
    await act(() => Promise.resolve());
    expect(asked.at(-1)).toEqual({ kind: "price", min: 10, max: 50 });
  });
});

/** The shop's rates: the euro at 0.9 per dollar, the won at 1419.6; the pound's too old to be offered. */
const currencies = {
  currencies: [
    { __typename: "Currency" as const, code: "USD" as const, name: "US dollar", available: true, rate: null },
    { __typename: "Currency" as const, code: "EUR" as const, name: "Euro", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.9 } },
    { __typename: "Currency" as const, code: "GBP" as const, name: "Pound sterling", available: false, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.75 } },
    { __typename: "Currency" as const, code: "KRW" as const, name: "South Korean won", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 1419.6 } },
  ],
};
const inCurrency = (currency: "EUR" | "GBP" | "KRW") => ({ currency, mocks: [mockOperation(CurrenciesDocument, {}, currencies, { uses: Infinity })] });

describe("Filters' price range in the shopper's currency", () => {
  it("says the currency and turns euros typed into the US dollars the URL holds", async () => {
    const user = userEvent.setup();
    const { asked, arrive } = renderWithLateUrl(START, inCurrency("EUR"));
    const min = await screen.findByRole("textbox", { name: "Min (€)", hidden: true });
    const max = screen.getByRole("textbox", { name: "Max (€)", hidden: true });
    expect(screen.getByRole("group", { name: "Price (EUR)", hidden: true })).toBeInTheDocument();

    // €10 is at least $11.11 (€9.999 shows as €10.00, $11.10 as €9.99).
    await user.click(min);
    await user.keyboard("10");
    await user.tab();
    expect(asked).toEqual([{ kind: "price", min: 11.11, max: undefined }]);
    // The URL's $11.11 arrives: the field keeps the euros typed.
    arrive();
    expect(min).toHaveValue("10");

    // €50 is at most $55.56 (€50.004); euros past the cent count as prices show: at most €50.00.
    await user.keyboard("50.009");
    await user.click(screen.getByRole("button", { name: "Apply", hidden: true }));
    await act(() => Promise.resolve());
    expect(asked.at(-1)).toEqual({ kind: "price", min: 11.11, max: 55.56 });
    arrive();
    expect(max).toHaveValue("50.009");

    // In order as typed, in euros.
    const before = asked.length;
    await user.clear(min);
    await user.type(min, "60{Enter}");
    await act(() => Promise.resolve());
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("The minimum price must not be above the maximum.");
    expect(asked).toHaveLength(before);
  });

  it("shows a URL's dollar bounds in euros once the rate is known, and leaves them be when applied unchanged", async () => {
    const user = userEvent.setup();
    const { asked } = renderWithLateUrl({ ...START, minPrice: 10, maxPrice: 50.01 }, inCurrency("EUR"));
    // $10.00 is €9.00 and $50.01 €45.009, shown as €45.01.
    const min = await screen.findByRole("textbox", { name: "Min (€)", hidden: true });
    const max = screen.getByRole("textbox", { name: "Max (€)", hidden: true });
    expect(min).toHaveValue("9");
    expect(max).toHaveValue("45.01");

    await user.click(screen.getByRole("button", { name: "Apply", hidden: true }));
    await act(() => Promise.resolve());
    expect(asked).toEqual([]);
  });

  it("keeps a range narrower than a cent in won in order, at the minimum's cent", async () => {
    const user = userEvent.setup();
    const { asked } = renderWithLateUrl(START, inCurrency("KRW"));
    // A cent is ₩14.196: $7.04 shows as ₩9,994 and $7.05 as ₩10,008, so no price shows as ₩10,000.
    await user.type(await screen.findByRole("textbox", { name: "Min (₩)", hidden: true }), "10000");
    await user.type(screen.getByRole("textbox", { name: "Max (₩)", hidden: true }), "10000{Enter}");
    await act(() => Promise.resolve());
    expect(asked.at(-1)).toEqual({ kind: "price", min: 7.05, max: 7.05 });
  });

  it("works in US dollars while the chosen currency is not offered", async () => {
    const user = userEvent.setup();
    const { asked } = renderWithLateUrl({ ...START, minPrice: 10 }, inCurrency("GBP"), <CurrencyNotice />);
    expect(await screen.findByRole("status")).toHaveTextContent("Prices in GBP aren't available right now");
    const min = screen.getByRole("textbox", { name: "Min", hidden: true });
    expect(min).toHaveValue("10");
    expect(screen.getByRole("group", { name: "Price (US$)", hidden: true })).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Max", hidden: true }), "50{Enter}");
    await act(() => Promise.resolve());
    expect(asked).toEqual([{ kind: "price", min: 10, max: 50 }]);
    expect(screen.queryByRole("textbox", { name: "Min (£)", hidden: true })).not.toBeInTheDocument();
  });
});
