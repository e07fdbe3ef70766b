import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import { PurchaseBackInStockDocument, PurchaseRequestBackInStockDocument } from "./BackInStock";
import PurchasePage, { PurchasePartDocument, PurchasePlaceOrderDocument } from "./PurchasePage";
import type { PurchasePartQuery } from "../../gql/graphql";
import { mockErrors, mockNetworkError, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

const PART_ID = "5b1f0c1e-8a51-4d1e-9a57-0b6f4ad5e001";

const part = (avquantity = 40) => ({
  __typename: "Part" as const,
  id: PART_ID,
  name: "Brembo brake pads",
  description: "Sintered pads for sport bikes.",
  picture: "/images/parts/brake-pads.svg",
  category: "brakes" as const,
  price: 29.99,
  priceCents: 2999,
  minquantity: 5,
  avquantity,
  soldOut: avquantity < 5,
}) satisfies NonNullable<Answer<PurchasePartQuery>["part"]>;

const partMock = (avquantity = 40) => mockOperation(PurchasePartDocument, { id: PART_ID }, { part: part(avquantity) });

function renderPurchase(mocks: OperationMock[] = [], session = fakeSession()) {
  return renderPage(<PurchasePage />, {
    path: `/allparts/${PART_ID}`,
    routePath: "/allparts/:id",
    mocks: [partMock(), ...mocks],
    session,
  });
}

jest.mock("../../lib/firebase", () => ({ resendVerificationEmail: jest.fn(async () => {}) }));

async function quantityField() {
  return screen.findByRole("spinbutton", { name: /Quantity/ });
}

describe("PurchasePage", () => {
  // Toasts live in a module-level store: start every test without the previous one's.
  beforeEach(() => toaster.remove());

  it("shows the part and starts the quantity at its minimum, priced like the server will", async () => {
    renderPurchase();
    expect(await screen.findByRole("heading", { level: 1, name: "Brembo brake pads" })).toBeInTheDocument();
    expect(screen.getByText("5 pices")).toBeInTheDocument();
    expect(screen.getByText("40 pices")).toBeInTheDocument();
    expect(await quantityField()).toHaveValue(5);
    expect(screen.getByRole("textbox", { name: "Price" })).toHaveValue("$149.95");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Riley Rider");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("rider@motoparts.test");
    expect(screen.getByRole("button", { name: "Purchase" })).toBeEnabled();
    expect(screen.queryByText("Please set exact quantity")).not.toBeInTheDocument();
  });

  it.each([
    ["below the minimum", "4"],
    ["above the stock", "41"],
    ["not a whole number", "5.5"],
  ])("warns and blocks Purchase when the quantity is %s", async (_, typed) => {
    const user = userEvent.setup();
    renderPurchase();
    const field = await quantityField();
    await user.clear(field);
    await user.type(field, typed);
    expect(screen.getByText("Please set exact quantity")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Purchase" })).toBeDisabled();
    // Nothing would be charged for it.
    expect(screen.getByRole("textbox", { name: "Price" })).toHaveValue("");
  });

  it("orders the typed quantity and says so", async () => {
    const user = userEvent.setup();
    const placeOrder = jest.fn(() => ({
      placeOrder: {
        __typename: "Order",
        id: "9d6f0c1e-8a51-4d1e-9a57-0b6f4ad5e777",
        number: "MP-100042",
        quantity: 7,
        productPrice: 209.93,
        status: "unpaid" as const,
        part: { __typename: "Part", id: PART_ID, minquantity: 5, avquantity: 33, soldOut: false },
      },
    }));
    renderPurchase([
      mockOperation(PurchasePlaceOrderDocument, { input: { partId: PART_ID, quantity: 7 } }, placeOrder),
    ]);
    const field = await quantityField();
    await user.clear(field);
    await user.type(field, "7");
    expect(screen.getByRole("textbox", { name: "Price" })).toHaveValue("$209.93");
    await user.click(screen.getByRole("button", { name: "Purchase" }));

    expect(await screen.findAllByText("You made an order, see your order in dashboard")).toHaveLength(2); // inline + toast
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "See my orders" })).toHaveAttribute("href", "/dashboard/myorder");
    // The stock shown is the server's new one.
    expect(screen.getByText("33 pices")).toBeInTheDocument();
    // The confirmation names the order by its number, as every other page and email does, and leads to its payment.
    expect(screen.getByText("Order MP-100042 is placed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", "/dashboard/payment/9d6f0c1e-8a51-4d1e-9a57-0b6f4ad5e777");
    // Purchase stays off: a second click does not order again.
    const purchase = screen.getByRole("button", { name: "Purchase" });
    expect(purchase).toBeDisabled();
    await user.click(purchase);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    // Until the shopper asks for another order.
    await user.click(screen.getByRole("button", { name: "Place another order" }));
    expect(screen.getByRole("button", { name: "Purchase" })).toBeEnabled();
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the stock went meanwhile", async () => {
    const user = userEvent.setup();
    renderPurchase([
      mockErrors(PurchasePlaceOrderDocument, { input: { partId: PART_ID, quantity: 5 } }, [
        { message: "Please set exact quantity", extensions: { code: "BAD_USER_INPUT", field: "quantity", minquantity: 5, avquantity: 3 } },
      ]),
      // The page asks for the part again and learns that only 3 are left.
      partMock(3),
    ]);
    await quantityField();
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please set exact quantity");
    expect(await screen.findByText("3 pices")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Purchase" })).toBeDisabled();
    expect(screen.queryByText("You made an order, see your order in dashboard")).not.toBeInTheDocument();
  });

  it("offers an unverified buyer to send the link again or to say it is verified, then lets them try again", async () => {
    const user = userEvent.setup();
    const { resendVerificationEmail } = jest.requireMock<{ resendVerificationEmail: jest.Mock }>("../../lib/firebase");
    const refreshVerification = jest.fn<Promise<boolean>, []>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const refusal = { message: "Until your email address is verified, unpaid orders may hold at most $250.00 of parts.", extensions: { code: "CONFLICT", reason: "EMAIL_NOT_VERIFIED" } };
    renderPurchase([mockErrors(PurchasePlaceOrderDocument, { input: { partId: PART_ID, quantity: 5 } }, [refusal]), partMock()], fakeSession({ refreshVerification }));
    await quantityField();
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(refusal.message);

    await user.click(within(alert).getByRole("button", { name: "Send the verification email again" }));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("We sent a new link to rider@motoparts.test.")).toBeInTheDocument();

    // Not opened yet: the shop says what to do.
    await user.click(within(alert).getByRole("button", { name: "I have verified it" }));
    expect(await within(alert).findByText(/We cannot see the verification yet/)).toBeInTheDocument();

    // Opened in another tab: the session is refreshed and the refusal goes.
    await user.click(within(alert).getByRole("button", { name: "I have verified it" }));
    expect(await screen.findByText("Thanks: your email address is verified. Try again now.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(refreshVerification).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Purchase" })).toBeEnabled();
  });

  it("offers no verification buttons for a refusal verifying would not lift", async () => {
    const user = userEvent.setup();
    renderPurchase([
      mockErrors(PurchasePlaceOrderDocument, { input: { partId: PART_ID, quantity: 5 } }, [
        { message: "Unpaid orders may hold at most $5,000.00 of parts: pay or cancel an order first, or order fewer units.", extensions: { code: "CONFLICT" } },
      ]),
      partMock(),
    ]);
    await quantityField();
    await user.click(screen.getByRole("button", { name: "Purchase" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/at most \$5,000\.00/);
    expect(screen.queryByRole("button", { name: "I have verified it" })).not.toBeInTheDocument();
  });

  it("asks the server for the stock again on every visit", async () => {
    const { router } = renderPurchase([partMock(12)]);
    expect(await screen.findByText("40 pices")).toBeInTheDocument();

    await act(() => router.navigate("/"));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    await act(() => router.navigate(`/allparts/${PART_ID}`));
    // The cached stock is replaced by the server's current figure.
    expect(await screen.findByText("12 pices")).toBeInTheDocument();
    expect(screen.queryByText("40 pices")).not.toBeInTheDocument();
  });

  it("says the part is not found, with a way home", async () => {
    renderPage(<PurchasePage />, {
      path: "/allparts/not-a-part",
      routePath: "/allparts/:id",
      mocks: [
        mockErrors(PurchasePartDocument, { id: "not-a-part" }, [{ message: "Malformed id: expected a UUID.", extensions: { code: "BAD_USER_INPUT", field: "id" } }]),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Part not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  });

  it("offers a retry when the shop cannot be reached", async () => {
    const user = userEvent.setup();
    renderPage(<PurchasePage />, {
      path: `/allparts/${PART_ID}`,
      routePath: "/allparts/:id",
      mocks: [mockNetworkError(PurchasePartDocument, { id: PART_ID }, new Error("offline")), partMock()],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the shop");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Brembo brake pads" })).toBeInTheDocument());
  });

  it("shows a part with less stock than its minimum as sold out, with buying off, and stores an 'email me' request", async () => {
    const user = userEvent.setup();
    const requested = {
      __typename: "BackInStockRequest" as const,
      id: "7e1f0c1e-8a51-4d1e-9a57-0b6f4ad5e222",
      email: "rider@motoparts.test",
      part: { __typename: "Part" as const, id: PART_ID },
    };
    const request = jest.fn(() => ({ requestBackInStock: requested }));
    renderPage(<PurchasePage />, {
      path: `/allparts/${PART_ID}`,
      routePath: "/allparts/:id",
      mocks: [
        partMock(3),
        // The list follows the server's state, however often the page asks for it (a refetch after the
        // request, and again when the page re-renders under load).
        mockOperation(PurchaseBackInStockDocument, {}, () => ({ myBackInStockRequests: request.mock.calls.length > 0 ? [requested] : [] }), { uses: Infinity }),
        mockOperation(PurchaseRequestBackInStockDocument, { partId: PART_ID }, request),
      ],
    });
    const soldOut = await screen.findByRole("region", { name: "Sold out" });
    expect(screen.getByRole("button", { name: "Purchase" })).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: /Quantity/ })).toBeDisabled();
    expect(screen.queryByText("Please set exact quantity")).not.toBeInTheDocument();
    // The button waits for the shopper's list of requests (it may hold this part already): click once it is on.
    const emailMe = await within(soldOut).findByRole("button", { name: "Email me when it's back" });
    await waitFor(() => expect(emailMe).toBeEnabled());
    await user.click(emailMe);
    expect(await within(soldOut).findByText("We will email rider@motoparts.test when it's back.")).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(within(soldOut).getByRole("button", { name: "Don't email me" })).toBeInTheDocument();
  });
});
