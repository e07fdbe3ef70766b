import { act, screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadStripe } from "@stripe/stripe-js/pure";
import { loadRuntimeConfig, type RuntimeConfig } from "../../lib/runtime-config";
import { renderPage } from "../../test/render";
import PaymentPage, { PaymentOrderDocument } from "./PaymentPage";
import { PaymentCreateIntentDocument } from "./StripeCheckout";
import { PayWithDemoDocument } from "./PaymentPanel";
import { GiveOrderAddressDocument, OrderShippingOptionsDocument } from "./ShipToStep";
import { MyAddressesDocument } from "../../components/AddressForm";
import type { PaymentOrderQuery } from "../../gql/graphql";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { chargedAmounts, money } from "../../test/money";

type Order = NonNullable<Answer<PaymentOrderQuery>["order"]>;

jest.mock("../../lib/runtime-config", () => ({ loadRuntimeConfig: jest.fn() }));
jest.mock("@stripe/stripe-js/pure", () => ({ loadStripe: jest.fn() }));

const mockedConfig = jest.mocked(loadRuntimeConfig);
const mockedLoadStripe = jest.mocked(loadStripe);

const ORDER_ID = "0c7a1f52-6a1c-4f0e-8d43-5d0b8e9f1001";

const order = (over: Partial<Order> = {}): Order => ({
  __typename: "Order",
  id: ORDER_ID,
  number: "MP-100042",
  productname: "Brembo brake pads",
  userName: "Riley Rider",
  email: "rider@motoparts.test",
  quantity: 5,
  unitPrice: 29.99,
  productPrice: 149.95,
  shipping: 0,
  dueOnDelivery: 0,
  currency: "usd",
  exchangeRate: null,
  totalMoney: money(14995),
  charged: chargedAmounts({ subtotal: 14995, total: 14995 }),
  lines: [{ __typename: "OrderLine", id: "l-1" }],
  partNames: [{ __typename: "OrderLine", id: "l-1", name: "Brembo brake pads" }],
  status: "unpaid",
  screening: "CLEAR",
  paid: false,
  nextActions: ["PAY", "CANCEL"],
  ...over,
});

const orderMock = (over: Partial<Order> = {}): OperationMock => mockOperation(PaymentOrderDocument, { id: ORDER_ID }, { order: order(over) });

function config(payments: RuntimeConfig["payments"]): RuntimeConfig {
  return {
    firebase: { apiKey: "k", authDomain: "d", projectId: "demo-motoparts", authEmulatorUrl: null },
    payments,
  };
}

const withPayments = () => mockedConfig.mockResolvedValue(config({ enabled: true, publishableKey: "pk_test_123", demo: false }));

/** Just enough of Stripe.js for <Elements> and <CardElement>. */
function fakeStripe() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const card = {
    mount: jest.fn(),
    destroy: jest.fn(),
    update: jest.fn(),
    on: jest.fn((event: string, cb: (e: unknown) => void) => {
      listeners[event] = cb;
    }),
    off: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => ({ create: jest.fn(() => card), getElement: jest.fn(() => card), update: jest.fn() })),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
  };
  return { stripe, card, listeners };
}

/** loadStripe's promise, resolved when the test says Stripe.js has arrived. */
function controlledStripe() {
  const fake = fakeStripe();
  let resolve!: (value: unknown) => void;
  mockedLoadStripe.mockReturnValue(new Promise<unknown>((r) => (resolve = r)) as ReturnType<typeof loadStripe>);
  return { ...fake, arrive: () => act(async () => resolve(fake.stripe)) };
}

function renderPayment(mocks: OperationMock[]) {
  return renderPage(<PaymentPage />, {
    path: `/dashboard/payment/${ORDER_ID}`,
    routePath: "/dashboard/payment/:id",
    mocks,
  });
}

describe("PaymentPage", () => {
  beforeEach(() => {
    mockedConfig.mockReset();
    mockedLoadStripe.mockReset();
  });

  it("shows the order and, with payments not configured, explains why and what the owner sets, without a dead Pay button", async () => {
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: false }));
    renderPayment([orderMock()]);
    expect(await screen.findByText("Brembo brake pads")).toBeInTheDocument();
    // The order's number, as everywhere else, not its raw id.
    expect(screen.getByRole("heading", { name: "Please Make Payment for MP-100042" })).toBeInTheDocument();
    expect(screen.queryByText(ORDER_ID, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText("$29.99 per piece")).toBeInTheDocument();
    expect(screen.getByText("$149.95")).toBeInTheDocument();
    expect(screen.getByText("5 pices")).toBeInTheDocument();
    expect(
      await screen.findByText("Card payments are not configured on this shop yet, so this order cannot be paid online."),
    ).toBeInTheDocument();
    expect(screen.getByText("Payments are not switched on")).toBeInTheDocument();
    expect(screen.getByText(/Your order is placed and its pieces are held for you/)).toBeInTheDocument();
    const owner = screen.getByRole("region", { name: "Running this shop?" });
    for (const variable of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      expect(within(owner).getByText(variable)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/dashboard/myorder");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it("shows an order charged in yen in yen, as its card is charged", async () => {
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: false }));
    // At 154.2 yen per dollar: $29.99 a piece is ¥4,624; five of them ¥23,120.
    renderPayment([orderMock({ currency: "jpy", exchangeRate: 154.2, totalMoney: money(23120, "JPY"), charged: chargedAmounts({ subtotal: 23120, total: 23120 }, "JPY") })]);
    expect(await screen.findByText("¥4,624 per piece")).toBeInTheDocument();
    expect(screen.getByText("¥23,120")).toBeInTheDocument();
    expect(screen.queryByText("$149.95")).not.toBeInTheDocument();
  });

  it("keeps Pay disabled until Stripe.js has loaded", async () => {
    withPayments();
    const stripe = controlledStripe();
    renderPayment([orderMock()]);
    const pay = await screen.findByRole("button", { name: "Pay" });
    expect(pay).toBeDisabled();
    expect(mockedLoadStripe).toHaveBeenCalledWith("pk_test_123");

    await stripe.arrive();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled());
    expect(stripe.card.mount).toHaveBeenCalled();
  });

  it("shows the card provider's error in red", async () => {
    const user = userEvent.setup();
    withPayments();
    const stripe = controlledStripe();
    stripe.stripe.confirmCardPayment.mockResolvedValue({ error: { type: "card_error", message: "Your card was declined." } });
    renderPayment([
      orderMock(),
      mockOperation(PaymentCreateIntentDocument, { orderId: ORDER_ID }, { createPaymentIntent: { __typename: "PaymentIntent", id: "pi_1", clientSecret: "pi_1_secret_abc" } }),
    ]);
    await screen.findByRole("button", { name: "Pay" });
    await stripe.arrive();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled());

    // The card field reports a problem as it is typed.
    act(() => stripe.listeners.change({ error: { message: "Your card number is incomplete." } }));
    expect(screen.getByRole("alert")).toHaveTextContent("Your card number is incomplete.");
    act(() => stripe.listeners.change({ error: undefined, complete: true }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(stripe.stripe.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_abc", {
      payment_method: { card: stripe.card, billing_details: { name: "Riley Rider", email: "rider@motoparts.test" } },
    });
    expect(screen.queryByText("Payment received. Waiting for confirmation…")).not.toBeInTheDocument();
  });

  it("confirms the card, then waits for the webhook to mark the order paid", async () => {
    const user = userEvent.setup();
    withPayments();
    const stripe = controlledStripe();
    stripe.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_1", status: "succeeded" } });
    renderPayment([
      orderMock(),
      mockOperation(PaymentCreateIntentDocument, { orderId: ORDER_ID }, { createPaymentIntent: { __typename: "PaymentIntent", id: "pi_1", clientSecret: "pi_1_secret_abc" } }),
      // The first poll still sees it unpaid, the second sees the webhook's work.
      orderMock(),
      orderMock({ status: "paid", paid: true }),
    ]);
    await screen.findByRole("button", { name: "Pay" });
    await stripe.arrive();
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Pay" }));

    expect(await screen.findByText("Payment received. Waiting for confirmation…")).toBeInTheDocument();
    expect(await screen.findByText("This order is paid. Thank you!", undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("shows a paid order as paid, without a card form", async () => {
    withPayments();
    renderPayment([orderMock({ status: "paid", paid: true })]);
    expect(await screen.findByText("This order is paid. Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it("says an order held by the export screening is being reviewed, without a way to pay or which list matched", async () => {
    withPayments();
    renderPayment([orderMock({ screening: "HELD" })]);
    expect(await screen.findByText("We are reviewing this order")).toBeInTheDocument();
    expect(screen.getByText(/check some orders by hand before we take payment/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it("says the order is not found when it is not the shopper's", async () => {
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: false }));
    renderPayment([
      mockErrors(PaymentOrderDocument, { id: ORDER_ID }, [{ message: "No order of yours has this id.", extensions: { code: "NOT_FOUND" } }]),
    ]);
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/dashboard/myorder");
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });

  it("offers the demo method, plainly labelled, where the shop takes no cards, and shows the order paid", async () => {
    const user = userEvent.setup();
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: true }));
    const paid = jest.fn(() => ({ payOrderWithDemo: { __typename: "Order" as const, id: ORDER_ID, status: "paid" as const, paid: true } }));
    renderPayment([orderMock(), mockOperation(PayWithDemoDocument, { orderId: ORDER_ID }, paid), orderMock({ status: "paid", paid: true })]);
    const demo = await screen.findByRole("region", { name: "Demo payment: no money moves" });
    // No card form, and no "not configured" dead end.
    expect(screen.queryByText("Payments are not switched on")).not.toBeInTheDocument();
    await user.click(within(demo).getByRole("button", { name: "Pay with the demo method" }));
    expect(await screen.findByText("This order is paid. Thank you!")).toBeInTheDocument();
    expect(paid).toHaveBeenCalledTimes(1);
    expect(mockedLoadStripe).not.toHaveBeenCalled();
  });

  it("sums up an order of several lines with its shipping, without a price per piece", async () => {
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: true }));
    renderPayment([
      orderMock({
        productname: "Brembo brake pads and 2 more",
        quantity: 4,
        productPrice: 196.49,
        shipping: 45,
        lines: [1, 2, 3].map((i) => ({ __typename: "OrderLine" as const, id: `l-${i}` })),
      }),
    ]);
    expect(await screen.findByText("Brembo brake pads and 2 more")).toBeInTheDocument();
    expect(screen.getByText("$45.00")).toBeInTheDocument();
    expect(screen.getByText("$196.49")).toBeInTheDocument();
    expect(screen.queryByText(/per piece/)).not.toBeInTheDocument();
  });

  it("asks an order placed without an address where it goes, with the method's shipping and duties, before any payment", async () => {
    const user = userEvent.setup();
    mockedConfig.mockResolvedValue(config({ enabled: false, publishableKey: null, demo: true }));
    const berlin = {
      __typename: "Address" as const,
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
    const landed = (total: number) => ({
      __typename: "LandedCost" as const,
      duties: 0,
      taxes: 0,
      dueOnDelivery: 31.5,
      total,
      reason: "Over €150: import VAT is due on delivery.",
      breakdown: [{ __typename: "LandedCharge" as const, kind: "vat" as const, label: "German import VAT 19%", amount: 31.5, collected: "delivery" as const, lineIndexes: [0] }],
    });
    const option = (id: string, label: string, price: number) => ({
      __typename: "ShippingOption" as const,
      id,
      label,
      price,
      minDays: 7,
      maxDays: 14,
      deliveryEstimate: { __typename: "DeliveryEstimate" as const, earliest: "2026-12-16", latest: "2026-12-25" },
      landedCost: landed(149.95 + price),
    });
    const given = jest.fn(() => ({ giveOrderAddress: { __typename: "Order" as const, id: ORDER_ID, nextActions: ["PAY" as const, "CANCEL" as const], shipping: 19, total: 168.95 } }));
    renderPayment([
      orderMock({ nextActions: ["GIVE_ADDRESS", "CANCEL"] }),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [berlin] }),
      mockOperation(
        OrderShippingOptionsDocument,
        { orderId: ORDER_ID, address: { country: "DE", postalCode: "10117", region: null, city: "Berlin" } },
        { orderShippingOptions: [option("m-standard", "Standard international", 19), option("m-express", "Express", 45)] },
      ),
      mockOperation(
        GiveOrderAddressDocument,
        {
          orderId: ORDER_ID,
          input: {
            address: { fullName: "Jonas Weber", line1: "Friedrichstraße 123", line2: null, city: "Berlin", region: null, postalCode: "10117", country: "DE", phone: "+49 30 1234567" },
            shippingMethod: "m-standard",
          },
        },
        given,
      ),
      orderMock({ shipping: 19, productPrice: 168.95, dueOnDelivery: 31.5 }),
    ]);
    const step = await screen.findByRole("region", { name: "Where should we ship it?" });
    // No way to pay before the order knows where it goes.
    expect(screen.queryByRole("region", { name: "Demo payment: no money moves" })).not.toBeInTheDocument();
    // The cheapest method is chosen to start with, and what it costs is shown.
    expect(await within(step).findByText("Total to pay")).toBeInTheDocument();
    expect(within(step).getByRole("radio", { name: /Standard international/ })).toBeChecked();
    // Each method with the days it would arrive, as checkout shows them.
    expect(within(step).getByRole("radio", { name: /Standard international 7–14 business days · Arrives Wed 16 Dec – Fri 25 Dec/ })).toBeInTheDocument();
    expect(within(step).getByText("$168.95")).toBeInTheDocument();
    expect(within(step).getByText(/German import VAT 19%/)).toBeInTheDocument();

    await user.click(within(step).getByRole("button", { name: "Use this address and method" }));
    // The order now has its shipping in its total, and is paid as any other.
    expect(await screen.findByRole("region", { name: "Demo payment: no money moves" })).toBeInTheDocument();
    expect(given).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region", { name: "Where should we ship it?" })).not.toBeInTheDocument();
    // The summary shows the order as refetched, which may answer after the payment step has appeared.
    expect(await screen.findByText("$19.00")).toBeInTheDocument();
    // The summary says what the buyer will still pay on delivery, apart from the total paid now.
    const summary = (await screen.findByText("Due on delivery (estimate)")).parentElement!;
    expect(summary).toHaveTextContent("$31.50");
    expect(summary).toHaveTextContent("Paid to the carrier when the parcel arrives, not charged now.");
  });
});
