import type { Order, OrderCharge, OrderLine, Refund } from "../../generated/prisma/client";
import { addressLines, countryName } from "../../../../shared/addresses";
import { TAX_REGISTRATIONS, type TaxRegistration } from "../../../../shared/tax-registrations";
import { formatHsCode } from "../../../../shared/trade-codes";
import { taxRegistrationFor } from "../landed-cost";
import type { OrderAddress, OrderShippingMethod } from "../orders";

/**
 * The export papers of an order, as text before layout: a commercial invoice for customs (the
 * buyer's and the shop's) and a packing slip for whoever packs the parcel. The PDF writer only lays
 * these out, so what a document says is tested here, as words.
 */

/** The exporter of record: the shop's warehouse. */
export const SELLER = {
  name: "MotoParts USA LLC",
  lines: ["4120 Commerce Drive, Suite B", "Reno, NV 89502", "United States"],
  phone: "+1 775 555 0142",
  email: "orders@motoparts-usa.example",
};

export interface DocumentOrder {
  order: Order;
  lines: OrderLine[];
  charges: OrderCharge[];
  /** Its refunds that went through, oldest first. */
  refunds: Refund[];
  /** The shop's tax registration numbers (config's IOSS_NUMBER and the others). */
  registrations: Partial<Record<TaxRegistration, string>>;
}

export interface InvoiceLine {
  description: string;
  partNumber: string | null;
  hsCode: string;
  origin: string;
  quantity: number;
  unitValue: string;
  total: string;
  weight: string;
}

export interface CommercialInvoice {
  title: "Commercial invoice";
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  lines: InvoiceLine[];
  /** Label and amount rows under the lines. */
  totals: [string, string][];
  /** Whether and how it was paid, and what was refunded. */
  payment: string[];
  /** The registration the seller collected the destination's tax under, when it did. */
  sellerRegistration: string | null;
  currency: "USD";
  incoterm: "DDP" | "DAP";
  incotermText: string;
  reasonForExport: "Sale";
  totalWeight: string;
  declaration: string;
}

export interface Receipt {
  title: "Receipt";
  number: string;
  /** When it was paid. */
  date: string;
  seller: string[];
  buyer: string[];
  lines: { description: string; quantity: number; unitValue: string; total: string }[];
  totals: [string, string][];
  payment: string[];
  sellerRegistration: string | null;
}

export interface PackingSlip {
  title: "Packing slip";
  number: string;
  date: string;
  shipTo: string[];
  method: string;
  lines: { description: string; partNumber: string | null; quantity: number; weight: string; box: string | null }[];
  totalUnits: number;
  totalWeight: string;
}

const usd = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kg = (grams: number) => `${(grams / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 })} kg`;
const day = (at: Date) => at.toISOString().slice(0, 10);
export const orderNumber = (order: Pick<Order, "number">) => `MP-${order.number}`;

/** The address in its country's format (shared/addresses.ts, as the pages print it), then the phone for the courier. */
function shipToLines(a: OrderAddress): string[] {
  return [...addressLines(a), `Phone ${a.phone}`];
}

/** An order the papers are for: one shipped to an address (the spec's one-part orders have none). */
export function shippingAddressOf(order: Order): OrderAddress | null {
  return (order.shippingAddress as OrderAddress | null) ?? null;
}

/** How it was paid: by card through Stripe (it has a PaymentIntent), or with the demo method. */
function paymentMethod(order: Order): string {
  return order.paymentIntentId ? "by card (Stripe)" : "with the demo payment method (no money moved)";
}

/** Whether and how the order was paid, then each refund: what the invoice and the receipt say of payment. */
function paymentLines(order: Order, refunds: Refund[]): string[] {
  const paid = order.paidAt
    ? `Paid ${day(order.paidAt)} ${paymentMethod(order)}`
    : order.status === "cancelled"
      ? "Not paid: cancelled before payment"
      : "Awaiting payment";
  return [paid, ...refunds.map((r) => `Refunded USD ${usd(r.amountCents)} on ${day(r.settledAt ?? r.createdAt)}`)];
}

/**
 * The registration the shop collected the destination's tax under (IOSS, UK VAT, VOEC, Australia's or New
 * Zealand's GST), quoted when it charged some of the order's tax at checkout and has the number.
 */
function sellerRegistration(order: Order, charges: OrderCharge[], registrations: DocumentOrder["registrations"]): string | null {
  const country = shippingAddressOf(order)?.country;
  const kind = country ? taxRegistrationFor(country) : null;
  const number = kind ? registrations[kind] : undefined;
  if (!kind || !number || !charges.some((c) => c.collected === "checkout" && c.kind !== "duty")) return null;
  return `Seller's ${TAX_REGISTRATIONS[kind].label} number ${number}: the tax on this order was collected at the sale`;
}

const buyerLines = (order: Order) => {
  const address = shippingAddressOf(order);
  return address ? [...shipToLines(address), order.buyerEmail] : [order.buyerEmail];
};

const chargedTotals = (order: Order, charges: OrderCharge[]): [string, string][] => [
  ["Goods", usd(order.subtotalCents)],
  ["Shipping", usd(order.shippingCents)],
  ...charges.filter((c) => c.collected === "checkout").map((c): [string, string] => [c.label, usd(c.amountCents)]),
];

/** The buyer's receipt of a paid order: what was paid, how and when, and what was refunded since. */
export function receipt({ order, lines, charges, refunds, registrations }: DocumentOrder): Receipt {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid`);
  const refunded = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    title: "Receipt",
    number: orderNumber(order),
    date: day(order.paidAt),
    seller: [SELLER.name, ...SELLER.lines, SELLER.email],
    buyer: buyerLines(order),
    lines: lines.map((l) => ({ description: l.partNumber ? `${l.name} (${l.partNumber})` : l.name, quantity: l.quantity, unitValue: usd(l.unitPriceCents), total: usd(l.unitPriceCents * l.quantity) })),
    totals: [
      ...chargedTotals(order, charges),
      ["Total paid", usd(order.totalCents)],
      ...(refunded ? ([["Refunded", usd(refunded)], ["Net paid", usd(order.totalCents - refunded)]] as [string, string][]) : []),
    ],
    payment: paymentLines(order, refunds),
    sellerRegistration: sellerRegistration(order, charges, registrations),
  };
}

/** Every line of a receipt as it reads, top to bottom: what the PDF prints and the tests read. */
export function receiptText(r: Receipt): string[] {
  return [
    `${r.title} ${r.number}`,
    `Paid ${r.date}`,
    "Seller",
    ...r.seller,
    "Buyer",
    ...r.buyer,
    ...r.lines.map((l) => `${l.description} | Qty ${l.quantity} | Unit USD ${l.unitValue} | Total USD ${l.total}`),
    ...r.totals.map(([label, amount]) => `${label}: USD ${amount}`),
    ...r.payment,
    ...(r.sellerRegistration ? [r.sellerRegistration] : []),
  ];
}

export function commercialInvoice({ order, lines, charges, refunds, registrations }: DocumentOrder): CommercialInvoice {
  const address = shippingAddressOf(order);
  if (!address) throw new Error(`order ${order.id} has no shipping address`);
  const incoterm = order.incoterm === "DDP" ? "DDP" : "DAP";
  const charged = charges.filter((c) => c.collected === "checkout");
  return {
    title: "Commercial invoice",
    number: orderNumber(order),
    date: day(order.createdAt),
    seller: [SELLER.name, ...SELLER.lines, `Phone ${SELLER.phone}`, SELLER.email],
    buyer: buyerLines(order),
    lines: lines.map((l) => ({
      description: l.name,
      partNumber: l.partNumber,
      hsCode: l.hsCode ? formatHsCode(l.hsCode) : "not classified",
      origin: l.originCountry ? countryName(l.originCountry) : "unknown",
      quantity: l.quantity,
      unitValue: usd(l.unitPriceCents),
      total: usd(l.unitPriceCents * l.quantity),
      weight: kg(l.weightGrams),
    })),
    totals: [
      ["Goods", usd(order.subtotalCents)],
      ["Shipping", usd(order.shippingCents)],
      ...charged.map((c): [string, string] => [`${c.label} (paid by the seller)`, usd(c.amountCents)]),
      ["Invoice total", usd(order.totalCents)],
    ],
    payment: paymentLines(order, refunds),
    sellerRegistration: sellerRegistration(order, charges, registrations),
    currency: "USD",
    incoterm,
    incotermText:
      incoterm === "DDP"
        ? "DDP (Delivered Duty Paid): import duty and tax were collected from the buyer at checkout."
        : "DAP (Delivered at Place): import duty and tax, if any, are paid by the receiver on delivery.",
    reasonForExport: "Sale",
    totalWeight: kg(order.weightGrams),
    declaration: "I declare that the information on this invoice is true and correct, and that the goods are of the origin shown.",
  };
}

export function packingSlip({ order, lines }: Pick<DocumentOrder, "order" | "lines">, boxes: Map<string, string>): PackingSlip {
  const address = shippingAddressOf(order);
  if (!address) throw new Error(`order ${order.id} has no shipping address`);
  const method = (order.shippingMethod as OrderShippingMethod | null)?.label ?? "—";
  return {
    title: "Packing slip",
    number: orderNumber(order),
    date: day(order.createdAt),
    shipTo: shipToLines(address),
    method,
    lines: lines.map((l) => ({
      description: l.name,
      partNumber: l.partNumber,
      quantity: l.quantity,
      weight: kg(l.weightGrams),
      box: (l.partId && boxes.get(l.partId)) ?? null,
    })),
    totalUnits: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalWeight: kg(order.weightGrams),
  };
}

/** Every line of an invoice as it reads, top to bottom: what the PDF prints and the tests read. */
export function invoiceText(inv: CommercialInvoice): string[] {
  return [
    `${inv.title} ${inv.number}`,
    `Date ${inv.date}`,
    "Seller (exporter)",
    ...inv.seller,
    "Buyer (consignee)",
    ...inv.buyer,
    ...inv.lines.map(
      (l) =>
        `${l.description}${l.partNumber ? ` (${l.partNumber})` : ""} | HS ${l.hsCode} | Origin ${l.origin} | Qty ${l.quantity} | Unit USD ${l.unitValue} | Total USD ${l.total} | ${l.weight}`,
    ),
    ...inv.totals.map(([label, amount]) => `${label}: USD ${amount}`),
    ...inv.payment,
    ...(inv.sellerRegistration ? [inv.sellerRegistration] : []),
    `Currency: ${inv.currency}`,
    `Incoterm: ${inv.incotermText}`,
    `Reason for export: ${inv.reasonForExport}`,
    `Total weight: ${inv.totalWeight}`,
    inv.declaration,
  ];
}
