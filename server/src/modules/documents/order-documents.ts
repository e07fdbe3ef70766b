import type { Order, OrderCharge, OrderLine, Refund } from "../../generated/prisma/client";
import { addressLines, countryName } from "../../../../shared/addresses";
import { BASE_CURRENCY, CURRENCIES, chargedCurrency, majorUnits, rateText, type CurrencyCode } from "../../../../shared/currencies";
import { TAX_REGISTRATIONS, type TaxRegistration } from "../../../../shared/tax-registrations";
import { formatHsCode } from "../../../../shared/trade-codes";
import { returnNumber } from "../../../../shared/return-policy";
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
  /** The moment the rate the order was charged at is of (its `exchange_rates` row), when it has one. */
  rateAsOf?: Date | null;
}

/**
 * An order charged in another currency than US dollars (ADR 0070), in dollars: the rate it was charged at
 * and its totals in US cents, the shop's books (each amount of the order was converted once from these).
 */
export interface UsdEquivalent {
  /** "0.9234 EUR per US dollar, of 2026-12-01"; null when the order kept no rate. */
  rate: string | null;
  /** Label and amount rows, in US dollars. */
  totals: [string, string][];
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
  /** The currency of the sale, which every amount but the US dollar equivalent's is in. */
  currency: CurrencyCode;
  /** For a sale in another currency: its totals in US dollars; absent or null for a sale in dollars. */
  usdEquivalent?: UsdEquivalent | null;
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
  /** The currency it was paid in, which every amount but the US dollar equivalent's is in. */
  currency: CurrencyCode;
  usdEquivalent?: UsdEquivalent | null;
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
/** An amount in a currency's minor unit as the papers print it, without a symbol: "1,234.50" EUR, "1,235" JPY. */
const amount = (minor: number, currency: CurrencyCode) =>
  majorUnits(minor, currency).toLocaleString("en-US", { minimumFractionDigits: CURRENCIES[currency].minorDigits, maximumFractionDigits: CURRENCIES[currency].minorDigits });
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

/** The currency an order was charged in (ADR 0070): its amounts are its *Minor columns, in that currency. */
function currencyOf(order: Pick<Order, "currency">): CurrencyCode {
  return chargedCurrency(order.currency);
}

/** The rate an order in another currency was charged at, as the papers say it; null for US dollars or without a rate. */
function chargedRate(order: Order, asOf: Date | null | undefined): string | null {
  const currency = currencyOf(order);
  const rate = currency !== BASE_CURRENCY && order.exchangeRate ? rateText(order.exchangeRate.toString()) : null;
  return rate ? `${rate} ${currency} per US dollar${asOf ? `, of ${day(asOf)}` : ""}` : null;
}

/** An order's totals in US dollars with the rate, for an order charged in another currency; null for one in dollars. */
function usdEquivalent(order: Order, asOf: Date | null | undefined, totals: [string, string][]): UsdEquivalent | null {
  return currencyOf(order) === BASE_CURRENCY ? null : { rate: chargedRate(order, asOf), totals };
}

/** Whether and how the order was paid, then each refund: what the invoice and the receipt say of payment. */
function paymentLines(order: Order, refunds: Refund[]): string[] {
  const paid = order.paidAt
    ? `Paid ${day(order.paidAt)} ${paymentMethod(order)}`
    : order.status === "cancelled"
      ? "Not paid: cancelled before payment"
      : "Awaiting payment";
  // Refunds are given back in the order's currency: each says what it gave back in it.
  const currency = currencyOf(order);
  return [paid, ...refunds.map((r) => `Refunded ${currency} ${amount(r.amountMinor, currency)} on ${day(r.settledAt ?? r.createdAt)}`)];
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

const chargedTotals = (order: Order, charges: OrderCharge[]): [string, string][] => {
  const currency = currencyOf(order);
  return [
    ["Goods", amount(order.subtotalMinor, currency)],
    ["Shipping", amount(order.shippingMinor, currency)],
    ...charges.filter((c) => c.collected === "checkout").map((c): [string, string] => [c.label, amount(c.amountMinor, currency)]),
  ];
};

/** The buyer's receipt of a paid order: what was paid, how and when, and what was refunded since. */
export function receipt({ order, lines, charges, refunds, registrations, rateAsOf }: DocumentOrder): Receipt {
  if (!order.paidAt) throw new Error(`order ${order.id} is not paid`);
  const currency = currencyOf(order);
  const money = (minor: number) => amount(minor, currency);
  const refunded = refunds.reduce((sum, r) => sum + r.amountMinor, 0);
  const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    title: "Receipt",
    number: orderNumber(order),
    date: day(order.paidAt),
    seller: [SELLER.name, ...SELLER.lines, SELLER.email],
    buyer: buyerLines(order),
    lines: lines.map((l) => ({ description: l.partNumber ? `${l.name} (${l.partNumber})` : l.name, quantity: l.quantity, unitValue: money(l.unitPriceMinor), total: money(l.unitPriceMinor * l.quantity) })),
    totals: [
      ...chargedTotals(order, charges),
      ["Total paid", money(order.totalMinor)],
      ...(refunded ? ([["Refunded", money(refunded)], ["Net paid", money(order.totalMinor - refunded)]] as [string, string][]) : []),
    ],
    payment: paymentLines(order, refunds),
    sellerRegistration: sellerRegistration(order, charges, registrations),
    currency,
    usdEquivalent: usdEquivalent(order, rateAsOf, [
      ["Total paid in US dollars", usd(order.totalCents)],
      ...(refundedCents ? ([["Net paid in US dollars", usd(order.totalCents - refundedCents)]] as [string, string][]) : []),
    ]),
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
    ...r.lines.map((l) => `${l.description} | Qty ${l.quantity} | Unit ${r.currency} ${l.unitValue} | Total ${r.currency} ${l.total}`),
    ...r.totals.map(([label, value]) => `${label}: ${r.currency} ${value}`),
    ...usdEquivalentText(r.currency, r.usdEquivalent),
    ...r.payment,
    ...(r.sellerRegistration ? [r.sellerRegistration] : []),
  ];
}

/** The US dollar equivalent as text: the rate it was charged at, then each total in dollars. */
function usdEquivalentText(currency: CurrencyCode, equivalent: UsdEquivalent | null | undefined): string[] {
  if (!equivalent) return [];
  return [...(equivalent.rate ? [`Charged in ${currency} at ${equivalent.rate}`] : []), ...equivalent.totals.map(([label, value]) => `${label}: USD ${value}`)];
}

/**
 * The commercial invoice: the customs value in the currency of the sale (each line's unit value as it was
 * charged), and for a sale in another currency the totals in US dollars at the rate it was charged at.
 */
export function commercialInvoice({ order, lines, charges, refunds, registrations, rateAsOf }: DocumentOrder): CommercialInvoice {
  const address = shippingAddressOf(order);
  if (!address) throw new Error(`order ${order.id} has no shipping address`);
  const incoterm = order.incoterm === "DDP" ? "DDP" : "DAP";
  const charged = charges.filter((c) => c.collected === "checkout");
  const currency = currencyOf(order);
  const money = (minor: number) => amount(minor, currency);
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
      unitValue: money(l.unitPriceMinor),
      total: money(l.unitPriceMinor * l.quantity),
      weight: kg(l.weightGrams),
    })),
    totals: [
      ["Goods", money(order.subtotalMinor)],
      ["Shipping", money(order.shippingMinor)],
      ...charged.map((c): [string, string] => [`${c.label} (paid by the seller)`, money(c.amountMinor)]),
      ["Invoice total", money(order.totalMinor)],
    ],
    payment: paymentLines(order, refunds),
    sellerRegistration: sellerRegistration(order, charges, registrations),
    currency,
    usdEquivalent: usdEquivalent(order, rateAsOf, [
      ["Goods in US dollars", usd(order.subtotalCents)],
      ["Invoice total in US dollars", usd(order.totalCents)],
    ]),
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

/** One line of goods of a customs invoice as it reads. */
function invoiceLineText(currency: CurrencyCode, l: InvoiceLine): string {
  return `${l.description}${l.partNumber ? ` (${l.partNumber})` : ""} | HS ${l.hsCode} | Origin ${l.origin} | Qty ${l.quantity} | Unit ${currency} ${l.unitValue} | Total ${currency} ${l.total} | ${l.weight}`;
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
    ...inv.lines.map((l) => invoiceLineText(inv.currency, l)),
    ...inv.totals.map(([label, value]) => `${label}: ${inv.currency} ${value}`),
    ...usdEquivalentText(inv.currency, inv.usdEquivalent),
    ...inv.payment,
    ...(inv.sellerRegistration ? [inv.sellerRegistration] : []),
    `Currency: ${inv.currency}`,
    `Incoterm: ${inv.incotermText}`,
    `Reason for export: ${inv.reasonForExport}`,
    `Total weight: ${inv.totalWeight}`,
    inv.declaration,
  ];
}

/** The papers of a parcel coming back (ADR 0072): the buyer ships the returned units to the shop. */
export interface ReturnInvoice {
  title: "Commercial invoice: returned goods";
  /** The return's number, RMA-1001. */
  number: string;
  /** The order's number, the original export's invoice. */
  originalInvoice: string;
  date: string;
  shipper: string[];
  consignee: string[];
  lines: InvoiceLine[];
  totals: [string, string][];
  currency: CurrencyCode;
  reasonForExport: string;
  totalWeight: string;
  statement: string;
}

/**
 * The customs invoice of a return: the units asked back at the value they were sold for, shipped by the
 * buyer to the shop's warehouse, declared as American goods returned under the original invoice, which
 * US customs admits free of duty (HTSUS 9801.00.10) when they come back unimproved.
 */
export function returnInvoice(
  { order, lines }: Pick<DocumentOrder, "order" | "lines">,
  ret: { number: number; createdAt: Date; lines: { orderLineId: string; quantity: number }[] },
): ReturnInvoice {
  const currency = currencyOf(order);
  const money = (minor: number) => amount(minor, currency);
  const returned = ret.lines.flatMap((r) => {
    const line = lines.find((l) => l.id === r.orderLineId);
    return line ? [{ line, quantity: r.quantity }] : [];
  });
  const value = returned.reduce((sum, r) => sum + r.line.unitPriceMinor * r.quantity, 0);
  const grams = returned.reduce((sum, r) => sum + Math.round((r.line.weightGrams / r.line.quantity) * r.quantity), 0);
  return {
    title: "Commercial invoice: returned goods",
    number: returnNumber(ret.number),
    originalInvoice: orderNumber(order),
    date: day(ret.createdAt),
    shipper: buyerLines(order),
    consignee: [SELLER.name, ...SELLER.lines, `Phone ${SELLER.phone}`, SELLER.email],
    lines: returned.map(({ line, quantity }) => ({
      description: line.name,
      partNumber: line.partNumber,
      hsCode: line.hsCode ? formatHsCode(line.hsCode) : "not classified",
      origin: line.originCountry ? countryName(line.originCountry) : "unknown",
      quantity,
      unitValue: money(line.unitPriceMinor),
      total: money(line.unitPriceMinor * quantity),
      weight: kg(Math.round((line.weightGrams / line.quantity) * quantity)),
    })),
    totals: [["Value of the returned goods", money(value)]],
    currency,
    reasonForExport: "Returned goods: American goods returned for refund",
    totalWeight: kg(grams),
    statement: `These goods were exported from the United States under invoice ${orderNumber(order)} on ${day(order.createdAt)} and are returned for refund without having been advanced in value or improved in condition: free of duty under HTSUS 9801.00.10.`,
  };
}
