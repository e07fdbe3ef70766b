import { BASE_CURRENCY, CURRENCIES, formatMoney, type CurrencyCode } from "../../../../shared/currencies";

/**
 * How the shop's emails look (ADR 0035): what an email says (a Body) rendered as { subject, html, text }.
 * The HTML is a table laid out with inline styles (what mail clients render alike), in the storefront's
 * navy and red; the text version says the same facts. Every value written into the HTML is escaped.
 */

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface OrderLineView {
  name: string;
  partNumber: string | null;
  quantity: number;
  unitPriceCents: number;
  /** The unit price as charged, in the order's currency's minor unit; absent, `unitPriceCents` is shown in US dollars. */
  unitPriceMinor?: number;
}

/** One import duty or tax: charged with the order ("checkout") or an estimate paid on delivery. */
export interface ChargeView {
  label: string;
  amountCents: number;
  /** As charged (or estimated), in the order's currency's minor unit; absent, `amountCents` is shown in US dollars. */
  amountMinor?: number;
  collected: "checkout" | "delivery";
  /** Which parts it is on ("on every part", "on Chain 520"), where the order has several to tell apart. */
  on?: string | null;
}

export interface OrderView {
  /** As people see it: "MP-100123". */
  number: string;
  buyerName: string | null;
  /** The buyer's page of the order. */
  orderUrl: string;
  lines: OrderLineView[];
  subtotalCents: number;
  shippingCents: number;
  /** Duty and tax charged with the order. */
  dutiesCents: number;
  taxesCents: number;
  totalCents: number;
  /** Duty and tax the buyer pays the carrier on delivery (an estimate, not in the total). */
  dueOnDeliveryCents: number;
  charges: ChargeView[];
  /** Why duties and taxes are charged as they are, in one line. */
  dutyReason: string | null;
  /** The shipping method's label, e.g. "International express". */
  shippingMethod: string | null;
  /**
   * What the order was charged in (ADR 0070): the currency, its rate as text ("0.9234" units per US dollar,
   * null for US dollars) and each amount in the currency's minor unit. The *Cents fields stay US cents; an
   * amount without its *Minor field is shown from its cents in US dollars, as an order charged in them.
   */
  currency?: CurrencyCode;
  exchangeRate?: string | null;
  subtotalMinor?: number;
  shippingMinor?: number;
  dutiesMinor?: number;
  taxesMinor?: number;
  totalMinor?: number;
  /** The estimate due on delivery, converted as one figure (it is shown, not charged). */
  dueOnDeliveryMinor?: number;
}

export const SHOP_NAME = "MotoParts USA";

/** The storefront's palette (client/src/lib/theme.ts): navy and a motorsport red. */
const colors = {
  navy: "#14284a",
  navyText: "#1a365d",
  red: "#c53030",
  text: "#1a202c",
  muted: "#4a5568",
  line: "#e2e8f0",
  page: "#f7fafc",
  card: "#ffffff",
  estimate: "#9c4221",
  paid: "#276749",
};

/** Text made safe to write into HTML, in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "$1,234.50" */
export function usd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

/**
 * An amount of an order as it was charged: its minor units in the order's currency ("€123.45", "¥1,234"),
 * or, where the view has none for it, its US cents in dollars ("$123.45", what every email said before).
 */
export function charged(order: Pick<OrderView, "currency">, minor: number | undefined, cents: number): string {
  return minor === undefined ? usd(cents) : formatMoney(minor, order.currency ?? BASE_CURRENCY);
}

/** A currency's name for "charged in …", plural as English says it ("euros", "Japanese yen"). */
function currencyName(currency: CurrencyCode): string {
  try {
    const parts = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "name" }).formatToParts(2);
    const name = parts.find((p) => p.type === "currency")?.value;
    if (name) return name;
  } catch {
    // A Node without the full ICU data: the shop's own name of it below.
  }
  return CURRENCIES[currency].name;
}

/**
 * The rate an order charged in another currency was charged at, said beside its totals ("Charged in euros
 * at 0.9234 EUR per US dollar."); null for an order in US dollars, whose emails read as they always did.
 */
export function chargedAtLine(order: Pick<OrderView, "currency" | "exchangeRate">): string | null {
  const currency = order.currency ?? BASE_CURRENCY;
  if (currency === BASE_CURRENCY) return null;
  return `Charged in ${currencyName(currency)}${order.exchangeRate ? ` at ${order.exchangeRate} ${currency} per US dollar` : ""}.`;
}

/** What each email says, before the order's lines and totals. */
export interface Body {
  subject: string;
  /** The preview line mail clients show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs under the paragraphs (the shipment's carrier and tracking number). */
  facts?: [string, string][];
  button?: { label: string; url: string };
  /** Whether the order's lines and totals follow. */
  order?: OrderView;
  /** Links to show as plain URLs in the text version, after the button's. */
  links?: { label: string; url: string }[];
}

export function greeting(name: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hello ${first},` : "Hello,";
}

interface TotalRow {
  label: string;
  /** Absent on a group's heading ("Paid now"). */
  value?: string;
  note?: { text: string; color: string };
  strong?: boolean;
}

/**
 * The totals in two groups, as the buyer meets them: what is paid now (parts, shipping, the duty and tax
 * the shop collects, and their total), then, apart, the estimate paid to the carrier on delivery.
 */
function totalRows(order: OrderView): TotalRow[] {
  const money = (minor: number | undefined, cents: number) => charged(order, minor, cents);
  const charge = (c: ChargeView): TotalRow => ({ label: `  ${c.label}`, value: money(c.amountMinor, c.amountCents), ...(c.on ? { note: { text: c.on, color: colors.muted } } : {}) });
  const rows: TotalRow[] = [
    { label: "Paid now" },
    { label: "Subtotal", value: money(order.subtotalMinor, order.subtotalCents) },
    { label: `Shipping${order.shippingMethod ? ` (${order.shippingMethod})` : ""}`, value: money(order.shippingMinor, order.shippingCents) },
    ...order.charges.filter((c) => c.collected === "checkout").map(charge),
    { label: "Total", value: money(order.totalMinor, order.totalCents), strong: true },
  ];
  const due = order.charges.filter((c) => c.collected === "delivery");
  if (due.length > 0 || order.dueOnDeliveryCents > 0) {
    rows.push(
      { label: "Due on delivery (estimate)" },
      ...due.map(charge),
      { label: "Total due on delivery (estimate)", value: money(order.dueOnDeliveryMinor, order.dueOnDeliveryCents), note: { text: "paid to the carrier, not in the total", color: colors.estimate } },
    );
  }
  return rows;
}

function lineTitle(line: OrderLineView): string {
  return line.partNumber ? `${line.name} (${line.partNumber})` : line.name;
}

/** A line's unit price and its amount (the unit price times the quantity: a line is never rounded twice), as charged. */
function linePrices(order: OrderView, line: OrderLineView): { unit: string; amount: string } {
  return {
    unit: charged(order, line.unitPriceMinor, line.unitPriceCents),
    amount: charged(order, line.unitPriceMinor === undefined ? undefined : line.unitPriceMinor * line.quantity, line.unitPriceCents * line.quantity),
  };
}

export function render(body: Body): EmailContent {
  return { subject: body.subject, html: renderHtml(body), text: renderText(body) };
}

function renderText(body: Body): string {
  const out: string[] = [SHOP_NAME, "", body.heading, "", ...body.paragraphs.flatMap((p) => [p, ""])];
  if (body.facts?.length) {
    for (const [label, value] of body.facts) out.push(`${label}: ${value}`);
    out.push("");
  }
  if (body.button) out.push(`${body.button.label}: ${body.button.url}`, "");
  for (const link of body.links ?? []) out.push(`${link.label}: ${link.url}`, "");
  const order = body.order;
  if (order) {
    out.push(`Order ${order.number}`, "");
    for (const line of order.lines) {
      const { unit, amount } = linePrices(order, line);
      out.push(`- ${line.quantity} x ${lineTitle(line)} at ${unit}: ${amount}`);
    }
    out.push("");
    for (const [i, row] of totalRows(order).entries()) {
      if (row.value === undefined) {
        out.push(...(i > 0 ? [""] : []), row.label);
        continue;
      }
      const label = row.label.startsWith("  ") ? `  - ${row.label.trim()}` : row.label;
      out.push(`${label}: ${row.value}${row.note ? ` (${row.note.text})` : ""}`);
    }
    const rate = chargedAtLine(order);
    if (rate) out.push("", rate);
    if (order.dutyReason) out.push("", order.dutyReason);
    out.push("");
  }
  out.push("--", `${SHOP_NAME}: motorbike parts shipped from the US.`, "You get this email because of an order or a request you made at our shop.");
  return out.join("\n");
}

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

function renderHtml(body: Body): string {
  const e = escapeHtml;
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colors.text};">${e(text)}</p>`;
  const parts: string[] = [];
  parts.push(`<h1 style="margin:0 0 20px;font-size:24px;line-height:32px;color:${colors.navyText};">${e(body.heading)}</h1>`);
  parts.push(...body.paragraphs.map(p));
  if (body.facts?.length) {
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;">${body.facts
        .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;font-size:14px;color:${colors.muted};">${e(label)}</td><td style="padding:4px 0;font-size:16px;font-weight:bold;color:${colors.text};">${e(value)}</td></tr>`)
        .join("")}</table>`,
    );
  }
  if (body.button) {
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 24px;"><tr><td style="border-radius:6px;background:${colors.red};"><a href="${e(body.button.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(body.button.label)}</a></td></tr></table>`,
    );
  }
  for (const link of body.links ?? []) {
    parts.push(`<p style="margin:0 0 16px;font-size:14px;"><a href="${e(link.url)}" style="color:${colors.navyText};">${e(link.label)}</a></p>`);
  }
  if (body.order) parts.push(orderTable(body.order));

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${e(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${colors.card};border:1px solid ${colors.line};border-radius:8px;border-collapse:separate;${FONT};">
<tr><td style="background:${colors.navy};padding:18px 24px;border-radius:8px 8px 0 0;border-bottom:4px solid ${colors.red};">
<span style="font-size:20px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">MotoParts <span style="color:#feb2b2;">USA</span></span>
</td></tr>
<tr><td style="padding:28px 24px 12px;">
${parts.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid ${colors.line};font-size:12px;line-height:18px;color:${colors.muted};">
${e(SHOP_NAME)}: motorbike parts shipped from the US. You get this email because of an order or a request you made at our shop.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function orderTable(order: OrderView): string {
  const e = escapeHtml;
  const cell = `padding:8px 0;border-bottom:1px solid ${colors.line};font-size:14px;line-height:20px;color:${colors.text};`;
  const lines = order.lines
    .map((line) => {
      const { unit, amount } = linePrices(order, line);
      return (
        `<tr><td style="${cell}">${e(line.name)}${line.partNumber ? `<br><span style="color:${colors.muted};font-size:12px;">${e(line.partNumber)}</span>` : ""}</td>` +
        `<td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${line.quantity} × ${e(unit)}</td>` +
        `<td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${e(amount)}</td></tr>`
      );
    })
    .join("\n");
  const totals = totalRows(order)
    .map((row) => {
      if (row.value === undefined) {
        return `<tr><td colspan="3" style="padding:14px 0 4px;font-size:12px;font-weight:bold;letter-spacing:0.5px;text-transform:uppercase;color:${colors.muted};">${e(row.label)}</td></tr>`;
      }
      const sub = row.label.startsWith("  ");
      const style = `padding:${sub ? "2px 0 2px 16px" : "6px 0"};font-size:${sub ? 13 : 14}px;line-height:20px;color:${sub ? colors.muted : colors.text};${row.strong ? `font-weight:bold;font-size:16px;border-top:2px solid ${colors.navy};` : ""}`;
      const note = row.note ? ` <span style="font-size:12px;color:${row.note.color};">(${e(row.note.text)})</span>` : "";
      return `<tr><td colspan="2" style="${style}">${e(row.label.trim())}${note}</td><td align="right" style="${style}white-space:nowrap;">${e(row.value)}</td></tr>`;
    })
    .join("\n");
  const note = (text: string) => `<p style="margin:8px 0 0;font-size:12px;line-height:18px;color:${colors.muted};">${e(text)}</p>`;
  const rate = chargedAtLine(order);
  const reason = (rate ? note(rate) : "") + (order.dutyReason ? note(order.dutyReason) : "");
  return `<h2 style="margin:8px 0 8px;font-size:18px;line-height:24px;color:${colors.navyText};">Order ${e(order.number)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">
<tr><th align="left" style="padding:6px 0;border-bottom:2px solid ${colors.navy};font-size:12px;color:${colors.muted};text-transform:uppercase;">Part</th><th align="right" style="padding:6px 0 6px 12px;border-bottom:2px solid ${colors.navy};font-size:12px;color:${colors.muted};text-transform:uppercase;">Qty × price</th><th align="right" style="padding:6px 0 6px 12px;border-bottom:2px solid ${colors.navy};font-size:12px;color:${colors.muted};text-transform:uppercase;">Amount</th></tr>
${lines}
${totals}
</table>
${reason}`;
}
