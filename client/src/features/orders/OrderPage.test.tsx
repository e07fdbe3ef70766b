import { act, screen, waitFor, within } from "@testing-library/react";
import { toaster } from "../../lib/toaster";
import userEvent from "@testing-library/user-event";
import { setAccessToken } from "../../lib/access-token";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { chargedAmounts, money } from "../../test/money";
import type { OrderPageQuery } from "../../gql/graphql";
import OrderPage, { OrderPageDocument } from "./OrderPage";
import { CancelReturnDocument, ReturnRenewDocument } from "./Returns";
import { deliveryDay } from "@shared/delivery";
import { addDays, DISPATCH_TIME_ZONE, wallClock } from "@shared/delivery-calendar";

type Order = Answer<OrderPageQuery>["order"];

const ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1001";

const order = (over: Partial<Order> = {}): Order => ({
  __typename: "Order",
  id: ID,
  number: "MP-100123",
  status: "unpaid",
  screening: "CLEAR",
  nextActions: ["PAY", "CANCEL"],
  paid: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  paidAt: null,
  shippedAt: null,
  cancelledAt: null,
  email: "jonas@example.com",
  lines: [
    { __typename: "OrderLine", id: "l1", partId: "p1", part: { __typename: "Part", id: "p1" }, name: "Brake pads", partNumber: "FA196HH", quantity: 2, unitPrice: 42.5, lineTotal: 85, refundedQuantity: 0 },
    { __typename: "OrderLine", id: "l2", partId: null, part: null, name: "A part deleted since", partNumber: null, quantity: 1, unitPrice: 10, lineTotal: 10, refundedQuantity: 0 },
  ],
  shippingAddress: {
    __typename: "OrderAddress",
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
  },
  shippingMethod: { __typename: "OrderShippingMethod", id: "m1", label: "Express international", minDays: 2, maxDays: 5 },
  // Germany under EUR 150: duty and VAT charged at checkout (IOSS).
  subtotal: 95,
  shipping: 45,
  duties: 6.98,
  taxes: 27.93,
  total: 174.91,
  dueOnDelivery: 0,
  incoterm: "DDP",
  dutyReason: "EU orders up to €150: VAT and a €3 customs duty per tariff heading are charged at checkout.",
  dutyBreakdown: [
    { __typename: "DutyCharge", kind: "duty", label: "Customs duty €3 x 2 tariff headings", amount: 6.98, rate: 0, collected: "checkout", lineIndexes: [0, 1] },
    { __typename: "DutyCharge", kind: "vat", label: "VAT 19%", amount: 27.93, rate: 19, collected: "checkout", lineIndexes: [0, 1] },
  ],
  history: [],
  shipments: [],
  refunded: 0,
  currency: "usd",
  exchangeRate: null,
  charged: chargedAmounts({ subtotal: 9500, shipping: 4500, duties: 698, taxes: 2793, total: 17491 }),
  refunds: [],
  returnable: false,
  returnDeadline: null,
  returns: [],
  deliveryPromise: null,
  ...over,
});

type Return = Order["returns"][number];

/** A return of one brake pad set, asked and not yet answered (its buyer may still cancel it). */
const aReturn = (over: Partial<Return> = {}): Return => ({
  __typename: "Return",
  id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2001",
  number: "RMA-1001",
  status: "REQUESTED",
  reason: "DOES_NOT_FIT",
  note: "Too small for my Africa Twin.",
  deadline: "2026-12-17T10:00:00.000Z",
  rejectReason: null,
  returnShipping: "You pay for the parcel back; the shipping you paid is not refunded.",
  createdAt: "2026-11-28T09:00:00.000Z",
  nextActions: ["CANCEL"],
  exchange: false,
  exchangeOrder: null,
  lines: [
    {
      __typename: "ReturnLine",
      id: "rl1",
      quantity: 1,
      receivedQuantity: null,
      restocked: null,
      orderLine: { __typename: "OrderLine", id: "l1", name: "Brake pads", partNumber: "FA196HH", quantity: 2 },
    },
  ],
  refund: null,
  events: [{ __typename: "ReturnEvent", from: null, to: "REQUESTED", actor: "buyer", note: "Too small for my Africa Twin.", at: "2026-11-28T09:00:00.000Z" }],
  ...over,
});

/** A delivered order, paid and shipped. */
const delivered = (over: Partial<Order> = {}) => order({ status: "delivered", nextActions: [], paid: true, paidAt: "2026-11-20T10:05:00.000Z", ...over });

describe("OrderPage", () => {
  it("shows a delivered order's refunds: given back, being refunded or refused, and what each line has had back", async () => {
    const base = order();
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [
        mockOperation(
          OrderPageDocument,
          { id: ID },
          {
            order: order({
              status: "delivered",
              nextActions: [],
              paid: true,
              lines: [{ ...base.lines[0], refundedQuantity: 1 }, base.lines[1]],
              refunded: 42.5,
              refunds: [
                {
                  __typename: "Refund",
                  id: "r1",
                  amount: 42.5,
                  amountMoney: money(4250),
                  status: "succeeded",
                  note: "One set came back unused.",
                  failureReason: null,
                  createdAt: "2026-11-24T10:00:00.000Z",
                  settledAt: "2026-11-24T10:00:05.000Z",
                  lines: [{ __typename: "RefundedLine", lineId: "l1", quantity: 1, returned: true }],
                },
                {
                  __typename: "Refund",
                  id: "r2",
                  amount: 10,
                  amountMoney: money(1000),
                  status: "failed",
                  note: null,
                  failureReason: "expired_or_canceled_card",
                  createdAt: "2026-11-25T10:00:00.000Z",
                  settledAt: "2026-11-25T10:00:05.000Z",
                  lines: [{ __typename: "RefundedLine", lineId: "l2", quantity: 1, returned: false }],
                },
              ],
            }),
          },
        ),
      ],
    });
    const refunds = await screen.findByRole("list", { name: "Refunds" });
    const [given, refused] = within(refunds).getAllByRole("listitem");
    expect(within(given).getByText("$42.50")).toBeInTheDocument();
    expect(within(given).getByText("Refunded")).toBeInTheDocument();
    expect(within(given).getByText("1 × Brake pads (returned)")).toBeInTheDocument();
    expect(within(given).getByText("One set came back unused.")).toBeInTheDocument();
    expect(within(refused).getByText("Refund failed")).toBeInTheDocument();
    expect(within(refused).getByText("The payment provider refused it: expired_or_canceled_card.")).toBeInTheDocument();
    const parts = screen.getByRole("region", { name: "Parts" });
    expect(within(parts).getByText("1 of 2 refunded")).toBeInTheDocument();
    expect(within(parts).getByText("−$42.50")).toBeInTheDocument();
    // The timeline has each refund where it happened, though a partial one moves no state.
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Refunded $42.50",
      "Refund of $10.00 failed",
    ]);
    expect(within(timeline).getByText("1 × Brake pads (returned)")).toBeInTheDocument();
  });

  it("shows an order charged in euros in euros: each line, duty and tax at its rate, the charged totals and refunds, and the dollars", async () => {
    // At 0.92 EUR per dollar, each figure converted once as the server did: $42.50 → €39.10, $10 → €9.20,
    // $45 shipping → €41.40, $6.98 duty → €6.42, $27.93 VAT → €25.70.
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [
        mockOperation(
          OrderPageDocument,
          { id: ID },
          {
            order: order({
              status: "delivered",
              nextActions: [],
              paid: true,
              currency: "eur",
              exchangeRate: 0.92,
              charged: chargedAmounts({ subtotal: 8740, shipping: 4140, duties: 642, taxes: 2570, total: 16092, refunded: 920 }, "EUR"),
              refunded: 10,
              refunds: [
                {
                  __typename: "Refund",
                  id: "r1",
                  amount: 10,
                  amountMoney: money(920, "EUR"),
                  status: "succeeded",
                  note: null,
                  failureReason: null,
                  createdAt: "2026-11-24T10:00:00.000Z",
                  settledAt: "2026-11-24T10:00:05.000Z",
                  lines: [{ __typename: "RefundedLine", lineId: "l2", quantity: 1, returned: false }],
                },
              ],
            }),
          },
        ),
      ],
    });
    const parts = await screen.findByRole("region", { name: "Parts" });
    const pads = within(parts).getByRole("row", { name: /Brake pads/ });
    expect(within(pads).getByText("€39.10")).toBeInTheDocument();
    expect(within(pads).getByText("€78.20")).toBeInTheDocument();
    const paidNow = within(parts).getByRole("group", { name: "Paid now" });
    expect(within(paidNow).getByText("€87.40")).toBeInTheDocument();
    expect(within(paidNow).getByText("€41.40")).toBeInTheDocument();
    const duties = within(paidNow).getByRole("list", { name: "Duties and taxes paid now" });
    expect(within(duties).getByText("€6.42")).toBeInTheDocument();
    expect(within(duties).getByText("€25.70")).toBeInTheDocument();
    expect(within(paidNow).getByText("€160.92")).toBeInTheDocument();
    expect(within(parts).getByText("−€9.20")).toBeInTheDocument();
    expect(within(parts).getByText("Charged in EUR at 0.92 EUR per US dollar: $174.91 in US dollars.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Refunds" })).getByText("€9.20")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Timeline" })).getByText("Refunded €9.20")).toBeInTheDocument();
    expect(within(parts).queryByText(/^\$/)).toBeNull();
  });

  it("asks the server again on every visit, so a timeline read before a payment is not shown as it was", async () => {
    const placedAt = "2026-11-24T09:00:00.000Z";
    const unpaid = order({ history: [{ __typename: "OrderEvent", from: null, to: "unpaid", actor: "buyer", note: null, at: placedAt }] });
    const paid = order({
      status: "paid",
      paid: true,
      nextActions: [],
      history: [...unpaid.history, { __typename: "OrderEvent", from: "unpaid", to: "paid", actor: "payment", note: null, at: "2026-11-24T09:05:00.000Z" }],
    });
    const { router } = renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      routes: [{ path: "/dashboard/payment/:id", element: <p>payment page</p> }],
      mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: unpaid }), mockOperation(OrderPageDocument, { id: ID }, { order: paid })],
    });
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    expect(within(timeline).getAllByRole("listitem")).toHaveLength(1);
    // Paid elsewhere, then back to the order in the same session: its cache holds the first answer.
    await act(() => router.navigate(`/dashboard/payment/${ID}`));
    await act(() => router.navigate(`/dashboard/orders/${ID}`));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Timeline" })).getAllByRole("listitem")).toHaveLength(2));
    expect(within(screen.getByRole("list", { name: "Timeline" })).getByText("Paid")).toBeInTheDocument();
  });

  it("shows an unpaid order by its number, with Pay now, its lines, address, method and totals", async () => {
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order() })],
    });
    expect(await screen.findByRole("heading", { name: "Order MP-100123" })).toBeInTheDocument();
    expect(screen.getByText("Awaiting payment")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", `/dashboard/payment/${ID}`);
    const parts = screen.getByRole("region", { name: "Parts" });
    expect(within(parts).getByRole("link", { name: "Brake pads" })).toHaveAttribute("href", "/product/p1");
    expect(within(parts).getByText("FA196HH")).toBeInTheDocument();
    // A deleted part keeps its line, without a link.
    expect(within(parts).getByText("A part deleted since").closest("a")).toBeNull();
    // The duties and taxes charged at checkout are paid now, with the parts and shipping, and the reason.
    const paidNow = within(parts).getByRole("group", { name: "Paid now" });
    const duties = within(paidNow).getByRole("list", { name: "Duties and taxes paid now" });
    expect(within(duties).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Customs duty €3 x 2 tariff headingsOn every part$6.98",
      "VAT 19%On every part$27.93",
    ]);
    expect(within(parts).getByText(/EU orders up to €150/)).toBeInTheDocument();
    expect(within(paidNow).getByText("Total").nextSibling).toHaveTextContent("$174.91");
    expect(within(parts).queryByRole("group", { name: "Due on delivery (estimate)" })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Ship to" })).getByText("Germany")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Shipping method" })).getByText("2–5 business days")).toBeInTheDocument();
  });

  it("shows what the buyer pays on delivery, and gives them the commercial invoice", async () => {
    const user = userEvent.setup();
    const fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), { status: 200 }));
    // jsdom has no blob URLs and does not follow links: record what would be saved.
    Object.assign(URL, { createObjectURL: jest.fn(() => "blob:http://localhost/invoice"), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [
          mockOperation(
            OrderPageDocument,
            { id: ID },
            {
              order: order({
                duties: 0,
                taxes: 0,
                total: 140,
                dueOnDelivery: 18.2,
                incoterm: "DAP",
                dutyReason: "Canada: duty and HST are paid to the carrier on delivery (estimate).",
                dutyBreakdown: [{ __typename: "DutyCharge", kind: "gst", label: "HST 13%", amount: 18.2, rate: 13, collected: "delivery", lineIndexes: [0] }],
              }),
            },
          ),
        ],
      });
      const parts = await screen.findByRole("region", { name: "Parts" });
      const due = within(parts).getByRole("group", { name: "Due on delivery (estimate)" });
      // Which part the tax is on: the order's first line, of two.
      expect(within(due).getByRole("listitem")).toHaveTextContent("HST 13%On Brake pads$18.20");
      expect(within(within(parts).getByRole("group", { name: "Paid now" })).getByText("Total").nextSibling).toHaveTextContent("$140.00");

      await user.click(screen.getByRole("button", { name: "Commercial invoice for MP-100123 (PDF)" }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0][0]).toBe(`/orders/${ID}/invoice.pdf`);
      await waitFor(() => expect(saved).toEqual(["MP-100123-invoice.pdf"]));
    } finally {
      fetchMock.mockRestore();
      click.mockRestore();
    }
  });

  it("shows a paid order without Pay now", async () => {
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order({ status: "paid", nextActions: [], paid: true, paidAt: "2026-11-20T10:05:00.000Z" }) })],
    });
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("gives the buyer of a paid order its receipt, and none before it is paid", async () => {
    const user = userEvent.setup();
    const fetchMock = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), { status: 200 }));
    Object.assign(URL, { createObjectURL: jest.fn(() => "blob:http://localhost/receipt"), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const unpaid = renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order() })],
      });
      expect(await screen.findByRole("button", { name: "Commercial invoice for MP-100123 (PDF)" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Receipt/ })).not.toBeInTheDocument();
      unpaid.unmount();

      renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order({ status: "paid", nextActions: [], paid: true, paidAt: "2026-11-20T10:05:00.000Z" }) })],
      });
      await user.click(await screen.findByRole("button", { name: "Receipt for MP-100123 (PDF)" }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0][0]).toBe(`/orders/${ID}/receipt.pdf`);
      await waitFor(() => expect(saved).toEqual(["MP-100123-receipt.pdf"]));
    } finally {
      fetchMock.mockRestore();
      click.mockRestore();
    }
  });

  it("says an unpaid order held by the export screening is being reviewed, without Pay now", async () => {
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order({ screening: "HELD", nextActions: ["CANCEL"] }) })],
    });
    expect(await screen.findByText("We are reviewing this order")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  it("asks for the address of a paid order placed without one, leading to where it is given", async () => {
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [
        mockOperation(OrderPageDocument, { id: ID }, { order: order({ status: "paid", paid: true, nextActions: ["GIVE_ADDRESS"], shippingAddress: null, shippingMethod: null }) }),
      ],
    });
    expect(await screen.findByText("Where should we ship it?")).toBeInTheDocument();
    expect(screen.getByText(/paid but has no shipping address yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Give it its address" })).toHaveAttribute("href", `/dashboard/payment/${ID}`);
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
  });

  describe("timeline and shipments", () => {
    type Event = Order["history"][number];
    type Shipment = Order["shipments"][number];
    const event = (from: Event["from"], to: Event["to"], actor: Event["actor"], at: string, note: string | null = null): Event => ({
      __typename: "OrderEvent",
      from,
      to,
      actor,
      note,
      at,
    });
    const history: Event[] = [
      event(null, "unpaid", "buyer", "2026-11-20T10:00:00.000Z"),
      event("unpaid", "paid", "payment", "2026-11-20T10:05:00.000Z"),
      event("paid", "packed", "admin", "2026-11-21T09:00:00.000Z"),
      event("packed", "shipped", "admin", "2026-11-21T15:30:00.000Z", "UPS 1Z999AA10123456784"),
      event("shipped", "delivered", "system", "2026-11-25T12:00:00.000Z"),
    ];
    const ups: Shipment = {
      __typename: "Shipment",
      id: "s1",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      createdAt: "2026-11-21T15:30:00.000Z",
    };
    const renderOrder = (over: Partial<Order>) =>
      renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order({ status: "delivered", paid: true, paidAt: "2026-11-20T10:05:00.000Z", ...over }) })],
      });

    it("lists the history oldest first: each state with when, who and the note", async () => {
      renderOrder({ history });
      const timeline = await screen.findByRole("region", { name: "Timeline" });
      const items = within(within(timeline).getByRole("list", { name: "Timeline" })).getAllByRole("listitem");
      expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual(["Awaiting payment", "Paid", "Packed", "Shipped", "Delivered"]);
      // Who, in words, and that the first event is the order being placed.
      expect(items[0]).toHaveTextContent(/Order placed · Buyer$/);
      expect(items[1]).toHaveTextContent(/Payment provider$/);
      expect(items[2]).toHaveTextContent(/MotoParts USA$/);
      expect(items[4]).toHaveTextContent(/Automatically$/);
      expect(items[2]).not.toHaveTextContent("Order placed");
      // When: date and time in US English, in the shopper's time zone, with the machine-readable instant.
      const at = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date("2026-11-21T15:30:00.000Z"));
      const time = within(items[3]).getByText(at);
      expect(time.tagName).toBe("TIME");
      expect(time).toHaveAttribute("datetime", "2026-11-21T15:30:00.000Z");
      expect(at).toMatch(/^Nov 2[12], 2026, \d{1,2}:\d{2}\s[AP]M$/);
      // The note only where there is one.
      expect(within(items[3]).getByText("UPS 1Z999AA10123456784")).toBeInTheDocument();
      expect(within(items[4]).queryByText(/1Z999/)).not.toBeInTheDocument();
      // No parcel recorded: no Shipments section.
      expect(screen.queryByRole("region", { name: "Shipments" })).not.toBeInTheDocument();
    });

    it("links a shipment to its carrier's tracking page, in a new tab", async () => {
      renderOrder({ history, shipments: [ups] });
      const shipments = await screen.findByRole("region", { name: "Shipments" });
      expect(within(shipments).getByText("UPS")).toBeInTheDocument();
      expect(within(shipments).getByText("1Z999AA10123456784")).toBeInTheDocument();
      const link = within(shipments).getByRole("link", { name: /^Track on UPS: 1Z999AA10123456784/ });
      expect(link).toHaveTextContent("Track on UPS");
      expect(link).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/);
    });

    it("shows a shipment with another carrier without a tracking link", async () => {
      const other: Shipment = { ...ups, id: "s2", carrier: "other", trackingNumber: "LOCALCOURIER42", trackingUrl: null };
      renderOrder({ history, shipments: [ups, other] });
      const shipments = await screen.findByRole("region", { name: "Shipments" });
      const [first, second] = within(shipments).getAllByRole("listitem");
      expect(within(first).getByRole("link", { name: /Track on UPS/ })).toBeInTheDocument();
      expect(within(second).getByText("Other")).toBeInTheDocument();
      expect(within(second).getByText("LOCALCOURIER42")).toBeInTheDocument();
      expect(within(second).queryByRole("link")).not.toBeInTheDocument();
      expect(within(shipments).getAllByRole("link")).toHaveLength(1);
    });
  });

  describe("returns", () => {
    beforeEach(() => toaster.remove());

    const renderOrder = (answer: { order: Order }, more: OperationMock[] = []) =>
      renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [mockOperation(OrderPageDocument, { id: ID }, answer), ...more],
      });

    it("leads to the return form of a returnable order, saying until when", async () => {
      renderOrder({ order: delivered({ returnable: true, returnDeadline: "2026-12-17T10:00:00.000Z" }) });
      const link = await screen.findByRole("link", { name: "Return parts" });
      expect(link).toHaveAttribute("href", `/dashboard/orders/${ID}/return`);
      expect(link).toHaveAccessibleDescription("You can return parts until December 17, 2026");
      // No return asked yet: no Returns section.
      expect(screen.queryByRole("region", { name: "Returns" })).not.toBeInTheDocument();
    });

    it("offers no return of an order that is not returnable, though it lists the returns it had", async () => {
      renderOrder({ order: delivered({ returnable: false, returnDeadline: "2026-12-17T10:00:00.000Z", returns: [aReturn({ nextActions: [] })] }) });
      expect(await screen.findByRole("region", { name: "Returns" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Return parts" })).not.toBeInTheDocument();
      expect(screen.queryByText(/You can return parts until/)).not.toBeInTheDocument();
      // Nothing the buyer may do with it now: no Cancel return.
      expect(screen.queryByRole("button", { name: /Cancel return/ })).not.toBeInTheDocument();
    });

    it("lists each return: its number, state, parts, reason, shipping back, refusal or refund, and its moves", async () => {
      const refused = aReturn({
        id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2002",
        number: "RMA-1002",
        status: "REJECTED",
        reason: "CHANGED_MIND",
        note: null,
        rejectReason: "The pads were fitted and used.",
        nextActions: [],
        lines: [{ ...aReturn().lines[0], id: "rl2" }],
        events: [
          { __typename: "ReturnEvent", from: null, to: "REQUESTED", actor: "buyer", note: null, at: "2026-11-29T09:00:00.000Z" },
          { __typename: "ReturnEvent", from: "REQUESTED", to: "REJECTED", actor: "admin", note: "The pads were fitted and used.", at: "2026-11-30T09:00:00.000Z" },
        ],
      });
      const refunded = aReturn({
        id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2003",
        number: "RMA-1003",
        status: "REFUNDED",
        reason: "FAULTY",
        note: null,
        returnShipping: "We pay for the parcel back and refund the shipping you paid for these parts.",
        nextActions: [],
        lines: [{ ...aReturn().lines[0], id: "rl3", receivedQuantity: 1, restocked: 0 }],
        refund: { __typename: "Refund", id: "rf1", amountMoney: money(4250), status: "succeeded" },
      });
      renderOrder({ order: delivered({ returnable: true, returnDeadline: "2026-12-17T10:00:00.000Z", returns: [aReturn(), refused, refunded] }) });
      const returns = await screen.findByRole("list", { name: "Returns" });
      const [asked, no, back] = within(returns).getAllByRole("listitem").filter((li) => li.parentElement === returns);

      expect(within(asked).getByText("RMA-1001")).toBeInTheDocument();
      expect(within(asked).getByLabelText("Status: Requested")).toBeInTheDocument();
      expect(within(within(asked).getByRole("list", { name: "Parts of RMA-1001" })).getByText("1 × Brake pads")).toBeInTheDocument();
      expect(within(asked).getByText("Does not fit my bike")).toBeInTheDocument();
      expect(within(asked).getByText("You pay for the parcel back; the shipping you paid is not refunded.")).toBeInTheDocument();
      expect(within(asked).getByRole("button", { name: "Cancel return RMA-1001" })).toBeInTheDocument();

      expect(within(no).getByLabelText("Status: Refused")).toBeInTheDocument();
      expect(within(no).getByText("Refused: The pads were fitted and used.")).toBeInTheDocument();
      expect(within(no).getByText("Changed my mind")).toBeInTheDocument();
      const moves = within(within(no).getByRole("list", { name: "Timeline of RMA-1002" })).getAllByRole("listitem");
      expect(moves.map((li) => li.querySelector("p")?.textContent)).toEqual(["Requested", "Refused"]);
      expect(moves[1]).toHaveTextContent("MotoParts USA");
      expect(within(no).queryByRole("button", { name: /Cancel return/ })).not.toBeInTheDocument();

      expect(within(back).getByLabelText("Status: Refunded")).toBeInTheDocument();
      expect(within(back).getByText("Refunded $42.50")).toBeInTheDocument();
      expect(within(back).getByText("We pay for the parcel back and refund the shipping you paid for these parts.")).toBeInTheDocument();
      expect(within(back).getByText(/All arrived/)).toBeInTheDocument();
      // Only a refused return shows a refusal.
      expect(within(asked).queryByText(/^Refused:/)).not.toBeInTheDocument();
      expect(within(back).queryByText(/^Refused:/)).not.toBeInTheDocument();
    });

    it("says when the buyer asked for the same parts again, and links the order that sends them", async () => {
      const faulty = { reason: "FAULTY" as const, returnShipping: "We pay for the parcel back and refund the shipping you paid for these parts." };
      const asked = aReturn({ ...faulty, exchange: true });
      const exchanged = aReturn({
        ...faulty,
        id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2004",
        number: "RMA-1004",
        status: "EXCHANGED",
        exchange: true,
        exchangeOrder: { __typename: "Order", id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1009", number: "MP-100200" },
        nextActions: [],
        lines: [{ ...aReturn().lines[0], id: "rl4", receivedQuantity: 1, restocked: 0 }],
      });
      const refunded = aReturn({ id: "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f2005", number: "RMA-1005", status: "REFUNDED", nextActions: [] });
      renderOrder({ order: delivered({ returns: [asked, exchanged, refunded] }) });
      const returns = await screen.findByRole("list", { name: "Returns" });
      const [waiting, sent, money] = within(returns).getAllByRole("listitem").filter((li) => li.parentElement === returns);
      const words = "You asked for the same parts again instead of a refund.";

      // Asked, not yet received: no replacement order yet.
      expect(within(waiting).getByText(words)).toBeInTheDocument();
      expect(within(waiting).queryByText(/^Replacement/)).not.toBeInTheDocument();
      expect(within(waiting).queryByRole("link")).not.toBeInTheDocument();

      expect(within(sent).getByLabelText("Status: Exchanged")).toBeInTheDocument();
      expect(within(sent).getByText(words)).toBeInTheDocument();
      expect(within(sent).getByText("Replacement:", { exact: false }).parentElement).toHaveTextContent("Replacement: order MP-100200");
      expect(within(sent).getByRole("link", { name: "order MP-100200" })).toHaveAttribute("href", "/dashboard/orders/0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1009");

      // A refund asked: neither.
      expect(within(money).queryByText(words)).not.toBeInTheDocument();
      expect(within(money).queryByRole("link")).not.toBeInTheDocument();
    });

    describe("customs papers", () => {
      const TOKEN = "buyer-access-token";
      const INVOICE = /^Customs invoice for the parcel back of RMA-/;
      let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
      let click: jest.SpyInstance;
      let saved: string[];

      beforeEach(() => {
        setAccessToken(TOKEN);
        fetchMock = jest.spyOn(globalThis, "fetch");
        // jsdom has no blob URLs and does not follow links: record what would be saved.
        Object.assign(URL, { createObjectURL: jest.fn(() => "blob:http://localhost/return-invoice"), revokeObjectURL: jest.fn() });
        saved = [];
        click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
          saved.push(this.download);
        });
      });

      afterEach(() => {
        fetchMock.mockRestore();
        click.mockRestore();
        localStorage.clear();
      });

      it("offers the customs invoice of a return once it is approved, and not before or after a refusal", async () => {
        const statuses = ["REQUESTED", "APPROVED", "REJECTED", "CANCELLED", "RECEIVED", "REFUNDED", "EXCHANGED"] as const;
        const returns = statuses.map((status, i) => aReturn({ id: `0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f210${i}`, number: `RMA-110${i}`, status, nextActions: [] }));
        renderOrder({ order: delivered({ returns }) });
        const list = await screen.findByRole("list", { name: "Returns" });
        const items = within(list).getAllByRole("listitem").filter((li) => li.parentElement === list);
        const offered = items.map((item) => within(item).queryByRole("button", { name: INVOICE }) !== null);
        expect(Object.fromEntries(statuses.map((status, i) => [status, offered[i]]))).toEqual({
          REQUESTED: false,
          APPROVED: true,
          REJECTED: false,
          CANCELLED: false,
          RECEIVED: true,
          REFUNDED: true,
          EXCHANGED: true,
        });
        expect(within(items[1]).getByRole("button", { name: "Customs invoice for the parcel back of RMA-1101 (PDF)" })).toHaveTextContent(
          "Customs invoice for the parcel back (PDF)",
        );
      });

      it("downloads it with the access token, renewing an expired session once, and saves it under the return's number", async () => {
        const user = userEvent.setup();
        const approved = aReturn({ status: "APPROVED" });
        fetchMock
          .mockResolvedValueOnce(Response.json({ message: "Your session has expired." }, { status: 401 }))
          .mockResolvedValueOnce(new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), { status: 200 }));
        // The Apollo client renews the access token when a query of its own is refused; here it just answers.
        const renew = jest.fn(() => ({ returnRequest: { __typename: "Return", id: approved.id, status: "APPROVED" as const } }));
        renderOrder({ order: delivered({ returns: [approved] }) }, [mockOperation(ReturnRenewDocument, { id: approved.id }, renew)]);

        await user.click(await screen.findByRole("button", { name: "Customs invoice for the parcel back of RMA-1001 (PDF)" }));
        await waitFor(() => expect(saved).toEqual(["RMA-1001-invoice.pdf"]));
        expect(fetchMock).toHaveBeenCalledTimes(2);
        expect(renew).toHaveBeenCalledTimes(1);
        const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
        expect(url).toBe(`/returns/${approved.id}/invoice.pdf`);
        expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
      });

      it("says why the invoice could not be downloaded", async () => {
        const user = userEvent.setup();
        const message = "Return RMA-1001 is not approved: its papers come with the approval.";
        fetchMock.mockResolvedValueOnce(Response.json({ message }, { status: 409 }));
        renderOrder({ order: delivered({ returns: [aReturn({ status: "APPROVED" })] }) });

        await user.click(await screen.findByRole("button", { name: "Customs invoice for the parcel back of RMA-1001 (PDF)" }));
        expect(await screen.findByText("We could not download the customs invoice")).toBeInTheDocument();
        expect(screen.getByText(message)).toBeInTheDocument();
        expect(saved).toEqual([]);
      });
    });

    it("cancels a return after confirming, and shows it cancelled", async () => {
      const user = userEvent.setup();
      const cancelledAt = "2026-11-29T12:00:00.000Z";
      const cancel = jest.fn(() => ({
        cancelReturn: {
          ...aReturn({
            status: "CANCELLED",
            nextActions: [],
            events: [...aReturn().events, { __typename: "ReturnEvent", from: "REQUESTED", to: "CANCELLED", actor: "buyer", note: "Cancelled by the buyer.", at: cancelledAt }],
          }),
          order: { __typename: "Order", id: ID, returnable: true, returnDeadline: "2026-12-17T10:00:00.000Z", lines: [{ __typename: "OrderLine", id: "l1", returnableQuantity: 2 }, { __typename: "OrderLine", id: "l2", returnableQuantity: 1 }] },
        },
      }));
      renderOrder({ order: delivered({ returnable: true, returnDeadline: "2026-12-17T10:00:00.000Z", returns: [aReturn()] }) }, [
        mockOperation(CancelReturnDocument, { id: aReturn().id }, cancel),
      ]);
      await user.click(await screen.findByRole("button", { name: "Cancel return RMA-1001" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Cancel return RMA-1001?" });
      expect(cancel).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));

      expect(await screen.findByText("Return RMA-1001 cancelled")).toBeInTheDocument();
      expect(cancel).toHaveBeenCalledTimes(1);
      const returns = screen.getByRole("region", { name: "Returns" });
      expect(await within(returns).findByLabelText("Status: Cancelled")).toBeInTheDocument();
      expect(within(returns).queryByRole("button", { name: /Cancel return/ })).not.toBeInTheDocument();
    });

    it("keeps the return when the buyer backs out of the confirmation", async () => {
      const user = userEvent.setup();
      renderOrder({ order: delivered({ returnable: true, returnDeadline: "2026-12-17T10:00:00.000Z", returns: [aReturn()] }) });
      await user.click(await screen.findByRole("button", { name: "Cancel return RMA-1001" }));
      const dialog = await screen.findByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "No, keep it" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      // No cancelReturn mock: had it been sent, the failure toast would show.
      expect(screen.queryByText("We could not cancel this return")).not.toBeInTheDocument();
      expect(screen.getByLabelText("Status: Requested")).toBeInTheDocument();
    });
  });

  describe("delivery", () => {
    type Promised = NonNullable<Order["deliveryPromise"]>;
    /** Promised Tue 8 Dec – Fri 11 Dec, to be dispatched on `dispatchBy`; not shipped yet. */
    const promise = (over: Partial<Promised> = {}): Promised => ({
      __typename: "DeliveryPromise",
      earliest: "2026-12-08",
      latest: "2026-12-11",
      dispatchBy: "2026-12-07",
      shippedAt: null,
      deliveredAt: null,
      outcome: "PENDING",
      daysLate: 0,
      ...over,
    });
    /** The warehouse's day (US Eastern) this many days from today: the late check runs on today's date. */
    const warehouseDay = (days: number) => addDays(wallClock(new Date(), DISPATCH_TIME_ZONE).day, days);
    const paid = (over: Partial<Order>) => order({ status: "paid", nextActions: [], paid: true, paidAt: "2026-11-20T10:05:00.000Z", ...over });

    const renderOrder = (answer: Order) =>
      renderPage(<OrderPage />, {
        path: `/dashboard/orders/${ID}`,
        routePath: "/dashboard/orders/:id",
        mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: answer })],
      });
    /** The "Delivery" group's lines, in the Shipping method card. */
    const deliveryLines = async () => {
      const method = await screen.findByRole("region", { name: "Shipping method" });
      const group = within(method).getByRole("group", { name: "Delivery" });
      return Array.from(group.querySelectorAll("p")).map((p) => p.textContent);
    };

    it("shows the promised dates and the day it is to be dispatched by, before it leaves", async () => {
      const tomorrow = warehouseDay(1);
      renderOrder(paid({ deliveryPromise: promise({ dispatchBy: tomorrow }) }));
      expect(await deliveryLines()).toEqual(["Delivery", "Promised: Tue 8 Dec – Fri 11 Dec", `Dispatch by ${deliveryDay(tomorrow)}`]);
    });

    it("says a paid order not shipped past its dispatch day is late to leave", async () => {
      const dayBefore = warehouseDay(-1);
      renderOrder(paid({ status: "packed", deliveryPromise: promise({ dispatchBy: dayBefore }) }));
      expect(await deliveryLines()).toEqual(["Delivery", "Promised: Tue 8 Dec – Fri 11 Dec", `Running late: it was due to be dispatched by ${deliveryDay(dayBefore)}`]);
    });

    it("does not call an unpaid order late: it waits on its buyer", async () => {
      const dayBefore = warehouseDay(-1);
      renderOrder(order({ deliveryPromise: promise({ dispatchBy: dayBefore }) }));
      expect(await deliveryLines()).toEqual(["Delivery", "Promised: Tue 8 Dec – Fri 11 Dec", `Dispatch by ${deliveryDay(dayBefore)}`]);
    });

    it("says the day a shipped order left, by the warehouse's calendar", async () => {
      // 20:30 in New York on Monday 7 December is already Tuesday in UTC.
      renderOrder(paid({ status: "shipped", shippedAt: "2026-12-08T01:30:00.000Z", deliveryPromise: promise({ shippedAt: "2026-12-08T01:30:00.000Z" }) }));
      expect(await deliveryLines()).toEqual(["Delivery", "Promised: Tue 8 Dec – Fri 11 Dec", "Shipped Mon 7 Dec"]);
    });

    it("says one day when the earliest and the latest are the same", async () => {
      renderOrder(paid({ deliveryPromise: promise({ latest: "2026-12-08", dispatchBy: warehouseDay(1) }) }));
      expect((await deliveryLines())[1]).toBe("Promised: Tue 8 Dec");
    });

    it.each([
      ["on time", promise({ deliveredAt: "2026-12-10T15:00:00.000Z", outcome: "ON_TIME" }), "Delivered Thu 10 Dec: on time (promised Tue 8 Dec – Fri 11 Dec)"],
      ["early", promise({ deliveredAt: "2026-12-07T15:00:00.000Z", outcome: "EARLY" }), "Delivered Mon 7 Dec: earlier than promised (promised Tue 8 Dec – Fri 11 Dec)"],
      ["a day late", promise({ deliveredAt: "2026-12-12T15:00:00.000Z", outcome: "LATE", daysLate: 1 }), "Delivered Sat 12 Dec: 1 day later than promised (promised Tue 8 Dec – Fri 11 Dec)"],
      ["days late", promise({ deliveredAt: "2026-12-13T15:00:00.000Z", outcome: "LATE", daysLate: 2 }), "Delivered Sun 13 Dec: 2 days later than promised (promised Tue 8 Dec – Fri 11 Dec)"],
    ])("says how a delivery %s went against the promise", async (_, kept, words) => {
      renderOrder(delivered({ deliveryPromise: { ...kept, shippedAt: "2026-12-07T18:00:00.000Z" } }));
      expect(await deliveryLines()).toEqual(["Delivery", words]);
    });

    it("says nothing of delivery for an order without a promise, or cancelled before it arrived", async () => {
      const { unmount } = renderOrder(paid({}));
      const method = await screen.findByRole("region", { name: "Shipping method" });
      expect(within(method).getByText("Express international")).toBeInTheDocument();
      expect(within(method).queryByRole("group", { name: "Delivery" })).not.toBeInTheDocument();
      unmount();
      renderOrder(order({ status: "cancelled", nextActions: [], cancelledAt: "2026-11-21T10:00:00.000Z", deliveryPromise: promise() }));
      expect(await screen.findByText("Cancelled")).toBeInTheDocument();
      expect(screen.queryByRole("group", { name: "Delivery" })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Promised: /)).not.toBeInTheDocument();
    });
  });

  it("says the order is not found when it is not the shopper's", async () => {
    renderPage(<OrderPage />, {
      path: `/dashboard/orders/${ID}`,
      routePath: "/dashboard/orders/:id",
      mocks: [mockErrors(OrderPageDocument, { id: ID }, [{ message: "No order of yours has this id.", extensions: { code: "NOT_FOUND" } }])],
    });
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/dashboard/myorder");
  });
});
