import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CurrencyFromShopper, CurrencyNotice, CurrencyPicker } from "../components/CurrencyPicker";
import { MyAddressesDocument } from "../components/AddressForm";
import { fakeSession, renderPage } from "../test/render";
import { mockOperation } from "../test/mocks";
import { garageBike, myGarageMock, storeGuestGarage, vehicle } from "../test/garage";
import { CurrenciesDocument, currencyFromCookie, formatAmount, useCurrency, useMoney } from "./currency";

const currencies = {
  currencies: [
    { __typename: "Currency" as const, code: "USD" as const, name: "US dollar", available: true, rate: null },
    { __typename: "Currency" as const, code: "EUR" as const, name: "Euro", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.9 } },
    { __typename: "Currency" as const, code: "JPY" as const, name: "Japanese yen", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 150 } },
    { __typename: "Currency" as const, code: "GBP" as const, name: "Pound sterling", available: false, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.75 } },
  ],
};

/** A default from the strongest source, the address book, on demand. */
function SuggestPounds() {
  const { suggest } = useCurrency();
  return (
    <button type="button" onClick={() => suggest("GBP", "address")}>
      Suggest pounds
    </button>
  );
}

function Prices() {
  const money = useMoney();
  return (
    <section aria-label="prices">
      <p>{money.price(45.99)}</p>
      <p>{money.lines([{ unitPrice: 45.99, quantity: 3 }, { unitPrice: null, quantity: 1 }])}</p>
      <CurrencyPicker />
      <CurrencyNotice />
    </section>
  );
}

afterEach(() => {
  document.cookie = "currency=; Path=/; Max-Age=0";
  localStorage.clear();
});

describe("prices in the shopper's currency", () => {
  it("converts each unit price once, as checkout charges, and remembers a choice in the cookie", async () => {
    const user = userEvent.setup();
    renderPage(<Prices />, { currency: "EUR", mocks: [mockOperation(CurrenciesDocument, {}, currencies, { uses: Infinity })] });
    const prices = screen.getByRole("region", { name: "prices" });
    // 45.99 × 0.9 = 41.391 → €41.39; three of them €124.17 (not 137.97 × 0.9 = €124.173 rounded apart).
    expect(await within(prices).findByText("€41.39")).toBeInTheDocument();
    expect(within(prices).getByText("€124.17")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Currency"), "JPY");
    expect(await within(prices).findByText("¥6,899")).toBeInTheDocument();
    expect(currencyFromCookie(document.cookie)).toBe("JPY");
  });

  it("falls back to US dollars, and says so, when the chosen currency's rate is too old", async () => {
    renderPage(<Prices />, { currency: "GBP", mocks: [mockOperation(CurrenciesDocument, {}, currencies, { uses: Infinity })] });
    expect(await screen.findByRole("status")).toHaveTextContent("Prices in GBP aren't available right now, so they are shown in US dollars.");
    expect(screen.getByText("$45.99")).toBeInTheDocument();
  });

  it("shows US dollars without asking for rates when none is chosen", () => {
    renderPage(<Prices />, { currency: null });
    expect(screen.getByText("$45.99")).toBeInTheDocument();
    expect(screen.getByText("$137.97")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("reads the cookie and writes a server's amounts in their currency", () => {
    expect(currencyFromCookie("theme=dark; currency=eur")).toBe("EUR");
    expect(currencyFromCookie("currency=XYZ")).toBeNull();
    expect(formatAmount(124.17, "eur")).toBe("€124.17");
    expect(formatAmount(6899, "JPY")).toBe("¥6,899");
    expect(formatAmount(12.5, "usd")).toBe("$12.50");
  });

  describe("the default, until the shopper picks one", () => {
    const ratesMock = mockOperation(CurrenciesDocument, {}, currencies, { uses: Infinity });
    const mt07Eu = vehicle("veh-mt07-2019-eu", { name: "2019 Yamaha MT-07 (EU)", market: "EU" });
    const london = {
      __typename: "Address" as const,
      id: "a-1",
      fullName: "Rita Rider",
      line1: "221B Baker Street",
      line2: null,
      city: "London",
      region: null,
      regionName: null,
      postalCode: "NW1 6XE",
      country: "GB",
      countryName: "United Kingdom",
      phone: "+44 20 7946 0958",
      isDefault: true,
    };

    it("comes from the market of a guest's active bike", async () => {
      storeGuestGarage([mt07Eu], mt07Eu.id);
      renderPage(
        <>
          <Prices />
          <CurrencyFromShopper />
        </>,
        { currency: null, session: fakeSession({ status: "signedOut", user: null }), mocks: [ratesMock] },
      );
      expect(await screen.findByText("€41.39")).toBeInTheDocument();
      expect(screen.getByLabelText("Currency")).toHaveValue("EUR");
      expect(currencyFromCookie(document.cookie)).toBe("EUR");
    });

    it("comes from a signed-in rider's default address before their bike's market, and never replaces their own pick", async () => {
      const user = userEvent.setup();
      const mocks = [ratesMock, myGarageMock([garageBike(mt07Eu, true)]), mockOperation(MyAddressesDocument, {}, { myAddresses: [london] }, { uses: Infinity })];
      const first = renderPage(
        <>
          <Prices />
          <CurrencyFromShopper />
        </>,
        { currency: null, mocks },
      );
      // The UK address is the stronger hint: pounds, though the bike is the EU model. Pounds are stale in
      // these rates, so prices fall back to dollars and say so.
      await screen.findByRole("status");
      expect(screen.getByLabelText("Currency")).toHaveValue("GBP");
      await user.selectOptions(screen.getByLabelText("Currency"), "JPY");
      expect(await screen.findByText("¥6,899")).toBeInTheDocument();
      first.unmount();

      // The next visit: the cookie's yen stay, whatever a default says.
      renderPage(
        <>
          <Prices />
          <SuggestPounds />
        </>,
        { currency: currencyFromCookie(document.cookie), mocks },
      );
      expect(await screen.findByText("¥6,899")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Suggest pounds" }));
      expect(screen.getByLabelText("Currency")).toHaveValue("JPY");
      expect(currencyFromCookie(document.cookie)).toBe("JPY");
    });
  });
});
