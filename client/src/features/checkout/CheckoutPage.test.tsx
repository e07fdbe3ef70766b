import { GraphQLError } from "graphql";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import type { MyAddressesQuery } from "../../gql/graphql";
import { MyCartDocument } from "../../lib/cart-operations";
import { cartLine, cartOf, cartPart, unavailableLine, type CartLineAnswer } from "../../test/cart";
import { MyAddressesDocument } from "../../components/AddressForm";
import { CurrenciesDocument } from "../../lib/currency";
import { copy } from "../../lib/copy";
import CheckoutPage from "./CheckoutPage";
import { CheckoutQuoteDocument, PlaceCheckoutOrderDocument } from "./operations";
import { deliveryDay } from "@shared/delivery";
import { addDays, DISPATCH_TIME_ZONE, wallClock } from "@shared/delivery-calendar";

type Address = Answer<MyAddressesQuery>["myAddresses"][number];

const padsPart = cartPart(1, { name: "Brake pads", partNumber: "FA196HH", price: 42.5, minquantity: 1 });
const chainPart = cartPart(2, { name: "Drive chain", partNumber: null, price: 89.99, minquantity: 1 });
const PADS = padsPart.id;
const CHAIN = chainPart.id;
const myCart = (lines: CartLineAnswer[]) => mockOperation(MyCartDocument, {}, { myCart: cartOf(lines) });

const berlin: Address = {
  __typename: "Address",
  id: "a-berlin",
  fullName: "Jonas Weber",
  line1: "Friedrichstraße 123",
  line2: null,
  city: "Berlin",
  region: null,
  regionName: null,
  postalCode: "10117",
  country: "DE",
  countryName: "Germany",
  phone: "+49 30 1234567",
  isDefault: true,
};

const twoLines = [cartLine(padsPart, 2), cartLine(chainPart, 1)];
const quoteLines = [
  { partId: PADS, quantity: 2 },
  { partId: CHAIN, quantity: 1 },
];
type Charge = { kind: "duty" | "vat" | "gst"; label: string; amount: number; rate: number; collected: "checkout" | "delivery"; lineIndexes: number[] };
function landed(o: { duties: number; taxes: number; dueOnDelivery?: number; total: number; reason: string; breakdown: Charge[]; local?: { currency: string; amount: number } }) {
  return {
    __typename: "LandedCost" as const,
    duties: o.duties,
    taxes: o.taxes,
    dueOnDelivery: o.dueOnDelivery ?? 0,
    total: o.total,
    incoterm: (o.dueOnDelivery ? "DAP" : "DDP") as "DAP" | "DDP",
    reason: o.reason,
    breakdown: o.breakdown.map((c) => ({ __typename: "DutyCharge" as const, ...c })),
    localTotal: o.local ? { __typename: "LocalAmount" as const, ...o.local } : null,
  };
}
const IOSS = "EU orders up to €150: VAT and a €3 customs duty per tariff heading are charged at checkout.";
// Germany: EUR 3 for each of two tariff headings ($6.98), VAT 19% of goods, shipping and duty.
const quote = {
  checkoutQuote: {
    __typename: "CheckoutQuote" as const,
    currency: "USD",
    rateLock: null,
    lines: [
      { __typename: "QuoteLine" as const, partId: PADS, unitPrice: 42.5, lineTotal: 85 },
      { __typename: "QuoteLine" as const, partId: CHAIN, unitPrice: 89.99, lineTotal: 89.99 },
    ],
    subtotal: 174.99,
    weightKg: 2,
    shippingOptions: [
      {
        __typename: "ShippingOption" as const,
        id: "m-standard",
        label: "Standard international",
        price: 19,
        minDays: 7,
        maxDays: 14,
        // Dispatched Monday 7 December, then 7 to 14 German working days.
        deliveryEstimate: { __typename: "DeliveryEstimate" as const, earliest: "2026-12-16", latest: "2026-12-25", dispatchBy: "2026-12-07", orderBefore: null },
        landedCost: landed({
          duties: 6.98,
          taxes: 38.18,
          total: 239.15,
          reason: IOSS,
          breakdown: [
            { kind: "duty", label: "Customs duty €3 x 2 tariff headings", amount: 6.98, rate: 0, collected: "checkout", lineIndexes: [0, 1] },
            { kind: "vat", label: "VAT 19%", amount: 38.18, rate: 19, collected: "checkout", lineIndexes: [0, 1] },
          ],
          local: { currency: "EUR", amount: 205.67 },
        }),
      },
      {
        __typename: "ShippingOption" as const,
        id: "m-express",
        label: "Express international",
        price: 45,
        minDays: 2,
        maxDays: 5,
        deliveryEstimate: { __typename: "DeliveryEstimate" as const, earliest: "2026-12-09", latest: "2026-12-14", dispatchBy: "2026-12-07", orderBefore: null },
        landedCost: landed({
          duties: 6.98,
          taxes: 43.12,
          total: 270.09,
          reason: IOSS,
          breakdown: [
            { kind: "duty", label: "Customs duty €3 x 2 tariff headings", amount: 6.98, rate: 0, collected: "checkout", lineIndexes: [0, 1] },
            { kind: "vat", label: "VAT 19%", amount: 43.12, rate: 19, collected: "checkout", lineIndexes: [0, 1] },
          ],
          local: { currency: "EUR", amount: 232.28 },
        }),
      },
    ],
  },
};
const destination = { country: "DE", postalCode: "10117", region: null };

function renderCheckout(mocks: OperationMock[], currency: "EUR" | null = null) {
  return renderPage(<CheckoutPage />, { path: "/checkout", mocks, currency, routes: [{ path: "/dashboard/orders/:id", element: <p>order page</p> }] });
}

// The same quote in euros at 0.9 per dollar, each figure converted once: the pads €38.25, the chain €80.99,
// Standard €17.10, the duty €6.28 and the VAT €34.36.
const eurQuote = (lockId: string, vat = 34.36) => ({
  checkoutQuote: {
    ...quote.checkoutQuote,
    currency: "EUR",
    rateLock: { __typename: "RateLock" as const, id: lockId, expiresAt: "2026-12-02T10:30:00.000Z" },
    lines: [
      { __typename: "QuoteLine" as const, partId: PADS, unitPrice: 38.25, lineTotal: 76.5 },
      { __typename: "QuoteLine" as const, partId: CHAIN, unitPrice: 80.99, lineTotal: 80.99 },
    ],
    subtotal: 157.49,
    shippingOptions: [
      {
        ...quote.checkoutQuote.shippingOptions[0],
        price: 17.1,
        landedCost: landed({
          duties: 6.28,
          taxes: vat,
          total: Math.round((157.49 + 17.1 + 6.28 + vat) * 100) / 100,
          reason: IOSS,
          breakdown: [
            { kind: "duty", label: "Customs duty €3 x 2 tariff headings", amount: 6.28, rate: 0, collected: "checkout", lineIndexes: [0, 1] },
            { kind: "vat", label: "VAT 19%", amount: vat, rate: 19, collected: "checkout", lineIndexes: [0, 1] },
          ],
        }),
      },
    ],
  },
});
const rates = {
  currencies: [
    { __typename: "Currency" as const, code: "USD" as const, name: "US dollar", available: true, rate: null },
    { __typename: "Currency" as const, code: "EUR" as const, name: "Euro", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.9 } },
  ],
};

beforeEach(() => sessionStorage.clear());

describe("CheckoutPage", () => {
  it("takes the default address and the cheapest method, totals with the chosen one, and places the order once per key", async () => {
    const user = userEvent.setup();
    const placed = jest.fn(() => ({ checkout: { __typename: "Order" as const, id: "o-1", number: "MP-100123", status: "unpaid" as const } }));
    const { router } = renderCheckout([
      myCart(twoLines),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
      mockOperation(CheckoutQuoteDocument, { lines: quoteLines, address: destination, currency: "USD" }, quote, { uses: Infinity }),
      mockOperation(
        PlaceCheckoutOrderDocument,
        (v) =>
          v.input.shippingMethod === "m-express" &&
          v.input.address.country === "DE" &&
          v.input.address.fullName === "Jonas Weber" &&
          JSON.stringify(v.input.lines) === JSON.stringify(quoteLines) &&
          v.input.idempotencyKey === sessionStorage.getItem("motoparts.checkout.key"),
        placed,
      ),
      myCart([]),
    ]);
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeInTheDocument();
    const addresses = await screen.findByRole("radiogroup", { name: "Ship to" });
    await waitFor(() => expect(within(addresses).getByRole("radio")).toBeChecked());
    const methods = await screen.findByRole("radiogroup", { name: "Shipping method" });
    // The cheapest first, and chosen.
    await waitFor(() => expect(within(methods).getByRole("radio", { name: /Standard international/ })).toBeChecked());
    const review = screen.getByRole("region", { name: "3. Review and pay" });
    expect(within(review).getByText("$174.99")).toBeInTheDocument();
    expect(within(review).getByText("$19.00")).toBeInTheDocument();
    // Duty and VAT charged now sit with the parts and shipping under "Paid now", each saying which parts it is
    // on, above that group's total; the reason, and the total in euros as an estimate.
    const paidNow = within(review).getByRole("group", { name: "Paid now" });
    const duties = within(paidNow).getByRole("list", { name: "Duties and taxes paid now" });
    expect(within(duties).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Customs duty €3 x 2 tariff headingsOn every part$6.98",
      "VAT 19%On every part$38.18",
    ]);
    expect(within(paidNow).getByText("Total").nextSibling).toHaveTextContent("$239.15");
    expect(within(review).getByText(IOSS)).toBeInTheDocument();
    expect(within(review).getByText(/About €205.67 in your currency \(an estimate\)\. Charged in US dollars\./)).toBeInTheDocument();
    expect(within(review).queryByText("Due on delivery (estimate)")).not.toBeInTheDocument();

    // Express has its own VAT: shipping is in the base.
    await user.click(within(methods).getByRole("radio", { name: /Express international/ }));
    await waitFor(() => expect(within(review).getByText("$270.09")).toBeInTheDocument());
    expect(within(review).getByText("$43.12")).toBeInTheDocument();
    const key = sessionStorage.getItem("motoparts.checkout.key");
    expect(key).toMatch(/^checkout-/);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/orders/o-1"));
    expect(router.state.location.state).toEqual({ placed: true });
    expect(placed).toHaveBeenCalledTimes(1);
    // The next checkout gets a new key.
    expect(sessionStorage.getItem("motoparts.checkout.key")).not.toBe(key);
  });

  it("quotes and charges in the shopper's currency at the quote's held rate, and quotes again when the hold has ended", async () => {
    const user = userEvent.setup();
    let quotes = 0;
    const placed = jest.fn(() => ({ checkout: { __typename: "Order" as const, id: "o-2", number: "MP-100124", status: "unpaid" as const } }));
    const { router } = renderCheckout(
      [
        myCart(twoLines),
        mockOperation(CurrenciesDocument, {}, rates, { uses: Infinity }),
        mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
        // The first quote's hold ends before the order is placed; the second is at a rate a cent higher in VAT.
        mockOperation(CheckoutQuoteDocument, { lines: quoteLines, address: destination, currency: "EUR" }, () => (++quotes === 1 ? eurQuote("lock-1") : eurQuote("lock-2", 34.37)), { uses: Infinity }),
        mockErrors(PlaceCheckoutOrderDocument, (v) => v.input.currency === "EUR" && v.input.rateLockId === "lock-1", [
          new GraphQLError("The exchange rate of your quote is no longer held: at today's rate the total is €215.23.", { extensions: { code: "QUOTE_EXPIRED", currency: "EUR" } }),
        ]),
        mockOperation(PlaceCheckoutOrderDocument, (v) => v.input.currency === "EUR" && v.input.rateLockId === "lock-2", placed),
        myCart(twoLines),
        myCart([]),
      ],
      "EUR",
    );
    const methods = await screen.findByRole("radiogroup", { name: "Shipping method" });
    await waitFor(() => expect(within(methods).getByRole("radio", { name: /Standard international/ })).toBeChecked());
    // The method's price, the lines and every total in euros, as quoted.
    expect(within(methods).getByText("€17.10")).toBeInTheDocument();
    const review = screen.getByRole("region", { name: "3. Review and pay" });
    const paidNow = within(review).getByRole("group", { name: "Paid now" });
    expect(within(paidNow).getByText("€157.49")).toBeInTheDocument();
    expect(within(paidNow).getByRole("list", { name: "Duties and taxes paid now" })).toHaveTextContent("€6.28");
    expect(within(paidNow).getByText("Total").nextSibling).toHaveTextContent("€215.23");
    expect(within(review).getByText(/^Charged in EUR at the shop's rate of today, held for this checkout until /)).toBeInTheDocument();
    expect(within(review).queryByText(/\$/)).not.toBeInTheDocument();

    // The hold ended: nothing placed, the reason said, and the new quote's total shown.
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText(/no longer held: at today's rate the total is €215\.23/)).toBeInTheDocument();
    await waitFor(() => expect(within(paidNow).getByText("Total").nextSibling).toHaveTextContent("€215.24"));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/orders/o-2"));
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it("shows duty and tax due on delivery as an estimate, left out of the total", async () => {
    const toronto: Address = { ...berlin, id: "a-toronto", city: "Toronto", region: "ON", regionName: "Ontario", postalCode: "M5H 3T4", country: "CA", countryName: "Canada" };
    const reason = "Canada: duty and HST are paid to the carrier on delivery (estimate).";
    renderCheckout([
      myCart(twoLines),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [toronto] }),
      mockOperation(
        CheckoutQuoteDocument,
        { lines: quoteLines, address: { country: "CA", postalCode: "M5H 3T4", region: "ON" }, currency: "USD" },
        {
          checkoutQuote: {
            ...quote.checkoutQuote,
            shippingOptions: [
              {
                ...quote.checkoutQuote.shippingOptions[0],
                landedCost: landed({
                  duties: 0,
                  taxes: 0,
                  dueOnDelivery: 35.3,
                  total: 193.99,
                  reason,
                  breakdown: [
                    { kind: "duty", label: "Import duty 6%", amount: 10.5, rate: 6, collected: "delivery", lineIndexes: [1] },
                    { kind: "gst", label: "HST 13%", amount: 24.8, rate: 13, collected: "delivery", lineIndexes: [0, 1] },
                  ],
                  local: { currency: "CAD", amount: 269.65 },
                }),
              },
            ],
          },
        },
        { uses: Infinity },
      ),
    ]);
    const review = await screen.findByRole("region", { name: "3. Review and pay" });
    // A group of its own, apart from what is paid now, with which parts each charge is on and its total.
    const due = await within(review).findByRole("group", { name: "Due on delivery (estimate)" });
    expect(within(due).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Import duty 6%On Drive chain$10.50", "HST 13%On every part$24.80"]);
    expect(within(due).getByText("Total due on delivery (estimate)").nextSibling).toHaveTextContent("$35.30");
    expect(within(due).getByText("Paid to the carrier when the parcel arrives, not charged now.")).toBeInTheDocument();
    expect(within(review).getByText(reason)).toBeInTheDocument();
    // Nothing of it is charged now: the total is the parts and shipping, with no "$0.00" of duties above it.
    const paidNow = within(review).getByRole("group", { name: "Paid now" });
    expect(within(paidNow).getByText("Total").nextSibling).toHaveTextContent("$193.99");
    expect(within(paidNow).queryByRole("list")).not.toBeInTheDocument();
    expect(within(review).queryByText("$0.00")).not.toBeInTheDocument();
  });

  it("says plainly when the shop does not ship to the chosen address, and offers no way to order", async () => {
    renderCheckout([
      myCart(twoLines),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [{ ...berlin, country: "IS", countryName: "Iceland", postalCode: "101" }] }),
      mockErrors(CheckoutQuoteDocument, { lines: quoteLines, address: { country: "IS", postalCode: "101", region: null }, currency: "USD" }, [
        { message: "We don't ship to Iceland yet.", extensions: { code: "BAD_USER_INPUT", field: "address.country" } },
      ]),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("We don't ship to Iceland yet.");
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled();
  });

  it("says why the law closes a destination, and offers no way to order", async () => {
    renderCheckout([
      myCart(twoLines),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [{ ...berlin, country: "RU", countryName: "Russia", postalCode: "101000" }] }),
      mockErrors(CheckoutQuoteDocument, { lines: quoteLines, address: { country: "RU", postalCode: "101000", region: null }, currency: "USD" }, [
        { message: "We can't ship to Russia: US export controls and sanctions forbid it.", extensions: { code: "DESTINATION_REFUSED", reason: "sanctions" } },
      ]),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("We can't ship to Russia: US export controls and sanctions forbid it.");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled();
  });

  it("shows what changed in the cart, and leaves out a part no longer available", async () => {
    renderCheckout([
      myCart([
        cartLine(padsPart, 2, { notices: [{ __typename: "CartNotice", kind: "PRICE_CHANGED", message: "Price changed from $40.00 to $42.50" }] }),
        unavailableLine(chainPart, "Drive chain", 1),
      ]),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
      mockOperation(CheckoutQuoteDocument, { lines: [{ partId: PADS, quantity: 2 }], address: destination, currency: "USD" }, quote, { uses: Infinity }),
    ]);
    const changed = await screen.findByText("Some parts changed since you added them");
    const notice = changed.closest("[role=status]") as HTMLElement;
    expect(within(notice).getByText("Brake pads: Price changed from $40.00 to $42.50")).toBeInTheDocument();
    expect(within(notice).getByText("Drive chain: No longer available")).toBeInTheDocument();
    expect(within(notice).getByText("Parts no longer available are left out of this order.")).toBeInTheDocument();
    const order = screen.getByRole("list", { name: "Your order" });
    expect(within(order).getAllByRole("listitem")).toHaveLength(1);
  });

  describe("delivery dates", () => {
    afterEach(() => jest.useRealTimers());

    /** The quote with every option dispatched on `dispatchBy` if ordered before `orderBefore`. */
    const quoteWithCutoff = (dispatchBy: string, orderBefore: string) => ({
      checkoutQuote: {
        ...quote.checkoutQuote,
        shippingOptions: quote.checkoutQuote.shippingOptions.map((o) => ({ ...o, deliveryEstimate: { ...o.deliveryEstimate, dispatchBy, orderBefore } })),
      },
    });
    /** The warehouse's day (US Eastern) this many days from now. */
    const warehouseDay = (days = 0) => addDays(wallClock(new Date(), DISPATCH_TIME_ZONE).day, days);
    const MINUTE = 60_000;
    const HOUR = 60 * MINUTE;

    it("shows each option's arrival dates beside its business days, in its name, and no cut-off when a restock decides them", async () => {
      renderCheckout([
        myCart(twoLines),
        mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
        mockOperation(CheckoutQuoteDocument, { lines: quoteLines, address: destination, currency: "USD" }, quote, { uses: Infinity }),
      ]);
      const methods = await screen.findByRole("radiogroup", { name: "Shipping method" });
      const standard = await within(methods).findByRole("radio", { name: /Standard international/ });
      expect(standard).toHaveAccessibleName(expect.stringMatching(/^Standard international ?7–14 business days · Arrives Wed 16 Dec – Fri 25 Dec ?\$19\.00$/));
      expect(within(methods).getByText("Arrives Wed 16 Dec – Fri 25 Dec")).toBeInTheDocument();
      expect(within(methods).getByText("Arrives Wed 9 Dec – Mon 14 Dec")).toBeInTheDocument();
      expect(within(methods).getByRole("radio", { name: /Express international ?2–5 business days · Arrives Wed 9 Dec – Mon 14 Dec/ })).toBeInTheDocument();
      expect(screen.queryByText(/^Order within /)).not.toBeInTheDocument();
    });

    it("says one day when the earliest and latest are the same, and only the business days without an estimate", async () => {
      const [standard, express] = quote.checkoutQuote.shippingOptions;
      renderCheckout([
        myCart(twoLines),
        mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
        mockOperation(
          CheckoutQuoteDocument,
          { lines: quoteLines, address: destination, currency: "USD" },
          {
            checkoutQuote: {
              ...quote.checkoutQuote,
              shippingOptions: [
                { ...standard, deliveryEstimate: null },
                { ...express, minDays: 2, maxDays: 2, deliveryEstimate: { ...express.deliveryEstimate, latest: "2026-12-09" } },
              ],
            },
          },
          { uses: Infinity },
        ),
      ]);
      const methods = await screen.findByRole("radiogroup", { name: "Shipping method" });
      expect(await within(methods).findByText("7–14 business days")).toBeInTheDocument();
      expect(within(methods).getByText("Arrives Wed 9 Dec")).toBeInTheDocument();
      expect(within(methods).getAllByText(/^Arrives /)).toHaveLength(1);
    });

    it("counts down to today's dispatch cut-off each minute, then quotes again for the next day's dates", async () => {
      // The clock is Jest's from here, moving on by itself as well as when the test moves it.
      jest.useFakeTimers({ advanceTimers: true });
      const today = warehouseDay();
      const later = warehouseDay(3);
      // Half a minute past 2 h 15 min, so the few milliseconds the page takes to show do not change the minute.
      const cutoff = new Date(Date.now() + 2 * HOUR + 15 * MINUTE + 30_000).toISOString();
      // The first quote is for today's cut-off; once it has passed, the next is for a dispatch three days on.
      let asked = 0;
      const quotes = jest.fn(() => (++asked === 1 ? quoteWithCutoff(today, cutoff) : quoteWithCutoff(later, new Date(Date.now() + 51 * HOUR + 30_000).toISOString())));
      renderCheckout([
        myCart(twoLines),
        mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
        mockOperation(CheckoutQuoteDocument, { lines: quoteLines, address: destination, currency: "USD" }, quotes, { uses: Infinity }),
      ]);
      const line = await screen.findByText("Order within 2 h 15 min to have it dispatched today");
      // The options' group is described by it, so it is heard with them.
      expect(screen.getByRole("radiogroup", { name: "Shipping method" })).toHaveAccessibleDescription("Order within 2 h 15 min to have it dispatched today");
      act(() => jest.advanceTimersByTime(30_000));
      expect(line).toHaveTextContent("Order within 2 h 14 min to have it dispatched today");
      expect(quotes).toHaveBeenCalledTimes(1);

      // Past the cut-off: the dates shown are no longer today's, so they are quoted again.
      act(() => jest.advanceTimersByTime(2 * HOUR + 15 * MINUTE));
      expect(await screen.findByText(`Order within 2 days 3 h to have it dispatched ${deliveryDay(later)}`)).toBeInTheDocument();
      expect(quotes).toHaveBeenCalledTimes(2);
    });

    it("writes the time left in days, hours and minutes", () => {
      expect([1, 45, 60, 135, 23 * 60 + 59, 24 * 60, 25 * 60 + 30, 51 * 60].map(copy.common.timeLeft)).toEqual([
        "1 min",
        "45 min",
        "1 h",
        "2 h 15 min",
        "23 h 59 min",
        "1 day",
        "1 day 1 h",
        "2 days 3 h",
      ]);
    });
  });

  it("sends an empty cart back to the catalogue", async () => {
    renderCheckout([myCart([]), mockOperation(MyAddressesDocument, {}, { myAddresses: [] })]);
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse parts" })).toHaveAttribute("href", "/search");
  });
});
