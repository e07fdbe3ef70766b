import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { ManageOrdersListQuery, OrderAction, OrderStatus } from "../../gql/graphql";
import { setAccessToken } from "../../lib/access-token";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import ManageOrdersPage from "./ManageOrdersPage";
import {
  ManageOrdersAddShipmentDocument,
  ManageOrdersCancelDocument,
  ManageOrdersCancelWithRefundDocument,
  ManageOrdersListDocument,
  ManageOrdersPackManyDocument,
  ManageOrdersRefundableDocument,
  ManageOrdersRefundDocument,
  ManageOrdersMarkDeliveredDocument,
  ManageOrdersMarkPackedDocument,
  ManageOrdersMarkShippedDocument,
  ORDERS_PAGE_SIZE,
} from "./operations";
import { adminUser, isAdminMock } from "../../test/admin";
import { mockErrors, mockNetworkError, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { chargedAmounts, money } from "../../test/money";

type ExportFilingAnswer = Answer<ManageOrdersListQuery>["orders"]["edges"][number]["node"]["exportFiling"];

const EEI_REASON = "EEI filing required: 8714.10.0000 at $3,120.00 (over $2,500 per Schedule B number).";
const eeiRequired: ExportFilingAnswer = { __typename: "ExportFiling", required: true, reason: EEI_REASON };
const noEei: ExportFilingAnswer = { __typename: "ExportFiling", required: false, reason: "No EEI filing: no Schedule B number is over $2,500." };

/** What the server answers an admin may do with an order in each state (with its address, not held). */
const ADMIN_ACTIONS = {
  unpaid: ["CANCEL"],
  paid: ["PACK", "SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"],
  packed: ["SHIP", "ADD_SHIPMENT", "CANCEL_WITH_REFUND"],
  shipped: ["ADD_SHIPMENT", "DELIVER", "REFUND"],
  delivered: ["REFUND"],
  cancelled: [],
  refunded: [],
} satisfies Record<OrderStatus, OrderAction[]>;

const order = (
  n: number,
  status: OrderStatus,
  extra: Partial<{ userName: string | null; productname: string; email: string; exportFiling: ExportFilingAnswer }> = {},
) => ({
  __typename: "Order" as const,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  number: `MP-10000${n}`,
  createdAt: `2024-05-0${n}T10:00:00.000Z`,
  shippingAddress: n === 2 ? { __typename: "OrderAddress" as const, city: "Berlin", countryName: "Germany" } : null,
  userName: "Riley Rider",
  email: "rider@motoparts.test",
  productname: `Part ${n}`,
  quantity: 2,
  productPrice: 59.98,
  refunded: 0,
  currency: "usd",
  totalMoney: money(5998),
  status,
  nextActions: ADMIN_ACTIONS[status],
  paid: !["unpaid", "cancelled"].includes(status),
  // Only an order with an address has an export filing.
  exportFiling: n === 2 ? noEei : null,
  ...extra,
}) satisfies Answer<ManageOrdersListQuery>["orders"]["edges"][number]["node"];

const unpaid = order(1, "unpaid", { productname: "Sintered brake pads", userName: null, email: "guest@motoparts.test" });
const paid = order(2, "paid", { productname: "Titanium full exhaust" });
const shipped = order(3, "shipped", { productname: "Chain and sprocket kit" });

const connection = (orders: ReturnType<typeof order>[], totalCount = orders.length, hasNextPage = false) => ({
  __typename: "OrderConnection" as const,
  totalCount,
  edges: orders.map((node) => ({ __typename: "OrderEdge" as const, cursor: `c-${node.id}`, node })),
  pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: orders.length ? `c-${orders[orders.length - 1].id}` : null },
});

const listMock = (orders: ReturnType<typeof order>[], status?: OrderStatus, respond = jest.fn(() => ({ orders: connection(orders) }))) =>
  mockOperation(ManageOrdersListDocument, status ? { status, first: ORDERS_PAGE_SIZE } : { first: ORDERS_PAGE_SIZE }, respond);

function renderOrders(mocks: OperationMock[]) {
  return renderPage(<ManageOrdersPage />, { path: "/dashboard/manageallorders", session: fakeSession({ user: adminUser }), mocks });
}

const rowOf = (product: string) => screen.getByRole("row", { name: new RegExp(product) });

describe("ManageOrdersPage", () => {
  beforeEach(() => toaster.remove());

  it("lists every order with buyer, total, status and the count", async () => {
    renderOrders([listMock([unpaid, paid, shipped])]);
    expect(await screen.findByText("3 orders")).toBeInTheDocument();
    const guestRow = rowOf("Sintered brake pads");
    expect(within(guestRow).getByText("Normal guy")).toBeInTheDocument();
    expect(within(guestRow).getByText("guest@motoparts.test")).toBeInTheDocument();
    expect(within(guestRow).getByText("$59.98")).toBeInTheDocument();
    expect(within(guestRow).getByText("unpaid")).toBeInTheDocument();
    expect(within(rowOf("Titanium full exhaust")).getByRole("button", { name: /Mark shipped/ })).toBeInTheDocument();
    expect(within(rowOf("Chain and sprocket kit")).queryByRole("button", { name: /Mark shipped|Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers each state's actions, named with the order's number", async () => {
    const packed = order(4, "packed", { productname: "Fork seals" });
    const delivered = order(5, "delivered", { productname: "Air filter" });
    const cancelled = order(6, "cancelled", { productname: "Mirror" });
    const refunded = order(7, "refunded", { productname: "Grips" });
    renderOrders([listMock([unpaid, paid, packed, shipped, delivered, cancelled, refunded])]);
    await screen.findByText("7 orders");
    const buttonsOf = (product: string) =>
      within(rowOf(product))
        .queryAllByRole("button")
        .map((b) => b.getAttribute("aria-label"))
        // The documents of an order with an address are offered whatever its state.
        .filter((name) => !name?.endsWith("(PDF)"));
    expect(buttonsOf("Sintered brake pads")).toEqual(["Cancel: Sintered brake pads, guest@motoparts.test"]);
    // "Mark shipped" keeps its name: the journeys click it (e2e/journeys/10-admin.spec.ts).
    expect(buttonsOf("Titanium full exhaust")).toEqual([
      "Mark shipped: Titanium full exhaust, rider@motoparts.test",
      "Mark packed: MP-100002",
      "Add shipment: MP-100002",
      "Cancel and refund: MP-100002",
    ]);
    expect(buttonsOf("Fork seals")).toEqual(["Add shipment: MP-100004", "Cancel and refund: MP-100004"]);
    expect(buttonsOf("Chain and sprocket kit")).toEqual(["Add shipment: MP-100003", "Mark delivered: MP-100003", "Refund: MP-100003"]);
    expect(buttonsOf("Air filter")).toEqual(["Refund: MP-100005"]);
    // Only paid orders can be ticked for packing together.
    expect(screen.getAllByRole("checkbox").map((c) => c.getAttribute("aria-label"))).toEqual(["Select MP-100002 for packing"]);
    for (const closed of ["Mirror", "Grips"]) {
      expect(buttonsOf(closed)).toEqual([]);
      expect(within(rowOf(closed)).getByText("No actions")).toBeInTheDocument();
    }
    // Every status has its badge.
    expect(within(rowOf("Fork seals")).getByText("packed")).toBeInTheDocument();
    expect(within(rowOf("Air filter")).getByText("delivered")).toBeInTheDocument();
    expect(within(rowOf("Grips")).getByText("refunded")).toBeInTheDocument();
  });

  it("filters by every status, the new ones included", async () => {
    const u = userEvent.setup();
    renderOrders([listMock([unpaid, paid, shipped]), listMock([], "delivered")]);
    await screen.findByText("3 orders");
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(within(filter).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual([
      "",
      "unpaid",
      "paid",
      "packed",
      "shipped",
      "delivered",
      "cancelled",
      "refunded",
    ]);
    await u.selectOptions(filter, "delivered");
    expect(await screen.findByText("No delivered orders.")).toBeInTheDocument();
  });

  it("offers no packing or shipping for a paid order the server says cannot leave yet (no address, or held)", async () => {
    // What the server answers for an order paid before its buyer gave an address.
    const waiting = { ...order(8, "paid", { productname: "Heated grips" }), nextActions: ["CANCEL_WITH_REFUND" as const] };
    renderOrders([listMock([paid, waiting])]);
    await screen.findByText("2 orders");
    const names = within(rowOf("Heated grips"))
      .queryAllByRole("button")
      .map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Cancel and refund: MP-100008"]);
    expect(screen.getAllByRole("checkbox").map((c) => c.getAttribute("aria-label"))).toEqual(["Select MP-100002 for packing"]);
  });

  it("marks a paid order packed", async () => {
    const u = userEvent.setup();
    const markPacked = jest.fn(() => ({ markOrderPacked: { __typename: "Order", id: paid.id, status: "packed" as const, nextActions: ADMIN_ACTIONS.packed, paid: true } }));
    renderOrders([listMock([paid]), mockOperation(ManageOrdersMarkPackedDocument, { id: paid.id }, markPacked)]);
    await screen.findByText("1 order");
    await u.click(screen.getByRole("button", { name: "Mark packed: MP-100002" }));
    expect(await screen.findByText("Marked MP-100002 as packed.")).toBeInTheDocument();
    expect(markPacked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Titanium full exhaust")).getByText("packed")).toBeInTheDocument());
    expect(within(rowOf("Titanium full exhaust")).queryByRole("button", { name: /Mark packed/ })).not.toBeInTheDocument();
    expect(within(rowOf("Titanium full exhaust")).getByRole("button", { name: "Add shipment: MP-100002" })).toBeInTheDocument();
  });

  it("toasts the server's refusal to mark an order delivered", async () => {
    const u = userEvent.setup();
    const message = "This order cannot move from cancelled to delivered.";
    renderOrders([listMock([shipped]), mockErrors(ManageOrdersMarkDeliveredDocument, { id: shipped.id }, [new GraphQLError(message, { extensions: { code: "CONFLICT" } })])]);
    await screen.findByText("1 order");
    await u.click(screen.getByRole("button", { name: "Mark delivered: MP-100003" }));
    expect(await screen.findByText("The order could not be marked delivered.")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  describe("Add shipment", () => {
    const INPUT = { carrier: "ups" as const, trackingNumber: "1Z999AA10123456784" };

    async function openDialog(u: ReturnType<typeof userEvent.setup>, number = "MP-100002") {
      await u.click(await screen.findByRole("button", { name: `Add shipment: ${number}` }));
      return screen.findByRole("dialog", { name: `Add a shipment to ${number}` });
    }

    it("sends the carrier and the tracking number, toasts and shows the order shipped", async () => {
      const u = userEvent.setup();
      const addShipment = jest.fn(() => ({
        addShipment: { __typename: "Order", id: paid.id, status: "shipped" as const, nextActions: ADMIN_ACTIONS.shipped, paid: true, shippedAt: "2024-05-09T10:00:00.000Z" },
      }));
      renderOrders([listMock([paid]), mockOperation(ManageOrdersAddShipmentDocument, { orderId: paid.id, input: INPUT }, addShipment)]);
      await screen.findByText("1 order");
      const dialog = await openDialog(u);
      const carrier = within(dialog).getByRole("combobox", { name: /Carrier/ });
      expect(within(carrier).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a carrier", "USPS", "UPS", "FedEx", "DHL", "Other"]);
      await u.selectOptions(carrier, "ups");
      // Spaces (and dashes) as printed on the label are dropped.
      await u.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), "1Z 999 AA1 01234 56784");
      await u.click(within(dialog).getByRole("button", { name: "Add shipment" }));
      expect(await screen.findByText("Shipment added to MP-100002")).toBeInTheDocument();
      expect(addShipment).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const row = rowOf("Titanium full exhaust");
      await waitFor(() => expect(within(row).getByText("shipped")).toBeInTheDocument());
      expect(within(row).getByRole("button", { name: "Mark delivered: MP-100002" })).toBeInTheDocument();
    });

    it("refreshes a filtered list after adding a shipment", async () => {
      const u = userEvent.setup();
      const addShipment = jest.fn(() => ({
        addShipment: { __typename: "Order", id: paid.id, status: "shipped" as const, nextActions: ADMIN_ACTIONS.shipped, paid: true, shippedAt: "2024-05-09T10:00:00.000Z" },
      }));
      renderOrders([
        listMock([paid]),
        listMock([paid], "paid"),
        mockOperation(ManageOrdersAddShipmentDocument, { orderId: paid.id, input: INPUT }, addShipment),
        listMock([], "paid"),
      ]);
      await screen.findByText("1 order");
      await u.selectOptions(screen.getByRole("combobox", { name: "Status" }), "paid");
      const dialog = await openDialog(u);
      await u.selectOptions(within(dialog).getByRole("combobox", { name: /Carrier/ }), "ups");
      await u.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), INPUT.trackingNumber);
      await u.click(within(dialog).getByRole("button", { name: "Add shipment" }));
      expect(await screen.findByText("No paid orders.")).toBeInTheDocument();
    });

    it("shows the server's refusal of the move in the dialog", async () => {
      const u = userEvent.setup();
      const message = "This order cannot move from delivered to shipped.";
      renderOrders([
        listMock([shipped]),
        mockErrors(ManageOrdersAddShipmentDocument, { orderId: shipped.id, input: INPUT }, [new GraphQLError(message, { extensions: { code: "CONFLICT" } })]),
      ]);
      await screen.findByText("1 order");
      const dialog = await openDialog(u, "MP-100003");
      await u.selectOptions(within(dialog).getByRole("combobox", { name: /Carrier/ }), "ups");
      await u.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), INPUT.trackingNumber);
      await u.click(within(dialog).getByRole("button", { name: "Add shipment" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
      // The dialog stays open, with what was typed, to try again or cancel.
      expect(within(dialog).getByRole("textbox", { name: /Tracking number/ })).toHaveValue(INPUT.trackingNumber);
    });

    it("puts the server's refusal of the tracking number under the field", async () => {
      const u = userEvent.setup();
      const message = "This tracking number is already on another order.";
      renderOrders([
        listMock([paid]),
        mockErrors(ManageOrdersAddShipmentDocument, { orderId: paid.id, input: INPUT }, [
          new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field: "input.trackingNumber" } }),
        ]),
      ]);
      await screen.findByText("1 order");
      const dialog = await openDialog(u);
      await u.selectOptions(within(dialog).getByRole("combobox", { name: /Carrier/ }), "ups");
      const tracking = within(dialog).getByRole("textbox", { name: /Tracking number/ });
      await u.type(tracking, INPUT.trackingNumber);
      await u.click(within(dialog).getByRole("button", { name: "Add shipment" }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(tracking).toHaveAttribute("aria-invalid", "true");
      expect(tracking).toHaveFocus();
      expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    });

    it("refuses an invalid tracking number without asking the server", async () => {
      const u = userEvent.setup();
      const addShipment = jest.fn(() => ({
        addShipment: { __typename: "Order", id: paid.id, status: "shipped" as const, nextActions: ADMIN_ACTIONS.shipped, paid: true, shippedAt: "2024-05-09T10:00:00.000Z" },
      }));
      renderOrders([listMock([paid]), mockOperation(ManageOrdersAddShipmentDocument, () => true, addShipment)]);
      await screen.findByText("1 order");
      const dialog = await openDialog(u);
      const submit = within(dialog).getByRole("button", { name: "Add shipment" });
      // Nothing chosen or typed.
      await u.click(submit);
      expect(await within(dialog).findByText("Choose the carrier.")).toBeInTheDocument();
      expect(within(dialog).getByText("Tracking number is required.")).toBeInTheDocument();

      await u.selectOptions(within(dialog).getByRole("combobox", { name: /Carrier/ }), "ups");
      const tracking = within(dialog).getByRole("textbox", { name: /Tracking number/ });
      const invalid = "A tracking number is 8 to 40 letters and digits (spaces and dashes are ignored).";
      // Too short once the dashes are dropped, then a character that is neither a letter nor a digit.
      for (const typed of ["1Z-999-A", "1Z999AA1012345/784", "1".repeat(41)]) {
        await u.clear(tracking);
        await u.type(tracking, typed);
        await u.click(submit);
        expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
        expect(tracking).toHaveAttribute("aria-invalid", "true");
      }
      expect(addShipment).not.toHaveBeenCalled();
    });
  });

  it("filters by status: the status goes to the server", async () => {
    const u = userEvent.setup();
    const paidOnly = jest.fn(() => ({ orders: connection([paid]) }));
    renderOrders([listMock([unpaid, paid, shipped]), listMock([paid], "paid", paidOnly)]);
    await screen.findByText("3 orders");
    await u.selectOptions(screen.getByRole("combobox", { name: "Status" }), "paid");
    expect(await screen.findByText("1 order")).toBeInTheDocument();
    expect(paidOnly).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("row", { name: /Sintered brake pads/ })).not.toBeInTheDocument();
    expect(rowOf("Titanium full exhaust")).toBeInTheDocument();
  });

  it("says when a status has no orders", async () => {
    const u = userEvent.setup();
    renderOrders([listMock([unpaid]), listMock([], "cancelled")]);
    await screen.findByText("1 order");
    await u.selectOptions(screen.getByRole("combobox", { name: "Status" }), "cancelled");
    expect(await screen.findByText("No cancelled orders.")).toBeInTheDocument();
  });

  it("marks a paid order shipped", async () => {
    const u = userEvent.setup();
    const markShipped = jest.fn(() => ({ markOrderShipped: { __typename: "Order", id: paid.id, status: "shipped" as const, nextActions: ADMIN_ACTIONS.shipped, paid: true, shippedAt: "2024-05-09T10:00:00.000Z" } }));
    renderOrders([listMock([unpaid, paid]), mockOperation(ManageOrdersMarkShippedDocument, { id: paid.id }, markShipped)]);
    await screen.findByText("2 orders");
    await u.click(within(rowOf("Titanium full exhaust")).getByRole("button", { name: /Mark shipped/ }));
    expect(await screen.findByText("Marked the order of Titanium full exhaust as shipped.")).toBeInTheDocument();
    expect(markShipped).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Titanium full exhaust")).getByText("shipped")).toBeInTheDocument());
    expect(within(rowOf("Titanium full exhaust")).queryByRole("button", { name: /Mark shipped/ })).not.toBeInTheDocument();
  });

  it("asks the server again after an action in a filtered list, so an order that left the status goes", async () => {
    const u = userEvent.setup();
    const markShipped = jest.fn(() => ({ markOrderShipped: { __typename: "Order", id: paid.id, status: "shipped" as const, nextActions: ADMIN_ACTIONS.shipped, paid: true, shippedAt: "2024-05-09T10:00:00.000Z" } }));
    renderOrders([
      listMock([unpaid, paid]),
      listMock([paid], "paid"),
      mockOperation(ManageOrdersMarkShippedDocument, { id: paid.id }, markShipped),
      listMock([], "paid"),
    ]);
    await screen.findByText("2 orders");
    await u.selectOptions(screen.getByRole("combobox", { name: "Status" }), "paid");
    await screen.findByText("1 order");
    await u.click(within(rowOf("Titanium full exhaust")).getByRole("button", { name: /Mark shipped/ }));
    expect(await screen.findByText("No paid orders.")).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Titanium full exhaust/ })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal to ship", async () => {
    const u = userEvent.setup();
    renderOrders([
      listMock([paid]),
      mockErrors(ManageOrdersMarkShippedDocument, { id: paid.id }, [new GraphQLError("Only a paid order can be shipped; this one is cancelled.", { extensions: { code: "CONFLICT" } })]),
    ]);
    await screen.findByText("1 order");
    await u.click(screen.getByRole("button", { name: /Mark shipped/ }));
    expect(await screen.findByText("The order could not be marked shipped.")).toBeInTheDocument();
    expect(screen.getByText("Only a paid order can be shipped; this one is cancelled.")).toBeInTheDocument();
  });

  it("cancels an unpaid order after a confirmation", async () => {
    const u = userEvent.setup();
    const cancel = jest.fn(() => ({ cancelOrder: { __typename: "Order", id: unpaid.id, status: "cancelled" as const, nextActions: ADMIN_ACTIONS.cancelled, paid: false, cancelledAt: "2024-05-09T10:00:00.000Z" } }));
    renderOrders([listMock([unpaid, paid]), mockOperation(ManageOrdersCancelDocument, { id: unpaid.id }, cancel)]);
    await screen.findByText("2 orders");
    // A paid order is not cancelled this way: only with its refund.
    expect(within(rowOf("Titanium full exhaust")).queryByRole("button", { name: /^Cancel:/ })).not.toBeInTheDocument();
    await u.click(within(rowOf("Sintered brake pads")).getByRole("button", { name: /^Cancel:/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this order?" });
    expect(dialog).toHaveTextContent("guest@motoparts.test's order of 2 × Sintered brake pads");
    expect(cancel).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("The order was cancelled.")).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Sintered brake pads")).getByText("cancelled")).toBeInTheDocument());
  });

  it("finds orders by number or email once typing pauses, and says when none matches", async () => {
    const u = userEvent.setup();
    const search = jest.fn(() => ({ orders: connection([]) }));
    renderOrders([listMock([unpaid, paid]), mockOperation(ManageOrdersListDocument, { first: ORDERS_PAGE_SIZE, search: "mp-100999" }, search)]);
    await screen.findByText("2 orders");
    // Two letters are not enough to search by: nothing is asked.
    await u.type(screen.getByRole("searchbox", { name: "Find an order" }), "mp");
    await u.type(screen.getByRole("searchbox", { name: "Find an order" }), "-100999");
    expect(await screen.findByText("No order matches “mp-100999”.")).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("packs the ticked paid orders together, and says why when the server refuses", async () => {
    const u = userEvent.setup();
    const second = order(4, "paid", { productname: "Fork seals" });
    const packMany = jest.fn(() => ({
      markOrdersPacked: [paid, second].map((o) => ({ __typename: "Order" as const, id: o.id, status: "packed" as const, nextActions: ADMIN_ACTIONS.packed, paid: true })),
    }));
    renderOrders([listMock([unpaid, paid, second]), mockOperation(ManageOrdersPackManyDocument, { ids: [paid.id, second.id] }, packMany)]);
    await screen.findByText("3 orders");
    expect(screen.queryByRole("button", { name: /^Mark \d+ packed$/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole("checkbox", { name: "Select MP-100002 for packing" }));
    await u.click(screen.getByRole("checkbox", { name: "Select MP-100004 for packing" }));
    await u.click(screen.getByRole("button", { name: "Mark 2 packed" }));
    expect(await screen.findByText("Marked 2 orders as packed.")).toBeInTheDocument();
    expect(packMany).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Fork seals")).getByText("packed")).toBeInTheDocument());
    // Packed orders can no longer be ticked; the bar goes.
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Mark \d+ packed$/ })).not.toBeInTheDocument();
  });

  it("cancels a paid order with its refund after a confirmation naming the amount", async () => {
    const u = userEvent.setup();
    const cancel = jest.fn(() => ({
      cancelOrderWithRefund: { __typename: "Order" as const, id: paid.id, status: "cancelled" as const, nextActions: ADMIN_ACTIONS.cancelled, paid: false, cancelledAt: "2024-05-09T10:00:00.000Z", refunded: 59.98 },
    }));
    renderOrders([listMock([paid]), mockOperation(ManageOrdersCancelWithRefundDocument, { id: paid.id }, cancel)]);
    await screen.findByText("1 order");
    await u.click(screen.getByRole("button", { name: "Cancel and refund: MP-100002" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel MP-100002 and refund it?" });
    expect(dialog).toHaveTextContent("rider@motoparts.test gets $59.98 back in full");
    await u.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByText("MP-100002 was cancelled; its refund is on its way.")).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Titanium full exhaust")).getByText("cancelled")).toBeInTheDocument());
    expect(within(rowOf("Titanium full exhaust")).getByText("$59.98 refunded")).toBeInTheDocument();
  });

  describe("the refund dialog", () => {
    const delivered = order(5, "delivered", { productname: "Brake pads and 1 more" });
    const refundable = (refundedQuantity = 0) => ({
      order: {
        __typename: "Order" as const,
        id: delivered.id,
        number: delivered.number,
        status: "delivered" as const, nextActions: ADMIN_ACTIONS.delivered,
        total: 185,
        refunded: refundedQuantity ? 40 : 0,
        currency: "usd",
        exchangeRate: null,
        charged: chargedAmounts({ subtotal: 17000, shipping: 1500, total: 18500, refunded: refundedQuantity ? 4000 : 0 }),
        lines: [
          { __typename: "OrderLine" as const, id: "l1", name: "Brake pads", partNumber: "FA196HH", quantity: 2, unitPrice: 40, refundedQuantity },
          { __typename: "OrderLine" as const, id: "l2", name: "Chain kit", partNumber: null, quantity: 1, unitPrice: 90, refundedQuantity: 0 },
        ],
        refunds: [],
      },
    });

    it("refunds the chosen units, marked returned, and shows the amount; every unit left takes shipping too", async () => {
      const u = userEvent.setup();
      const refund = jest.fn(() => ({
        refundOrder: {
          __typename: "Order" as const,
          id: delivered.id,
          status: "delivered" as const, nextActions: ADMIN_ACTIONS.delivered,
          paid: true,
          refunded: 40,
          lines: [
            { __typename: "OrderLine" as const, id: "l1", refundedQuantity: 1 },
            { __typename: "OrderLine" as const, id: "l2", refundedQuantity: 0 },
          ],
          refunds: [{ __typename: "Refund" as const, id: "r1", amount: 40, status: "succeeded" as const }],
        },
      }));
      renderOrders([
        listMock([delivered]),
        mockOperation(ManageOrdersRefundableDocument, { id: delivered.id }, refundable()),
        mockOperation(
          ManageOrdersRefundDocument,
          (v) =>
            v.orderId === delivered.id &&
            JSON.stringify(v.input?.lines) === JSON.stringify([{ lineId: "l1", quantity: 1, returned: true }]) &&
            v.input?.note === "One set came back." &&
            /^refund-[0-9a-f-]{36}$/.test(v.input?.idempotencyKey ?? ""),
          refund,
        ),
      ]);
      await screen.findByText("1 order");
      await u.click(screen.getByRole("button", { name: "Refund: MP-100005" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund MP-100005" });
      const pads = await within(dialog).findByRole("combobox", { name: "Units of Brake pads to refund" });
      expect(within(pads).getAllByRole("option").map((o) => o.textContent)).toEqual(["0", "1", "2"]);

      // Nothing chosen: refused here, the server is not asked.
      await u.click(within(dialog).getByRole("button", { name: "Refund" }));
      expect(await within(dialog).findByText("Choose at least one unit to refund.")).toBeInTheDocument();
      expect(refund).not.toHaveBeenCalled();

      // Everything left: the whole rest of the total, shipping included.
      await u.selectOptions(pads, "2");
      await u.selectOptions(within(dialog).getByRole("combobox", { name: "Units of Chain kit to refund" }), "1");
      expect(within(dialog).getByText("Refund: $185.00")).toBeInTheDocument();
      expect(within(dialog).getByText(/shipping, duties and taxes are refunded too/)).toBeInTheDocument();

      await u.selectOptions(pads, "1");
      await u.selectOptions(within(dialog).getByRole("combobox", { name: "Units of Chain kit to refund" }), "0");
      expect(within(dialog).getByText("Refund: $40.00")).toBeInTheDocument();
      await u.click(within(dialog).getByRole("checkbox", { name: "Returned to stock for Brake pads" }));
      await u.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "One set came back.");
      await u.click(within(dialog).getByRole("button", { name: "Refund" }));
      expect(await screen.findByText(/Refund of MP-100005 asked/)).toBeInTheDocument();
      expect(refund).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(rowOf("Brake pads and 1 more")).getByText("$40.00 refunded")).toBeInTheDocument());
    });

    it("shows the server's refusal in the dialog", async () => {
      const u = userEvent.setup();
      renderOrders([
        listMock([delivered]),
        mockOperation(ManageOrdersRefundableDocument, { id: delivered.id }, refundable(2)),
        mockErrors(ManageOrdersRefundDocument, (v) => v.orderId === delivered.id && JSON.stringify(v.input?.lines) === JSON.stringify([{ lineId: "l2", quantity: 1, returned: false }]), [
          new GraphQLError("The payment provider refused this refund: charge_disputed", { extensions: { code: "CONFLICT" } }),
        ]),
      ]);
      await screen.findByText("1 order");
      await u.click(screen.getByRole("button", { name: "Refund: MP-100005" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund MP-100005" });
      // A line refunded in full offers nothing more.
      expect(await within(dialog).findByText("Refunded")).toBeInTheDocument();
      expect(within(dialog).queryByRole("combobox", { name: "Units of Brake pads to refund" })).not.toBeInTheDocument();
      await u.selectOptions(within(dialog).getByRole("combobox", { name: "Units of Chain kit to refund" }), "1");
      await u.click(within(dialog).getByRole("button", { name: "Refund" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent("The payment provider refused this refund: charge_disputed");
    });

    it("says what an order charged in euros gives back in euros: the units at its rate, all that is left for the rest", async () => {
      const u = userEvent.setup();
      // At 0.9 EUR per dollar: $40 pads are €36.00, the $90 kit €81.00, $15 shipping €13.50; €9.00 already back.
      const inEuros = { ...delivered, currency: "eur", totalMoney: money(16650, "EUR") };
      const answer = refundable();
      renderOrders([
        listMock([inEuros]),
        mockOperation(ManageOrdersRefundableDocument, { id: delivered.id }, {
          order: {
            ...answer.order,
            refunded: 10,
            currency: "eur",
            exchangeRate: 0.9,
            charged: chargedAmounts({ subtotal: 15300, shipping: 1350, total: 16650, refunded: 900 }, "EUR"),
          },
        }),
      ]);
      await screen.findByText("1 order");
      // The books in dollars, and what the buyer paid in theirs.
      expect(within(rowOf("Brake pads and 1 more")).getByText("Charged €166.50")).toBeInTheDocument();
      await u.click(screen.getByRole("button", { name: "Refund: MP-100005" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund MP-100005" });
      const pads = await within(dialog).findByRole("combobox", { name: "Units of Brake pads to refund" });
      await u.selectOptions(pads, "1");
      expect(within(dialog).getByText("Refund: $40.00")).toBeInTheDocument();
      expect(within(dialog).getByText("Given back in the currency charged: €36.00")).toBeInTheDocument();
      await u.selectOptions(pads, "2");
      await u.selectOptions(within(dialog).getByRole("combobox", { name: "Units of Chain kit to refund" }), "1");
      expect(within(dialog).getByText("Given back in the currency charged: €157.50")).toBeInTheDocument();
    });
  });

  describe("export filing and documents", () => {
    const TOKEN = "access-token-of-the-admin";
    // Over $2,500 under one Schedule B number, to Germany.
    const exported = {
      ...order(2, "paid", { productname: "Complete engine rebuild kit", exportFiling: eeiRequired }),
      id: "00000000-0000-4000-8000-000000000004",
      number: "MP-100123",
    };
    let fetchMock: jest.SpyInstance;
    let saved: { href: string; download: string }[];
    const createObjectURL = jest.fn((_blob: Blob) => "blob:http://localhost/invoice");

    beforeEach(() => {
      setAccessToken(TOKEN);
      fetchMock = jest.spyOn(globalThis, "fetch");
      saved = [];
      // jsdom has no blob URLs and does not follow links: record what would be saved.
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      localStorage.clear();
    });

    it("flags an order that needs an EEI filing, with the figures, and no other", async () => {
      renderOrders([listMock([unpaid, paid, exported])]);
      await screen.findByText("3 orders");
      const row = rowOf("Complete engine rebuild kit");
      expect(within(row).getByText("EEI filing required")).toBeVisible();
      expect(within(row).getByText(EEI_REASON)).toBeVisible();
      // An export under the threshold, and an order without an address, have no flag.
      expect(within(rowOf("Titanium full exhaust")).queryByText("EEI filing required")).not.toBeInTheDocument();
      expect(within(rowOf("Titanium full exhaust")).queryByText(/No EEI filing/)).not.toBeInTheDocument();
      expect(within(rowOf("Sintered brake pads")).queryByText("EEI filing required")).not.toBeInTheDocument();
    });

    it("offers the commercial invoice and the packing slip of an order with an address only", async () => {
      renderOrders([listMock([unpaid, paid, exported])]);
      await screen.findByText("3 orders");
      const row = rowOf("Complete engine rebuild kit");
      expect(within(row).getByRole("button", { name: "Commercial invoice: MP-100123 (PDF)" })).toHaveTextContent("Commercial invoice");
      expect(within(row).getByRole("button", { name: "Packing slip: MP-100123 (PDF)" })).toHaveTextContent("Packing slip");
      // Beside the order's own action.
      expect(within(row).getByRole("button", { name: /Mark shipped/ })).toBeInTheDocument();
      expect(within(rowOf("Sintered brake pads")).queryByRole("button", { name: /Commercial invoice|Packing slip/ })).not.toBeInTheDocument();
    });

    it("downloads a document with the access token and saves it under the order's number", async () => {
      const u = userEvent.setup();
      fetchMock.mockResolvedValueOnce(new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), { status: 200, headers: { "Content-Type": "application/pdf" } }));
      renderOrders([listMock([exported])]);
      await screen.findByText("1 order");
      await u.click(screen.getByRole("button", { name: "Commercial invoice: MP-100123 (PDF)" }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe(`/orders/${exported.id}/invoice.pdf`);
      expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
      expect(saved[0]).toEqual({ href: "blob:http://localhost/invoice", download: "MP-100123-invoice.pdf" });
      // The PDF itself (the fetch's Blob, of Node's kind rather than jsdom's).
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      expect(createObjectURL.mock.calls[0][0]).toMatchObject({ type: "application/pdf" });

      fetchMock.mockResolvedValueOnce(new Response(new Blob(["%PDF-1.7"]), { status: 200 }));
      await u.click(screen.getByRole("button", { name: "Packing slip: MP-100123 (PDF)" }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(fetchMock.mock.calls[1][0]).toBe(`/orders/${exported.id}/packing-slip.pdf`);
      expect(saved[1].download).toBe("MP-100123-packing-slip.pdf");
    });

    it("renews an expired session once and asks for the document again", async () => {
      const u = userEvent.setup();
      fetchMock
        .mockResolvedValueOnce(Response.json({ message: "Your session has expired." }, { status: 401 }))
        .mockResolvedValueOnce(new Response(new Blob(["%PDF-1.7"]), { status: 200 }));
      // The Apollo client renews the access token when a query of its own is refused; here it just answers.
      renderOrders([listMock([exported]), isAdminMock(adminUser.email, true)]);
      await screen.findByText("1 order");
      await u.click(screen.getByRole("button", { name: "Commercial invoice: MP-100123 (PDF)" }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(saved[0].download).toBe("MP-100123-invoice.pdf");
    });

    it("says so when a document cannot be downloaded", async () => {
      const u = userEvent.setup();
      fetchMock.mockResolvedValueOnce(Response.json({ message: "Order not found.", code: "NOT_FOUND" }, { status: 404 }));
      renderOrders([listMock([exported])]);
      await screen.findByText("1 order");
      await u.click(screen.getByRole("button", { name: "Packing slip: MP-100123 (PDF)" }));
      expect(await screen.findByText("The packing slip could not be downloaded.")).toBeInTheDocument();
      expect(screen.getByText("Order not found.")).toBeInTheDocument();
      expect(saved).toHaveLength(0);

      fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
      await u.click(screen.getByRole("button", { name: "Commercial invoice: MP-100123 (PDF)" }));
      expect(await screen.findByText("The commercial invoice could not be downloaded.")).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });

  it("offers Load more while there are more orders", async () => {
    renderOrders([mockOperation(ManageOrdersListDocument, { first: ORDERS_PAGE_SIZE }, { orders: connection([paid], 41, true) })]);
    expect(await screen.findByText("41 orders")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 41")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("shows the error with a retry", async () => {
    renderOrders([mockNetworkError(ManageOrdersListDocument, { first: ORDERS_PAGE_SIZE }, new Error("offline"))]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the orders.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
