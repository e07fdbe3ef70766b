import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer } from "../../test/mocks";
import type { OrderPageQuery } from "../../gql/graphql";
import OrderPage, { OrderPageDocument } from "./OrderPage";

type Order = Answer<OrderPageQuery>["order"];

const ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1001";

const order = (over: Partial<Order> = {}): Order => ({
  __typename: "Order",
  id: ID,
  number: "MP-100123",
  status: "unpaid",
  paid: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  paidAt: null,
  shippedAt: null,
  cancelledAt: null,
  email: "jonas@example.com",
  lines: [
    { __typename: "OrderLine", id: "l1", partId: "p1", part: { __typename: "Part", id: "p1" }, name: "Brake pads", partNumber: "FA196HH", quantity: 2, unitPrice: 42.5, lineTotal: 85 },
    { __typename: "OrderLine", id: "l2", partId: null, part: null, name: "A part deleted since", partNumber: null, quantity: 1, unitPrice: 10, lineTotal: 10 },
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
    { __typename: "DutyCharge", kind: "duty", label: "Customs duty €3 x 2 tariff headings", amount: 6.98, rate: 0, collected: "checkout" },
    { __typename: "DutyCharge", kind: "vat", label: "VAT 19%", amount: 27.93, rate: 19, collected: "checkout" },
  ],
  ...over,
});

describe("OrderPage", () => {
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
    // The duties and taxes as charged at checkout, each marked, with the reason.
    expect(within(parts).getByText("$34.91")).toBeInTheDocument();
    const duties = within(parts).getByRole("list", { name: "Duties and taxes" });
    expect(within(duties).getAllByText("Paid now")).toHaveLength(2);
    expect(within(parts).getByText(/EU orders up to €150/)).toBeInTheDocument();
    expect(within(parts).getByText("$174.91")).toBeInTheDocument();
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
                dutyBreakdown: [{ __typename: "DutyCharge", kind: "gst", label: "HST 13%", amount: 18.2, rate: 13, collected: "delivery" }],
              }),
            },
          ),
        ],
      });
      const parts = await screen.findByRole("region", { name: "Parts" });
      expect(within(parts).getByText("Due on delivery (estimate)")).toBeInTheDocument();
      expect(within(parts).getByText("Estimate, paid on delivery")).toBeInTheDocument();
      expect(within(parts).getByText("$140.00")).toBeInTheDocument();

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
      mocks: [mockOperation(OrderPageDocument, { id: ID }, { order: order({ status: "paid", paid: true, paidAt: "2026-11-20T10:05:00.000Z" }) })],
    });
    expect(await screen.findByText("Paid")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay now" })).not.toBeInTheDocument();
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
