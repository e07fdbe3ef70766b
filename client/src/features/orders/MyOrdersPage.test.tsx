import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import MyOrdersPage, { MyOrdersCancelDocument, MyOrdersDocument } from "./MyOrdersPage";
import type { MyOrdersQuery } from "../../gql/graphql";
import { chargedAmounts, money } from "../../test/money";
import { mockErrors, mockNetworkError, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

type Order = Answer<MyOrdersQuery>["myOrders"][number];

const UNPAID_ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1001";
const PAID_ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1002";

const order = (over: Partial<Order> & Pick<Order, "id" | "productname">): Order => ({
  __typename: "Order",
  number: over.id === UNPAID_ID ? "MP-100002" : "MP-100001",
  userName: "Riley Rider",
  email: "rider@motoparts.test",
  quantity: 5,
  productPrice: 149.95,
  status: "unpaid" as const,
  screening: "CLEAR" as const,
  nextActions: ["PAY", "CANCEL"],
  paid: false,
  refunded: 0,
  currency: "usd",
  totalMoney: money(14995),
  charged: chargedAmounts({ subtotal: 14995, total: 14995 }),
  buyer: { __typename: "User", id: "u-rider", photoUrl: null },
  deliveryPromise: null,
  ...over,
});

const unpaid = order({ id: UNPAID_ID, productname: "Brembo brake pads" });
const paid = order({ id: PAID_ID, productname: "Akrapovic exhaust", quantity: 1, productPrice: 899, status: "paid", nextActions: [], paid: true, userName: null });

const ordersMock = (orders: Order[]): OperationMock => mockOperation(MyOrdersDocument, {}, { myOrders: orders });

function renderOrders(mocks: OperationMock[], session = fakeSession()) {
  return renderPage(<MyOrdersPage />, {
    path: "/dashboard/myorder",
    routes: [{ path: "/login", element: <p>login page</p> }],
    mocks,
    session,
  });
}

function rowOf(product: string) {
  const cell = screen.getByText(product);
  return cell.closest("tr") as HTMLElement;
}

describe("MyOrdersPage", () => {
  beforeEach(() => toaster.remove());

  it("lists the orders under 'My orderment {count}', with Pay for unpaid and Paid for paid ones", async () => {
    renderOrders([ordersMock([unpaid, paid])]);
    expect(await screen.findByRole("heading", { name: "My orderment 2" })).toBeInTheDocument();

    const unpaidRow = rowOf("Brembo brake pads");
    expect(within(unpaidRow).getByText("Riley Rider")).toBeInTheDocument();
    expect(within(unpaidRow).getByText("5 pices")).toBeInTheDocument();
    expect(within(unpaidRow).getByRole("link", { name: /^Pay/ })).toHaveAttribute("href", `/dashboard/payment/${UNPAID_ID}`);
    expect(within(unpaidRow).queryByText("Paid")).not.toBeInTheDocument();

    const paidRow = rowOf("Akrapovic exhaust");
    // No display name when ordered: the spec's fallback.
    expect(within(paidRow).getByText("Normal guy")).toBeInTheDocument();
    expect(within(paidRow).getByText("Paid")).toBeInTheDocument();
    expect(within(paidRow).queryByRole("link", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("marks an order partly refunded, with how much, while the rest of it goes on", async () => {
    const partly = order({ id: PAID_ID, productname: "Akrapovic exhaust", productPrice: 899, status: "delivered", nextActions: [], paid: true, refunded: 120 });
    const whole = order({ id: UNPAID_ID, productname: "Brembo brake pads", status: "refunded", nextActions: [], paid: true, refunded: 149.95 });
    renderOrders([ordersMock([partly, whole])]);
    expect(await screen.findByRole("heading", { name: "My orderment 2" })).toBeInTheDocument();
    expect(within(rowOf("Akrapovic exhaust")).getByText("Partly refunded ($120.00)")).toBeInTheDocument();
    expect(within(rowOf("Akrapovic exhaust")).getByText("Delivered")).toBeInTheDocument();
    // Refunded in full: its status says it, and no second badge.
    expect(within(rowOf("Brembo brake pads")).queryByText(/Partly refunded/)).not.toBeInTheDocument();
  });

  it("shows an order charged in euros at what it was charged, its refunds in euros too", async () => {
    const inEuros = order({
      id: PAID_ID,
      productname: "Akrapovic exhaust",
      productPrice: 899,
      status: "delivered",
      nextActions: [],
      paid: true,
      refunded: 120,
      currency: "eur",
      totalMoney: money(82708, "EUR"),
      charged: chargedAmounts({ subtotal: 82708, total: 82708, refunded: 11040 }, "EUR"),
    });
    renderOrders([ordersMock([inEuros])]);
    const row = await screen.findByRole("row", { name: /Akrapovic exhaust/ });
    expect(within(row).getByText("€827.08")).toBeInTheDocument();
    expect(within(row).getByText("Partly refunded (€110.40)")).toBeInTheDocument();
    expect(within(row).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("shows the dates checkout promised while an order is on its way to them, and not once it is delivered", async () => {
    const promise = (outcome: "PENDING" | "ON_TIME") => ({
      __typename: "DeliveryPromise" as const,
      earliest: "2026-12-08",
      latest: "2026-12-11",
      dispatchBy: "2026-12-07",
      shippedAt: outcome === "PENDING" ? null : "2026-12-07T18:00:00.000Z",
      deliveredAt: outcome === "PENDING" ? null : "2026-12-10T15:00:00.000Z",
      outcome,
      daysLate: 0,
    });
    const coming = { ...paid, deliveryPromise: promise("PENDING") };
    const arrived = order({ id: UNPAID_ID, productname: "Brembo brake pads", status: "delivered", nextActions: [], paid: true, deliveryPromise: promise("ON_TIME") });
    renderOrders([ordersMock([coming, arrived])]);
    expect(await screen.findByRole("heading", { name: "My orderment 2" })).toBeInTheDocument();
    expect(within(rowOf("Akrapovic exhaust")).getByText("Promised: Tue 8 Dec – Fri 11 Dec")).toBeInTheDocument();
    expect(within(rowOf("Brembo brake pads")).queryByText(/Promised/)).not.toBeInTheDocument();
  });

  it("says so when there are no orders", async () => {
    renderOrders([ordersMock([])]);
    expect(await screen.findByRole("heading", { name: "My orderment 0" })).toBeInTheDocument();
    expect(screen.getByText("You have no orders yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("cancels an unpaid order after confirmation and removes its row", async () => {
    const user = userEvent.setup();
    const cancel = jest.fn(() => ({ cancelOrder: { __typename: "Order", id: UNPAID_ID, status: "cancelled" as const, part: null } }));
    renderOrders([
      ordersMock([unpaid, paid]),
      mockOperation(MyOrdersCancelDocument, { id: UNPAID_ID }, cancel),
    ]);
    await screen.findByRole("heading", { name: "My orderment 2" });
    await user.click(within(rowOf("Brembo brake pads")).getByRole("button", { name: /^Cancel/ }));

    const dialog = await screen.findByRole("alertdialog", { name: "Are sure to delete it?" });
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));

    expect(await screen.findByText("successfully delete one order")).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "My orderment 1" })).toBeInTheDocument();
    expect(screen.queryByText("Brembo brake pads")).not.toBeInTheDocument();
  });

  it("keeps the order when the shopper backs out of the confirmation", async () => {
    const user = userEvent.setup();
    renderOrders([ordersMock([unpaid])]);
    await screen.findByRole("heading", { name: "My orderment 1" });
    await user.click(screen.getByRole("button", { name: /^Cancel/ }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "No, keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByText("Brembo brake pads")).toBeInTheDocument();
  });

  it("does not let a paid order be cancelled, and says why", async () => {
    const user = userEvent.setup();
    renderOrders([ordersMock([paid])]);
    await screen.findByRole("heading", { name: "My orderment 1" });
    const cancelButton = within(rowOf("Akrapovic exhaust")).getByRole("button", { name: /^Cancel/ });
    expect(cancelButton).toHaveAttribute("aria-disabled", "true");
    expect(cancelButton).toHaveAccessibleDescription("This order is paid, so it cannot be cancelled.");
    // Still reachable with the keyboard (after the link to the order's details), so the reason can be read.
    await user.tab();
    expect(within(rowOf("Akrapovic exhaust")).getByRole("link", { name: "Order MP-100001 (Akrapovic exhaust): details" })).toHaveFocus();
    await user.tab();
    expect(cancelButton).toHaveFocus();
    await user.click(cancelButton);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("offers no Pay on an order the export screening holds, only Cancel, as the server says", async () => {
    const held = order({ id: UNPAID_ID, productname: "Brembo brake pads", screening: "HELD", nextActions: ["CANCEL"] });
    renderOrders([ordersMock([held])]);
    await screen.findByRole("heading", { name: "My orderment 1" });
    const row = rowOf("Brembo brake pads");
    expect(within(row).getByText("Being reviewed")).toBeInTheDocument();
    expect(within(row).queryByRole("link", { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(row).queryByText("Paid")).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /^Cancel/ })).toBeEnabled();
  });

  it("signs out and goes to /login when the server refuses the session", async () => {
    const session = fakeSession();
    const { router } = renderOrders(
      [mockErrors(MyOrdersDocument, {}, [{ message: "Sign in again.", extensions: { code: "UNAUTHENTICATED" } }])],
      session,
    );
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("asks the server again on every visit, so an order just placed shows up", async () => {
    const { router } = renderOrders([ordersMock([paid]), ordersMock([unpaid, paid])]);
    expect(await screen.findByRole("heading", { name: "My orderment 1" })).toBeInTheDocument();

    // Off to book a part, then back to My Order: the cached list is replaced by the server's newer one.
    await act(() => router.navigate("/allparts/some-part"));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    await act(() => router.navigate("/dashboard/myorder"));
    expect(await screen.findByRole("heading", { name: "My orderment 2" })).toBeInTheDocument();
    expect(screen.getByText("Brembo brake pads")).toBeInTheDocument();
  });

  it("offers a retry when the orders cannot be loaded", async () => {
    const user = userEvent.setup();
    renderOrders([mockNetworkError(MyOrdersDocument, {}, new Error("offline")), ordersMock([unpaid])]);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load your orders.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "My orderment 1" })).toBeInTheDocument();
  });
});
