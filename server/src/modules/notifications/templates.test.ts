import { CARRIER_NAMES } from "../../../../shared/carriers";
import { convertCents, type CurrencyCode } from "../../../../shared/currencies";
import { refundTiming } from "../../../../shared/refund-policy";
import { escapeHtml, usd, type OrderView } from "./email-layout";
import { orderEmail, trackingUrl } from "./order-templates";
import { backInStockEmail } from "./stock-templates";

/** The emails as pure functions: what each says, in HTML and text, and that nothing is left unescaped. */

const order: OrderView = {
  number: "MP-100123",
  buyerName: "Amélie Dubois",
  orderUrl: "http://localhost:4000/dashboard/orders/o-1",
  lines: [
    { name: "Sintered Brake Pads", partNumber: "FA196HH", quantity: 2, unitPriceCents: 4_250 },
    { name: "Chain 520", partNumber: null, quantity: 1, unitPriceCents: 12_999 },
  ],
  subtotalCents: 21_499,
  shippingCents: 3_000,
  dutiesCents: 698,
  taxesCents: 0,
  totalCents: 25_197,
  dueOnDeliveryCents: 4_819,
  charges: [
    { label: "Customs duty 2.7%", amountCents: 698, collected: "checkout" },
    { label: "VAT 20%", amountCents: 4_819, collected: "delivery", on: "on every part" },
  ],
  dutyReason: "Orders to France over €150: VAT is paid on delivery.",
  shippingMethod: "International express",
};

/** The HTML's visible text, roughly: tags out, entities back. */
function visible(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("order emails", () => {
  it("tells of a placed order with its number, lines, totals, each duty and tax and the Pay link", () => {
    const mail = orderEmail({ kind: "order-placed", order, payUrl: "http://localhost:4000/dashboard/payment/o-1" });
    expect(mail.subject).toBe("Your MotoParts USA order MP-100123 is placed");
    for (const fact of [
      "Order MP-100123 is placed",
      "Hello Amélie,",
      "2 x Sintered Brake Pads (FA196HH) at $42.50: $85.00",
      "1 x Chain 520 at $129.99: $129.99",
      "Subtotal: $214.99",
      "Shipping (International express): $30.00",
      // What is paid now, and apart from it what is due on delivery, each charge in its group.
      "Paid now\nSubtotal: $214.99\nShipping (International express): $30.00\n  - Customs duty 2.7%: $6.98\nTotal: $251.97\n\nDue on delivery (estimate)\n  - VAT 20%: $48.19 (on every part)\nTotal due on delivery (estimate): $48.19 (paid to the carrier, not in the total)",
      "Orders to France over €150: VAT is paid on delivery.",
      "Pay for order MP-100123: http://localhost:4000/dashboard/payment/o-1",
      "View your order: http://localhost:4000/dashboard/orders/o-1",
    ]) {
      expect(mail.text).toContain(fact);
    }
    const html = visible(mail.html);
    for (const fact of ["Order MP-100123 is placed", "Sintered Brake Pads", "FA196HH", "2 × $42.50", "$85.00", "Subtotal", "$214.99", "Paid now Subtotal $214.99", "Customs duty 2.7% $6.98 Total $251.97", "Due on delivery (estimate) VAT 20% (on every part) $48.19 Total due on delivery (estimate)", "Pay for order MP-100123"]) {
      expect(html).toContain(fact);
    }
    expect(mail.html).toContain('href="http://localhost:4000/dashboard/payment/o-1"');
    // The brand: a navy header with a red rule and red button.
    expect(mail.html).toContain("#14284a");
    expect(mail.html).toContain("background:#c53030");
  });

  it("leaves the Pay link out once the order is no longer unpaid", () => {
    const mail = orderEmail({ kind: "order-placed", order, payUrl: null });
    expect(mail.text).not.toContain("/dashboard/payment/");
    expect(mail.html).not.toContain("/dashboard/payment/");
    expect(mail.text).toContain("View your order: http://localhost:4000/dashboard/orders/o-1");
  });

  it("gives each change its subject with the order number", () => {
    const subjects = [
      orderEmail({ kind: "payment-received", order }),
      orderEmail({ kind: "shipped", order, shipment: { carrier: "ups", trackingNumber: "1Z999", trackingUrl: trackingUrl("ups", "1Z999") } }),
      orderEmail({ kind: "delivered", order }),
      orderEmail({ kind: "cancelled", order, refunded: false }),
      orderEmail({ kind: "refunded", order }),
    ].map((m) => m.subject);
    expect(subjects).toEqual([
      "Payment received for your MotoParts USA order MP-100123",
      "Your MotoParts USA order MP-100123 has shipped",
      "Your MotoParts USA order MP-100123 was delivered",
      "Your MotoParts USA order MP-100123 is cancelled",
      "Your MotoParts USA order MP-100123 is refunded",
    ]);
  });

  it("asks the buyer of a paid order without an address where it goes, with the link to give it", () => {
    const mail = orderEmail({ kind: "payment-received", order, addressUrl: "http://localhost:4000/dashboard/payment/o-1" });
    expect(mail.subject).toBe("Where should we ship your MotoParts USA order MP-100123?");
    expect(mail.text).toContain("the order has no shipping address yet");
    expect(mail.text).toContain("Give order MP-100123 its address: http://localhost:4000/dashboard/payment/o-1");
    expect(mail.html).toContain('href="http://localhost:4000/dashboard/payment/o-1"');
    // With an address, the same payment is the usual receipt.
    expect(orderEmail({ kind: "payment-received", order, addressUrl: null }).subject).toBe("Payment received for your MotoParts USA order MP-100123");
  });

  it("tells of a shipment with its carrier, tracking number and tracking link", () => {
    const url = trackingUrl("usps", "9400 1000");
    const mail = orderEmail({ kind: "shipped", order, shipment: { carrier: "usps", trackingNumber: "9400 1000", trackingUrl: url } });
    expect(mail.text).toContain("Carrier: USPS");
    expect(mail.text).toContain("Tracking number: 9400 1000");
    expect(mail.text).toContain("Track your parcel: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000");
    expect(mail.html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000"');
    expect(visible(mail.html)).toContain("Tracking number 9400 1000");

    const other = orderEmail({ kind: "shipped", order, shipment: { carrier: "other", trackingNumber: "AB-1", trackingUrl: null } });
    expect(other.text).toContain("Carrier: Other");
    expect(other.text).toContain("Tracking number: AB-1");
    expect(other.text).not.toContain("Track your parcel");
  });

  it("says when a refund shows in the words of the shop's one refund statement, as the returns page does", () => {
    expect(refundTiming.bank).toBe("Your bank may then take 5 to 10 days to show it.");
    for (const mail of [orderEmail({ kind: "refunded", order }), orderEmail({ kind: "refunded", order, partial: { amountCents: 4_250, lines: [], refundedInAllCents: 4_250 } }), orderEmail({ kind: "cancelled", order, refunded: true })]) {
      expect(mail.text).toContain(refundTiming.bank);
      expect(visible(mail.html)).toContain(refundTiming.bank);
    }
    expect(orderEmail({ kind: "cancelled", order, refunded: false }).text).not.toContain(refundTiming.bank);
  });

  it("says the method the buyer chose and the shipment's own carrier, by the names the shop gives carriers", () => {
    const standard = { ...order, shippingMethod: "Standard international" };
    const byUsps = orderEmail({ kind: "shipped", order: standard, shipment: { carrier: "usps", trackingNumber: "9400 1000", trackingUrl: trackingUrl("usps", "9400 1000") } });
    expect(byUsps.text).toContain("Your parts have left our warehouse: Standard international, by USPS.");
    expect(byUsps.subject).toBe("Your MotoParts USA order MP-100123 has shipped");
    expect(visible(byUsps.html)).toContain("Standard international, by USPS");
    for (const mail of [byUsps.text, byUsps.html]) expect(mail).not.toMatch(/DHL|FedEx|UPS\b/);

    // Each carrier by its name in shared/carriers.ts, whatever the method: no "Express" the shipment does not have.
    for (const carrier of ["usps", "ups", "fedex", "dhl"] as const) {
      const mail = orderEmail({ kind: "shipped", order: standard, shipment: { carrier, trackingNumber: "N1", trackingUrl: trackingUrl(carrier, "N1") } });
      expect(mail.text).toContain(`Standard international, by ${CARRIER_NAMES[carrier]}.`);
      expect(mail.text).toContain(`Carrier: ${CARRIER_NAMES[carrier]}`);
      expect(mail.text).not.toContain("Express");
    }
    // A carrier the shop has no name of, or no shipment: the method alone, never a carrier's name.
    const other = orderEmail({ kind: "shipped", order: standard, shipment: { carrier: "other", trackingNumber: "AB-1", trackingUrl: null } });
    expect(other.text).toContain("Your parts have left our warehouse: Standard international.");
    const none = orderEmail({ kind: "shipped", order: standard, shipment: null });
    expect(none.text).toContain("Your parts have left our warehouse: Standard international.");
    for (const mail of [other.text, none.text]) expect(mail).not.toMatch(/USPS|UPS|FedEx|DHL/);
    // An order without a recorded method says the carrier alone.
    expect(orderEmail({ kind: "shipped", order: { ...order, shippingMethod: null }, shipment: { carrier: "dhl", trackingNumber: "N1", trackingUrl: null } }).text).toContain(
      "Your parts have left our warehouse: by DHL.",
    );
  });

  it("says whether a cancelled order's payment comes back, and how much of a refund", () => {
    expect(orderEmail({ kind: "cancelled", order, refunded: true }).text).toContain("its payment of $251.97 is being refunded in full");
    expect(orderEmail({ kind: "cancelled", order, refunded: false }).text).toContain("nothing was charged");
    expect(orderEmail({ kind: "refunded", order }).text).toContain("We have refunded $251.97 for your order MP-100123");
    const partial = orderEmail({
      kind: "refunded",
      order,
      partial: { amountCents: 4_250, lines: [{ name: "Sintered Brake Pads", quantity: 1, amountCents: 4_250 }], refundedInAllCents: 4_250 },
    });
    // Titled as part of the order, saying which lines come back and what in all, without the full totals again.
    expect(partial.subject).toBe("Part of your MotoParts USA order MP-100123 is refunded");
    expect(partial.text).toContain("Part of order MP-100123 is refunded");
    expect(partial.text).toContain("We have refunded $42.50 of your order MP-100123 for the parts below.");
    expect(partial.text).toContain("1 × Sintered Brake Pads: $42.50");
    expect(partial.text).toContain("Refunded in all: $42.50 of $251.97");
    expect(partial.text).not.toContain("Subtotal");
    expect(visible(partial.html)).toContain("1 × Sintered Brake Pads $42.50");
  });

  it("shows no duty lines for an order without any, and greets a buyer without a name", () => {
    const plain = { ...order, buyerName: null, charges: [], dutiesCents: 0, taxesCents: 0, dueOnDeliveryCents: 0, dutyReason: null, totalCents: 24_499, shippingMethod: null };
    const mail = orderEmail({ kind: "payment-received", order: plain });
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("Shipping: $30.00");
    expect(mail.text).not.toContain("Duties and taxes");
    expect(mail.text).not.toContain("Due on delivery");
    expect(mail.text).toContain("Total: $244.99");
  });

  it("escapes every value it writes into the HTML", () => {
    const evil = `<script>alert("x")</script>&'`;
    const mail = orderEmail({
      kind: "shipped",
      order: {
        ...order,
        number: `MP-1<b>`,
        buyerName: evil,
        orderUrl: `http://x.example/"><img src=x onerror=alert(1)>`,
        lines: [{ name: evil, partNumber: evil, quantity: 1, unitPriceCents: 100 }],
        charges: [{ label: evil, amountCents: 1, collected: "delivery" }],
        dutyReason: evil,
        shippingMethod: evil,
      },
      shipment: { carrier: "other", trackingNumber: evil, trackingUrl: null },
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toMatch(/"><img/);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    expect(mail.html).toContain('href="http://x.example/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    // The text version is text: it says the same, unescaped.
    expect(mail.text).toContain(`Tracking number: ${evil}`);
  });
});

describe("order emails in the currency charged (ADR 0070)", () => {
  /** The order above as charged in `currency` at `rate`: each amount converted once from its cents, the totals their sums. */
  function chargedIn(currency: CurrencyCode, rate: string): OrderView {
    const minor = (cents: number) => convertCents(cents, rate, currency);
    const lines = order.lines.map((l) => ({ ...l, unitPriceMinor: minor(l.unitPriceCents) }));
    const charges = order.charges.map((c) => ({ ...c, amountMinor: minor(c.amountCents) }));
    const subtotalMinor = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
    const dutiesMinor = charges.filter((c) => c.collected === "checkout").reduce((sum, c) => sum + c.amountMinor, 0);
    const shippingMinor = minor(order.shippingCents);
    return {
      ...order,
      lines,
      charges,
      currency,
      exchangeRate: rate,
      subtotalMinor,
      shippingMinor,
      dutiesMinor,
      taxesMinor: 0,
      totalMinor: subtotalMinor + shippingMinor + dutiesMinor,
      dueOnDeliveryMinor: minor(order.dueOnDeliveryCents),
    };
  }
  const euros = chargedIn("EUR", "0.9234");
  const yen = chargedIn("JPY", "155.25");

  it("shows every amount of an order charged in euros in euros, and the rate it was charged at beside the totals", () => {
    const mail = orderEmail({ kind: "order-placed", order: euros, payUrl: "http://localhost:4000/dashboard/payment/o-1" });
    // 42.50 × 0.9234 = 39.2445 → €39.24 a unit, the line twice that; 129.99 → €120.03; $30 → €27.70; duty $6.98 → €6.45.
    expect(mail.text).toContain("2 x Sintered Brake Pads (FA196HH) at €39.24: €78.48");
    expect(mail.text).toContain("1 x Chain 520 at €120.03: €120.03");
    expect(mail.text).toContain(
      "Paid now\nSubtotal: €198.51\nShipping (International express): €27.70\n  - Customs duty 2.7%: €6.45\nTotal: €232.66\n\nDue on delivery (estimate)\n  - VAT 20%: €44.50 (on every part)\nTotal due on delivery (estimate): €44.50 (paid to the carrier, not in the total)\n\nCharged in euros at 0.9234 EUR per US dollar.",
    );
    const html = visible(mail.html);
    for (const fact of ["2 × €39.24", "€78.48", "Paid now Subtotal €198.51", "Customs duty 2.7% €6.45 Total €232.66", "VAT 20% (on every part) €44.50", "Charged in euros at 0.9234 EUR per US dollar."]) {
      expect(html).toContain(fact);
    }
    // No amount in dollars: the rate line names the dollar, no figure is one.
    for (const body of [mail.text, html]) expect(body).not.toContain("$");

    expect(orderEmail({ kind: "payment-received", order: euros }).text).toContain("Your payment of €232.66 for order MP-100123 has arrived.");
    expect(orderEmail({ kind: "delivered", order: euros }).text).toContain("(our estimate: €44.50)");
    expect(orderEmail({ kind: "cancelled", order: euros, refunded: true }).text).toContain("its payment of €232.66 is being refunded in full");
    const refunded = orderEmail({ kind: "refunded", order: euros });
    expect(refunded.text).toContain("We have refunded €232.66 for your order MP-100123.");
    expect(refunded.text).toContain("Charged in euros at 0.9234 EUR per US dollar.");
  });

  it("says a partial refund in the currency charged, and judges it complete by what was charged in it", () => {
    const partial = orderEmail({
      kind: "refunded",
      order: euros,
      partial: { amountCents: 4_250, amountMinor: 3_924, lines: [{ name: "Sintered Brake Pads", quantity: 1, amountCents: 4_250, amountMinor: 3_924 }], refundedInAllCents: 4_250, refundedInAllMinor: 3_924 },
    });
    expect(partial.subject).toBe("Part of your MotoParts USA order MP-100123 is refunded");
    expect(partial.text).toContain("We have refunded €39.24 of your order MP-100123 for the parts below.");
    expect(partial.text).toContain("1 × Sintered Brake Pads: €39.24");
    expect(partial.text).toContain("Refunded now: €39.24");
    expect(partial.text).toContain("Refunded in all: €39.24 of €232.66");
    expect(visible(partial.html)).toContain("1 × Sintered Brake Pads €39.24");
    expect(partial.text).not.toContain("$");

    // The last refund gives back all that was charged in euros, though its dollars (booked in proportion) fall a cent short.
    const last = orderEmail({ kind: "refunded", order: euros, partial: { amountCents: 20_946, amountMinor: 19_342, lines: [], refundedInAllCents: 25_196, refundedInAllMinor: 23_266 } });
    expect(last.subject).toBe("Your MotoParts USA order MP-100123 is refunded");
    expect(last.text).toContain("Order MP-100123 is now refunded in full");
    expect(last.text).toContain("Refunded in all: €232.66 of €232.66");
  });

  it("shows an order charged in yen in whole yen, with the rate", () => {
    const mail = orderEmail({ kind: "order-placed", order: yen, payUrl: null });
    // 42.50 × 155.25 = 6598.125 → ¥6,598; 129.99 → ¥20,181; $30 → 4657.5 → ¥4,658 (half up); duty 1083.645 → ¥1,084; VAT 7481.4975 → ¥7,481.
    for (const fact of [
      "2 x Sintered Brake Pads (FA196HH) at ¥6,598: ¥13,196",
      "1 x Chain 520 at ¥20,181: ¥20,181",
      "Subtotal: ¥33,377",
      "Shipping (International express): ¥4,658",
      "  - Customs duty 2.7%: ¥1,084",
      "Total: ¥39,119",
      "  - VAT 20%: ¥7,481 (on every part)",
      "Total due on delivery (estimate): ¥7,481",
      "Charged in Japanese yen at 155.25 JPY per US dollar.",
    ]) {
      expect(mail.text).toContain(fact);
    }
    // The yen has no minor unit: no figure has decimals.
    expect(mail.text).not.toMatch(/¥[\d,]+\./);
    expect(mail.text).not.toContain("$");
    const html = visible(mail.html);
    for (const fact of ["2 × ¥6,598", "¥13,196", "Total ¥39,119", "Charged in Japanese yen at 155.25 JPY per US dollar."]) expect(html).toContain(fact);
    expect(orderEmail({ kind: "payment-received", order: yen }).text).toContain("Your payment of ¥39,119 for order MP-100123 has arrived.");
  });

  it("reads an order charged in US dollars as before when its view carries the currency and its amounts in cents", () => {
    const dollars = chargedIn("USD", "1");
    expect(dollars).toMatchObject({ currency: "USD", subtotalMinor: order.subtotalCents, totalMinor: order.totalCents, dueOnDeliveryMinor: order.dueOnDeliveryCents });
    const partial = { amountCents: 4_250, amountMinor: 4_250, lines: [{ name: "Sintered Brake Pads", quantity: 1, amountCents: 4_250, amountMinor: 4_250 }], refundedInAllCents: 4_250, refundedInAllMinor: 4_250 };
    for (const [withCurrency, asBefore] of [
      [orderEmail({ kind: "order-placed", order: { ...dollars, exchangeRate: null }, payUrl: null }), orderEmail({ kind: "order-placed", order, payUrl: null })],
      [orderEmail({ kind: "delivered", order: { ...dollars, exchangeRate: null } }), orderEmail({ kind: "delivered", order })],
      [orderEmail({ kind: "refunded", order: { ...dollars, exchangeRate: null }, partial }), orderEmail({ kind: "refunded", order, partial: { amountCents: 4_250, lines: [{ name: "Sintered Brake Pads", quantity: 1, amountCents: 4_250 }], refundedInAllCents: 4_250 } })],
    ]) {
      expect(withCurrency).toEqual(asBefore);
    }
    expect(orderEmail({ kind: "order-placed", order: dollars, payUrl: null }).text).not.toContain("Charged in");
  });
});

describe("trackingUrl", () => {
  it.each([
    ["usps", "https://tools.usps.com/go/TrackConfirmAction?tLabels=N1"],
    ["ups", "https://www.ups.com/track?tracknum=N1"],
    ["fedex", "https://www.fedex.com/fedextrack/?trknbr=N1"],
    ["dhl", "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=N1"],
  ])("links %s to its tracking page", (carrier, url) => {
    expect(trackingUrl(carrier, "N1")).toBe(url);
  });

  it("has no page for another carrier, and encodes the number", () => {
    expect(trackingUrl("other", "N1")).toBeNull();
    expect(trackingUrl("ups", "1Z&x=1")).toBe("https://www.ups.com/track?tracknum=1Z%26x%3D1");
  });
});

describe("back in stock", () => {
  it("names the part, its price and links to its page, escaped", () => {
    const mail = backInStockEmail({ partName: "Grip <Pro>", brand: "Oxford", partNumber: "OX-1", priceCents: 1_500, partUrl: "http://localhost:4000/product/p-1" });
    expect(mail.subject).toBe("Back in stock at MotoParts USA: Grip <Pro>");
    expect(mail.text).toContain("Grip <Pro> (Oxford OX-1) could be ordered again: it can, at $15.00");
    expect(mail.text).toContain("Order it now: http://localhost:4000/product/p-1");
    expect(mail.html).toContain("Grip &lt;Pro&gt;");
    expect(mail.html).not.toContain("<Pro>");
    expect(mail.html).toContain('href="http://localhost:4000/product/p-1"');
  });
});

describe("helpers", () => {
  it("escapes the five HTML characters and formats dollars", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    expect(usd(123_456)).toBe("$1,234.56");
    expect(usd(0)).toBe("$0.00");
  });
});
