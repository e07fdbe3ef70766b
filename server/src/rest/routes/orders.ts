/** The REST paths of orders: the spec's one-part orders, the quote, checkout and the orders of many lines. */
import { ORDER_STATUSES } from "../../modules/orders";
import { CURRENCY_CODES } from "../../../../shared/currencies";
import { arrayOf, currency, inserted, insertedSchema, int, nullable, num, obj, str, type RestRoute } from "../route-table";

const ORDER_FIELDS = "id productname userName email quantity productPrice paid status createdAt part { id }";

interface OrderData {
  id: string;
  productname: string;
  userName: string;
  email: string;
  quantity: number;
  productPrice: number;
  paid: boolean;
  status: string;
  createdAt: string;
  part?: { id: string } | null;
}

const order = (o: OrderData) => ({
  _id: o.id,
  productname: o.productname,
  userName: o.userName,
  email: o.email,
  quantity: o.quantity,
  productPrice: o.productPrice,
  paid: o.paid,
  status: o.status,
  partId: o.part?.id ?? null,
  createdAt: o.createdAt,
});

const INCOTERM = { type: "string", enum: ["DDP", "DAP"] } as const;
const DUTY_BREAKDOWN = arrayOf(
  obj({
    kind: { type: "string", enum: ["duty", "vat", "gst"] },
    label: str,
    amount: num,
    rate: num,
    collected: { type: "string", enum: ["checkout", "delivery"] },
  }),
);

/** An order of many lines, as POST /orders places it and GET /orders/{id} reads it. */
const CHECKOUT_ORDER_FIELDS = `id number status screening subtotal shipping duties taxes total dueOnDelivery currency exchangeRate
  charged { subtotal { amount } shipping { amount } duties { amount } taxes { amount } total { amount amountMinor } }
  dutyBreakdown { kind label amount rate collected } incoterm dutyReason
  lines { partId name partNumber quantity unitPrice lineTotal }`;
const checkoutOrderSchema = obj({
  id: str,
  number: str,
  status: { type: "string", enum: ORDER_STATUSES },
  screening: { type: "string", enum: ["CLEAR", "HELD", "CLEARED", "REFUSED"] },
  lines: arrayOf(obj({ partId: nullable(str), name: str, partNumber: nullable(str), quantity: int, unitPrice: num, lineTotal: num })),
  subtotal: num,
  shipping: num,
  duties: num,
  taxes: num,
  total: num,
  dueOnDelivery: num,
  dutyBreakdown: DUTY_BREAKDOWN,
  incoterm: nullable(INCOTERM),
  dutyReason: nullable(str),
  currency: { type: "string", enum: CURRENCY_CODES },
  exchangeRate: nullable(num),
  charged: obj({ subtotal: str, shipping: str, duties: str, taxes: str, total: str, totalMinor: int }),
});

interface Charged {
  currency: string;
  charged: Record<"subtotal" | "shipping" | "duties" | "taxes", { amount: string }> & { total: { amount: string; amountMinor: number } };
}

/**
 * An order of many lines as REST writes it: the dollar figures as before, and `charged`, what the buyer
 * pays in the charged currency (decimal strings in its major unit, and the total in its minor unit).
 */
const checkoutOrder = ({ charged, ...o }: Charged & Record<string, unknown>) => ({
  ...o,
  currency: o.currency.toUpperCase(),
  charged: {
    subtotal: charged.subtotal.amount,
    shipping: charged.shipping.amount,
    duties: charged.duties.amount,
    taxes: charged.taxes.amount,
    total: charged.total.amount,
    totalMinor: charged.total.amountMinor,
  },
});

const orderSchema = obj({
  _id: str,
  productname: str,
  userName: nullable(str),
  email: str,
  quantity: int,
  productPrice: num,
  paid: { type: "boolean" },
  status: { type: "string", enum: ORDER_STATUSES },
  partId: nullable(str),
  createdAt: { type: "string", format: "date-time" },
});

export const orderRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/order",
    summary:
      "Places an order for the signed-in user. The part is `partId` (an extension of the spec's payload) or the part whose name equals `productname`; `email` must be yours; `productPrice` and `userName` are ignored: the server prices the order.",
    auth: "bearer",
    operation: `mutation RestPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
    variables: ({ body }) => ({
      input: {
        partId: body.partId,
        productName: body.partId === undefined ? body.productname : undefined,
        quantity: body.quantity,
        buyerEmail: body.email,
      },
    }),
    respond: (data) => inserted(data.placeOrder.id),
    status: 201,
    location: (data) => `/order/${data.placeOrder.id}`,
    requestBody: obj(
      { partId: str, productname: str, userName: str, email: str, quantity: int, productPrice: num },
      ["quantity"],
    ),
    response: insertedSchema,
  },
  {
    method: "POST",
    path: "/checkout/quote",
    summary:
      "What parts cost shipped to a destination, in US dollars to the cent or in `currency` (EUR, JPY) at the shop's rate, held for checkout by `rateLock` for 30 minutes: each line, the subtotal, every shipping option that can carry the parcel (cheapest first, each with its duties, taxes and total), and with the cheapest option the duties and taxes charged at checkout, the total, what is due on delivery (an estimate, not in the total), the breakdown (`collected`: `checkout` or `delivery`), the Incoterm (DDP or DAP) and the reason in one line. Duties and taxes are an estimate from the shop's destination rules, not customs advice. A refusal lists every wrong field in `fields` (`lines.1.quantity`, `address.postalCode`).",
    auth: "public",
    refusals: { "422": "A destination the shop may not ship to (US export controls)" },
    operation: `query RestCheckoutQuote($lines: [CartLineInput!]!, $address: DestinationInput!, $currency: CurrencyCode) {
      checkoutQuote(lines: $lines, address: $address, currency: $currency) {
        lines { partId name partNumber quantity unitPrice lineTotal }
        subtotal shippingOptions { id label price minDays maxDays landedCost { duties taxes dueOnDelivery total incoterm } }
        duties taxes total dueOnDelivery dutyBreakdown { kind label amount rate collected } incoterm dutyReason currency
        exchangeRate rateLock { id ratePerUsd expiresAt }
      }
    }`,
    variables: ({ body }) => ({ lines: body.lines, address: body.address, currency: currency(body.currency) ?? "USD" }),
    respond: (data) => data.checkoutQuote,
    requestBody: obj({
      lines: arrayOf(obj({ partId: str, quantity: int })),
      address: obj({ country: str, postalCode: str, region: str, city: str }, ["country"]),
      currency: str,
    }, ["lines", "address"]),
    response: obj({
      lines: arrayOf(obj({ partId: str, name: str, partNumber: nullable(str), quantity: int, unitPrice: num, lineTotal: num })),
      subtotal: num,
      shippingOptions: arrayOf(
        obj({
          id: str,
          label: str,
          price: num,
          minDays: int,
          maxDays: int,
          landedCost: obj({ duties: num, taxes: num, dueOnDelivery: num, total: num, incoterm: INCOTERM }),
        }),
      ),
      duties: num,
      taxes: num,
      total: num,
      dueOnDelivery: num,
      dutyBreakdown: DUTY_BREAKDOWN,
      incoterm: INCOTERM,
      dutyReason: str,
      currency: { type: "string", enum: CURRENCY_CODES },
      exchangeRate: nullable(num),
      rateLock: { type: ["object", "null"], properties: { id: str, ratePerUsd: num, expiresAt: str } },
    }),
  },
  {
    method: "POST",
    path: "/orders",
    summary:
      "Places one order of many lines for the signed-in user, shipped to `address` by `shippingMethod` (an option `id` from `POST /checkout/quote`), taking every line's stock at once: all or nothing. The same `idempotencyKey` again answers the same order. A refusal lists every wrong field in `fields`; nothing is written then.",
    auth: "bearer",
    refusals: {
      "409": "Too many unpaid orders, or too much held unpaid",
      "422": "A destination the shop may not ship to (US export controls), or an idempotency key already used for another order",
    },
    operation: `mutation RestCheckout($input: CheckoutInput!) { checkout(input: $input) { ${CHECKOUT_ORDER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        lines: body.lines,
        address: body.address,
        shippingMethod: body.shippingMethod,
        idempotencyKey: body.idempotencyKey,
        currency: currency(body.currency),
        rateLockId: body.rateLockId,
      },
    }),
    respond: (data) => checkoutOrder(data.checkout),
    status: 201,
    location: (data) => `/order/${data.checkout.id}`,
    requestBody: obj(
      {
        lines: arrayOf(obj({ partId: str, quantity: int })),
        address: obj(
          { fullName: str, line1: str, line2: nullable(str), city: str, region: nullable(str), postalCode: nullable(str), country: str, phone: str },
          ["fullName", "line1", "city", "country", "phone"],
        ),
        shippingMethod: str,
        idempotencyKey: str,
        currency: str,
        rateLockId: str,
      },
      ["lines", "address", "shippingMethod", "idempotencyKey"],
    ),
    response: checkoutOrderSchema,
  },
  {
    method: "GET",
    path: "/orders/:id",
    summary:
      "One order of many lines, for its buyer or an admin: its lines, totals, duties and taxes, where it goes, and `screening` (HELD: being reviewed before it can be paid or shipped).",
    auth: "bearer",
    operation: `query RestCheckoutOrder($id: ID!) { order(id: $id) { ${CHECKOUT_ORDER_FIELDS} shippingAddress { fullName line1 line2 city region postalCode country phone } } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => checkoutOrder(data.order),
    response: {
      ...checkoutOrderSchema,
      properties: {
        ...checkoutOrderSchema.properties,
        shippingAddress: {
          type: ["object", "null"],
          properties: { fullName: str, line1: str, line2: nullable(str), city: str, region: nullable(str), postalCode: nullable(str), country: str, phone: str },
        },
      },
    },
  },
  {
    method: "GET",
    path: "/order",
    summary: "The orders of `email`, newest first, without cancelled ones: your own, or anyone's for an admin.",
    auth: "bearer",
    operation: `query RestOrders($email: String!) { ordersByEmail(email: $email) { ${ORDER_FIELDS} } }`,
    variables: (req) => ({ email: req.query.email }),
    respond: (data) => data.ordersByEmail.map(order),
    query: [{ name: "email", required: true, description: "Whose orders.", schema: str }],
    response: arrayOf(orderSchema),
  },
  {
    method: "GET",
    path: "/order/:id",
    summary: "One order, for its buyer or an admin.",
    auth: "bearer",
    operation: `query RestOrder($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => order(data.order),
    response: orderSchema,
  },
  {
    method: "DELETE",
    path: "/order/:id",
    summary:
      "Cancels an unpaid order (its buyer or an admin) and puts its stock back. The order is kept as cancelled; `deletedCount` is 1 once it is cancelled, also when it already was.",
    auth: "bearer",
    operation: `mutation RestCancelOrder($id: ID!) { cancelOrder(id: $id) { id status } }`,
    variables: (req) => ({ id: req.params.id }),
    respond: (data) => ({ acknowledged: true, deletedCount: data.cancelOrder.status === "cancelled" ? 1 : 0 }),
    response: obj({ acknowledged: { type: "boolean" }, deletedCount: int }),
  },
];
