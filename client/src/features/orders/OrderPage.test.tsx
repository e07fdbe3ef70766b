import { screen, within } from "@testing-library/react";
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
  subtotal: 95,
  shipping: 45,
  duties: 0,
  taxes: 0,
  total: 140,
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
    expect(within(parts).getByText("$140.00")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Ship to" })).getByText("Germany")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Shipping method" })).getByText("2–5 business days")).toBeInTheDocument();
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
