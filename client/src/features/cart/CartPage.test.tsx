import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GuestCartLineInput } from "../../gql/graphql";
import { GuestCartDocument, MergeGuestCartDocument, MyCartDocument, RemoveFromCartDocument, SetCartQuantityDocument } from "../../lib/cart-operations";
import { toaster } from "../../lib/toaster";
import { cartLine, cartOf, cartPart, partId, priceGuestCart, storedGuestCart, storeGuestCart, unavailableLine, type CartPartAnswer } from "../../test/cart";
import { mockErrors, mockNetworkError, mockOperation, type OperationMock } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { CurrenciesDocument } from "../../lib/currency";
import { MyAddressesDocument } from "../../components/AddressForm";
import { myGarageMock } from "../../test/garage";
import { CartDeliveryDocument } from "./CartDelivery";
import { accountDefaultsMocks, deliveryMocks, partsServer, quoteServer, usDates, zonesMock, type Dates } from "./delivery-test-data";
import CartPage from "./CartPage";
import { GuestCartMerge } from "./GuestCartMerge";

const guest = fakeSession({ status: "signedOut", user: null });

/** The server pricing whatever the browser sends, recording each request's lines. */
function guestCartServer(parts: CartPartAnswer[], asked: GuestCartLineInput[][] = []): OperationMock {
  return mockOperation(
    GuestCartDocument,
    () => true,
    ({ lines }) => {
      const sent = Array.isArray(lines) ? lines : [lines];
      asked.push(sent);
      return { guestCart: priceGuestCart(parts, sent) };
    },
    { uses: Infinity },
  );
}

function renderCart(mocks: OperationMock[], session = guest) {
  const account = session.status === "signedIn" ? accountDefaultsMocks() : [];
  return renderPage(<CartPage />, { path: "/cart", mocks: [...mocks, ...deliveryMocks(), ...account], session });
}

const line = (name: string) => screen.getByRole("listitem", { name });

beforeEach(() => {
  localStorage.clear();
  toaster.remove();
});

describe("CartPage, for a guest", () => {
  it("says the cart is empty without asking the server, with a way to browse", async () => {
    renderCart([]);
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse parts" })).toHaveAttribute("href", "/search");
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
    expect(document.title).toBe("Your cart | MotoParts USA");
  });

  it("prices the browser's cart with guestCart, shows each line's notices, and stores a quantity the stock lowered", async () => {
    storeGuestCart([
      { partId: partId(1), quantity: 4, seenPrice: 19.5 },
      { partId: partId(2), quantity: 12, seenPrice: 22 },
      { partId: partId(3), quantity: 2, seenPrice: 23 },
    ]);
    const parts = [cartPart(1, { price: 21 }), cartPart(2, { avquantity: 5 }), cartPart(3, { soldOut: true, avquantity: 0 })];
    const asked: GuestCartLineInput[][] = [];
    renderCart([guestCartServer(parts, asked)]);

    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart…");
    expect(await screen.findByText("Price changed from $19.50 to $21.00")).toBeInTheDocument();
    expect(asked[0]).toEqual([
      { partId: partId(1), quantity: 4, seenPrice: 19.5 },
      { partId: partId(2), quantity: 12, seenPrice: 22 },
      { partId: partId(3), quantity: 2, seenPrice: 23 },
    ]);
    const first = within(line("Brake pads 1"));
    expect(first.getByRole("link", { name: "Brake pads 1" })).toHaveAttribute("href", `/product/${partId(1)}`);
    expect(first.getByText("Part no. FA101")).toBeInTheDocument();
    expect(first.getByText("$21.00 each")).toBeInTheDocument();
    expect(first.getByText("$84.00")).toBeInTheDocument();
    expect(first.getByRole("spinbutton", { name: "Quantity of Brake pads 1" })).toHaveValue(4);

    // Fewer left than wanted: the line says so, and the browser keeps the lowered quantity (its price seen unchanged).
    expect(within(line("Brake pads 2")).getByText("Only 5 left: quantity lowered")).toBeInTheDocument();
    await waitFor(() => expect(storedGuestCart()?.[1]).toEqual({ partId: partId(2), quantity: 5, seenPrice: 22 }));
    await waitFor(() => expect(asked.at(-1)?.[1]).toEqual({ partId: partId(2), quantity: 5, seenPrice: 22 }));
    expect(within(line("Brake pads 2")).getByText("Only 5 left: quantity lowered")).toBeInTheDocument();
    expect(within(line("Brake pads 2")).getByRole("spinbutton")).toHaveValue(5);

    // Sold out: it counts for nothing and can only be removed.
    const third = within(line("Brake pads 3"));
    expect(third.getByText("No longer available")).toBeInTheDocument();
    expect(third.queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(third.getByRole("button", { name: "Remove Brake pads 3 from your cart" })).toBeInTheDocument();

    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("(9 items)")).toBeInTheDocument();
    expect(summary.getByText("$194.00")).toBeInTheDocument();
    expect(summary.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
  });

  it("changes a quantity within the part's minimum and stock, refuses one outside them, and removes lines", async () => {
    const user = userEvent.setup();
    storeGuestCart([{ partId: partId(1), quantity: 2, seenPrice: 21 }]);
    renderCart([guestCartServer([cartPart(1, { price: 21, minquantity: 2, avquantity: 4 })])]);
    const first = within(await screen.findByRole("listitem", { name: "Brake pads 1" }));
    expect(first.getByRole("button", { name: "Fewer of Brake pads 1" })).toBeDisabled();

    await user.click(first.getByRole("button", { name: "More of Brake pads 1" }));
    expect(storedGuestCart()).toEqual([{ partId: partId(1), quantity: 3, seenPrice: 21 }]);
    expect(await first.findByText("$63.00")).toBeInTheDocument();
    await user.click(first.getByRole("button", { name: "More of Brake pads 1" }));
    expect(await first.findByText("$84.00")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "More of Brake pads 1" })).toBeDisabled();

    const quantity = first.getByRole("spinbutton", { name: "Quantity of Brake pads 1" });
    await user.clear(quantity);
    await user.type(quantity, "9{Enter}");
    expect(await first.findByRole("alert")).toHaveTextContent("Only 4 of Brake pads 1 left.");
    await user.clear(quantity);
    await user.type(quantity, "1{Enter}");
    expect(await first.findByRole("alert")).toHaveTextContent("Brake pads 1 is sold in quantities of at least 2.");
    expect(storedGuestCart()).toEqual([{ partId: partId(1), quantity: 4, seenPrice: 21 }]);

    await user.click(first.getByRole("button", { name: "Remove Brake pads 1 from your cart" }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(storedGuestCart()).toBeNull();
  });
});

describe("CartPage, signed in", () => {
  const pads = cartPart(1, { price: 21, avquantity: 4 });
  const notice = { __typename: "CartNotice" as const, kind: "PRICE_CHANGED" as const, message: "Price changed from $20.00 to $21.00" };
  const gone = unavailableLine(null, "Old chain kit", 1, "line-9");

  it("shows the account's cart, changes a quantity and removes a line on the server, and shows a refusal beside the control", async () => {
    const user = userEvent.setup();
    const setQuantity = jest.fn(({ quantity }: { quantity: number }) => ({ setCartQuantity: cartOf([cartLine(pads, quantity), gone]) }));
    renderCart(
      [
        mockOperation(MyCartDocument, {}, { myCart: cartOf([cartLine(pads, 2, { notices: [notice] }), gone]) }),
        mockOperation(SetCartQuantityDocument, { partId: pads.id, quantity: 3 }, setQuantity),
        mockOperation(RemoveFromCartDocument, { id: "line-9" }, { removeFromCart: cartOf([cartLine(pads, 3)]) }),
        mockErrors(SetCartQuantityDocument, { partId: pads.id, quantity: 4 }, [
          { message: "Only 3 of Brake pads 1 left.", extensions: { code: "BAD_USER_INPUT", fields: { quantity: "Only 3 of Brake pads 1 left." } } },
        ]),
      ],
      fakeSession(),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading your cart…");
    const first = within(await screen.findByRole("listitem", { name: "Brake pads 1" }));
    expect(first.getByText("Price changed from $20.00 to $21.00")).toBeInTheDocument();
    expect(within(line("Old chain kit")).getByText("No longer available")).toBeInTheDocument();
    expect(within(line("Old chain kit")).queryByRole("link")).not.toBeInTheDocument();

    await user.click(first.getByRole("button", { name: "More of Brake pads 1" }));
    expect(await first.findByText("$63.00")).toBeInTheDocument();
    expect(setQuantity).toHaveBeenCalledTimes(1);
    expect(first.queryByText(/Price changed/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Old chain kit from your cart" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Old chain kit" })).not.toBeInTheDocument());

    await user.click(first.getByRole("button", { name: "More of Brake pads 1" }));
    expect(await first.findByRole("alert")).toHaveTextContent("Only 3 of Brake pads 1 left.");
    expect(first.getByRole("spinbutton", { name: "Quantity of Brake pads 1" })).toHaveValue(3);
    expect(localStorage.length).toBe(0);
  });

  it("shows the load error with a retry", async () => {
    const user = userEvent.setup();
    renderCart(
      [mockNetworkError(MyCartDocument, {}, new Error("offline")), mockOperation(MyCartDocument, {}, { myCart: cartOf([cartLine(pads, 2)]) })],
      fakeSession(),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your cart.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("listitem", { name: "Brake pads 1" })).toBeInTheDocument();
  });

  it("joins the browser's cart to the account's once at sign-in, clears the browser's, and shows the merged cart", async () => {
    storeGuestCart([
      { partId: partId(1), quantity: 2, seenPrice: 21 },
      { partId: partId(2), quantity: 3, seenPrice: 22 },
    ]);
    const merged = cartOf([cartLine(pads, 4), cartLine(cartPart(2), 3)]);
    const merge = jest.fn(() => ({ mergeGuestCart: merged }));
    renderPage(
      <>
        <GuestCartMerge />
        <CartPage />
      </>,
      {
        path: "/cart",
        session: fakeSession(),
        mocks: [
          mockOperation(MergeGuestCartDocument, { lines: [{ partId: partId(1), quantity: 2 }, { partId: partId(2), quantity: 3 }] }, merge, { uses: Infinity }),
          mockOperation(MyCartDocument, {}, { myCart: merged }, { uses: Infinity }),
          ...deliveryMocks(),
          ...accountDefaultsMocks(),
        ],
      },
    );
    expect(await screen.findByRole("listitem", { name: "Brake pads 2" })).toBeInTheDocument();
    expect(within(line("Brake pads 1")).getByRole("spinbutton")).toHaveValue(4);
    expect(storedGuestCart()).toBeNull();
    expect(merge).toHaveBeenCalledTimes(1);
  });
});

describe("CartPage, the cart's delivery dates", () => {
  let language: jest.SpyInstance | undefined;
  afterEach(() => language?.mockRestore());
  const summary = async () => within(await screen.findByRole("region", { name: "Order summary" }));
  const sweden: Dates = { earliest: "2026-12-15", latest: "2026-12-18", method: "Standard international" };

  it("gives a guest the dates of the last of the parts on sale, and the quote's cheapest way where a country alone is quoted", async () => {
    const user = userEvent.setup();
    storeGuestCart([
      { partId: partId(1), quantity: 4, seenPrice: 21 },
      { partId: partId(2), quantity: 2, seenPrice: 22 },
      { partId: partId(3), quantity: 2, seenPrice: 23 },
    ]);
    const byPart: Parameters<typeof partsServer>[1] = [];
    const quoted: Parameters<typeof quoteServer>[1] = [];
    // The second part leaves later (restocked): the cart arrives with it.
    const parts = partsServer((id) => (id === partId(2) ? { earliest: "2026-12-10", latest: "2026-12-14", method: "US domestic" } : usDates()), byPart);
    renderPage(<CartPage />, {
      path: "/cart",
      session: guest,
      mocks: [parts, quoteServer(() => sweden, quoted), zonesMock, guestCartServer([cartPart(1, { price: 21 }), cartPart(2), cartPart(3, { soldOut: true, avquantity: 0 })])],
    });
    const box = await summary();
    expect(await box.findByText("Arrives Thu 10 Dec – Mon 14 Dec to United States")).toBeInTheDocument();
    expect(box.getByText("by US domestic, the cheapest way")).toBeInTheDocument();
    // The sold-out line is left out: checkout would not order it.
    expect(byPart[0]).toEqual({ lines: [{ partId: partId(1), quantity: 4 }, { partId: partId(2), quantity: 2 }], country: "US" });
    expect(box.getByTestId("cart-delivery-dates")).toHaveAttribute("aria-live", "polite");

    // Sweden needs no postal code for a quote: checkout's own.
    await user.selectOptions(box.getByRole("combobox", { name: "Deliver to" }), "Sweden");
    expect(await box.findByText("Arrives Tue 15 Dec – Fri 18 Dec to Sweden")).toBeInTheDocument();
    expect(box.getByText("by Standard international, the cheapest way")).toBeInTheDocument();
    expect(quoted.at(-1)).toEqual({ lines: [{ partId: partId(1), quantity: 4 }, { partId: partId(2), quantity: 2 }], address: { country: "SE", postalCode: null, region: null } });
  });

  it("quotes a signed-in rider's cart to their default address", async () => {
    const berlin = {
      __typename: "Address" as const,
      id: "a-1",
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
    const quoted: Parameters<typeof quoteServer>[1] = [];
    renderPage(<CartPage />, {
      path: "/cart",
      session: fakeSession(),
      mocks: [
        mockOperation(MyCartDocument, {}, { myCart: cartOf([cartLine(cartPart(1, { price: 21 }), 2)]) }),
        quoteServer(() => sweden, quoted),
        zonesMock,
        myGarageMock([]),
        mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }, { uses: Infinity }),
      ],
    });
    expect(await (await summary()).findByText("Arrives Tue 15 Dec – Fri 18 Dec to Germany")).toBeInTheDocument();
    expect(quoted.at(-1)?.address).toEqual({ country: "DE", postalCode: "10117", region: null });
  });

  it("says where the shop does not ship, and leaves the dates out quietly when they cannot be had", async () => {
    storeGuestCart([{ partId: partId(1), quantity: 2, seenPrice: 21 }]);
    language = jest.spyOn(window.navigator, "language", "get").mockReturnValue("es-CU");
    const noRates = mockOperation(CurrenciesDocument, {}, { currencies: [] }, { uses: Infinity });
    const cuba = renderPage(<CartPage />, { path: "/cart", session: guest, mocks: [zonesMock, noRates, guestCartServer([cartPart(1, { price: 21 })])] });
    expect(await (await summary()).findByText("We don't ship to Cuba yet.")).toBeInTheDocument();
    cuba.unmount();
    language.mockRestore();

    // Refused each time it is asked (the guest cart is priced again once shown, and the quote with it).
    localStorage.setItem("motoparts.destination.v1", JSON.stringify("SE"));
    const refused = () => mockErrors(CartDeliveryDocument, () => true, [{ message: "Only 1 of Brake pads 1 left.", extensions: { code: "BAD_USER_INPUT" } }]);
    const failed = renderPage(<CartPage />, { path: "/cart", session: guest, mocks: [zonesMock, refused(), refused(), guestCartServer([cartPart(1, { price: 21 })])] });
    const box = await summary();
    expect(await box.findByRole("option", { name: "Germany" })).toBeInTheDocument();
    await waitFor(() => expect(box.getByTestId("cart-delivery-dates")).toBeEmptyDOMElement());
    expect(box.getByRole("link", { name: "Checkout" })).toBeInTheDocument();
    failed.unmount();

    // A part without a date (sold out, nobody knows until when): no date for the cart.
    localStorage.removeItem("motoparts.destination.v1");
    renderPage(<CartPage />, { path: "/cart", session: guest, mocks: [zonesMock, partsServer(() => null), guestCartServer([cartPart(1, { price: 21 })])] });
    const none = await summary();
    expect(await none.findByRole("option", { name: "Germany" })).toBeInTheDocument();
    await waitFor(() => expect(none.getByTestId("cart-delivery-dates")).toBeEmptyDOMElement());
  });
});
