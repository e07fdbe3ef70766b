import crypto from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { convertCents } from "../../../../shared/currencies";
import { startTestShop, uniqueEmail, type TestShop } from "../../../test/harness";
import { loadConfig } from "../../config";
import { startMailWorker } from "../../jobs/mail-worker";
import { MailWorker, retryDelayMs, type MailWorkerOptions } from "./mail-worker";
import type { OrderChange, OrderEmails } from "./order-emails";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";
import { keepTransport, smtpTransport, type MailTransport } from "./transports";

/**
 * The email outbox (ADR 0035) on a real database, sent by the mail worker to a real SMTP
 * server in this process: written with the change or not at all, once per dedupe key, each email
 * delivered once by two workers at once, retried with backoff, taken over after a worker crashed,
 * and kept for /dev/mail when there is no SMTP server.
 */

const log = pino({ level: "silent" });

/** Resolves once `check` returns something truthy (polling), or fails after `timeoutMs`. */
async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the email outbox and the mail worker", () => {
  let shop: TestShop;
  let smtp: TestSmtpServer;
  let emails: OrderEmails;
  const transports: MailTransport[] = [];

  beforeAll(async () => {
    [shop, smtp] = await Promise.all([startTestShop(), startTestSmtpServer()]);
    emails = shop.shop.services.orderEmails;
  });
  afterAll(async () => {
    await Promise.all(transports.map((t) => t.close()));
    await Promise.all([shop.close(), smtp.close()]);
  });
  beforeEach(async () => {
    await shop.prisma.outboxEmail.deleteMany();
    smtp.received.length = 0;
    smtp.refuse(null);
  });

  function worker(options: Partial<MailWorkerOptions> = {}): MailWorker {
    const transport = options.transport ?? smtpTransport(smtp.url, "MotoParts USA <orders@motoparts-usa.example>");
    transports.push(transport);
    return new MailWorker({ prisma: shop.prisma, log, transport, ...options });
  }

  /**
   * An order written directly: two lines, a duty paid now and a VAT due on delivery. In US dollars, or
   * `charged` in another currency at a rate, each amount converted once from its cents as checkout does.
   */
  async function newOrder(status: "unpaid" | "paid" = "unpaid", charged?: { currency: "EUR" | "JPY"; rate: string }): Promise<{ id: string; number: string; email: string }> {
    const m = (cents: number) => (charged ? convertCents(cents, charged.rate, charged.currency) : cents);
    const subtotalMinor = 2 * m(4_250) + m(12_999);
    const email = uniqueEmail("buyer");
    const buyer = await shop.prisma.user.create({ data: { email } });
    const order = await shop.prisma.order.create({
      data: {
        buyerId: buyer.id,
        buyerEmail: email,
        buyerName: "Rita Rider",
        productName: "Brake pads and 1 more",
        quantity: 3,
        unitPriceCents: 4_250,
        subtotalCents: 21_499,
        shippingCents: 3_000,
        dutiesCents: 698,
        totalCents: 25_197,
        subtotalMinor,
        shippingMinor: m(3_000),
        dutiesMinor: m(698),
        totalMinor: subtotalMinor + m(3_000) + m(698),
        ...(charged ? { currency: charged.currency.toLowerCase(), exchangeRate: charged.rate } : {}),
        dueOnDeliveryCents: 4_819,
        status,
        paidAt: status === "paid" ? new Date() : null,
        shippingMethod: { id: "m", label: "International express", minDays: 2, maxDays: 4 },
        lines: {
          create: [
            { position: 0, name: "Sintered Brake Pads", partNumber: "FA196HH", quantity: 2, unitPriceCents: 4_250, unitPriceMinor: m(4_250) },
            { position: 1, name: "Chain 520", quantity: 1, unitPriceCents: 12_999, unitPriceMinor: m(12_999) },
          ],
        },
        charges: {
          create: [
            { position: 0, kind: "duty", label: "Customs duty 2.7%", amountCents: 698, amountMinor: m(698), rate: 2.7, collected: "checkout", linePositions: [0] },
            { position: 1, kind: "vat", label: "VAT 20%", amountCents: 4_819, amountMinor: m(4_819), rate: 20, collected: "delivery", linePositions: [0, 1] },
          ],
        },
      },
    });
    return { id: order.id, number: `MP-${order.number}`, email };
  }

  const notify = (change: OrderChange) => shop.prisma.$transaction((tx) => emails.orderChanged(tx, change));
  const outbox = () => shop.prisma.outboxEmail.findMany({ orderBy: { createdAt: "asc" } });

  it("writes the email in the order's transaction and delivers it once, with its subject, recipient, text and a stable Message-ID", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const [row] = await outbox();
    expect(row).toMatchObject({ kind: "order-placed", orderId: order.id, toEmail: order.email, status: "pending", attempts: 0 });

    const w = worker();
    expect(await w.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual([order.email]);
    expect(mail.subject).toBe(`Your MotoParts USA order ${order.number} is placed`);
    expect(mail.messageId).toBe(`<${row.id}@motoparts-usa>`);
    expect(mail.headers.from).toBe("MotoParts USA <orders@motoparts-usa.example>");
    expect(mail.text).toContain(`Pay for order ${order.number}: http://localhost:4000/dashboard/payment/${order.id}`);
    expect(mail.text).toContain("2 x Sintered Brake Pads (FA196HH) at $42.50: $85.00");
    // Each charge says which of the order's parts it is on.
    expect(mail.text).toContain("  - Customs duty 2.7%: $6.98 (on Sintered Brake Pads)");
    expect(mail.text).toContain("Due on delivery (estimate)\n  - VAT 20%: $48.19 (on every part)");
    expect(mail.html).toContain(`href="http://localhost:4000/dashboard/payment/${order.id}"`);

    const sent = await shop.prisma.outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Nothing is left to send: running again sends nothing.
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("writes no email when the transaction rolls back", async () => {
    const order = await newOrder();
    await expect(
      shop.prisma.$transaction(async (tx) => {
        await emails.orderChanged(tx, { orderId: order.id, to: "unpaid" });
        throw new Error("the state change failed");
      }),
    ).rejects.toThrow("the state change failed");
    expect(await outbox()).toHaveLength(0);
    expect(await worker().runOnce()).toBe(0);
  });

  it("writes the same (order, kind, shipment) once, and each shipment, and nothing for packed", async () => {
    const order = await newOrder("paid");
    await notify({ orderId: order.id, to: "paid" });
    await notify({ orderId: order.id, to: "paid" });
    await notify({ orderId: order.id, to: "packed" });
    const [a, b] = await Promise.all(
      [
        ["ups", "1Z999AA10123456784"],
        ["other", "LOCAL-7"],
      ].map(([carrier, trackingNumber]) => shop.prisma.shipment.create({ data: { orderId: order.id, carrier, trackingNumber, createdByEmail: "admin@motoparts.test" } })),
    );
    await notify({ orderId: order.id, to: "shipped", shipmentId: a.id });
    await notify({ orderId: order.id, to: "shipped", shipmentId: a.id });
    // In one transaction too: the second write is skipped, the transaction goes on.
    await shop.prisma.$transaction(async (tx) => {
      await emails.orderChanged(tx, { orderId: order.id, to: "shipped", shipmentId: b.id });
      await emails.orderChanged(tx, { orderId: order.id, to: "shipped", shipmentId: b.id });
    });
    const rows = await outbox();
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual([`order:${order.id}:payment-received`, `order:${order.id}:shipped:${a.id}`, `order:${order.id}:shipped:${b.id}`].sort());

    const ups = rows.find((r) => r.dedupeKey.endsWith(a.id))!;
    expect(ups.subject).toBe(`Your MotoParts USA order ${order.number} has shipped`);
    expect(ups.text).toContain("Carrier: UPS");
    expect(ups.text).toContain("Tracking number: 1Z999AA10123456784");
    expect(ups.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    const other = rows.find((r) => r.dedupeKey.endsWith(b.id))!;
    expect(other.text).toContain("Tracking number: LOCAL-7");
    expect(other.text).not.toContain("Track your parcel");

    expect(await worker().runOnce()).toBe(3);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(rows.map((r) => r.subject).sort());
  });

  it("tells of every other change with the order number, and of a part back in stock once a day", async () => {
    const order = await newOrder("paid");
    for (const to of ["delivered", "cancelled"] as const) await notify({ orderId: order.id, to });
    // A move to refunded tells nothing of itself: each settled refund has its own email.
    await notify({ orderId: order.id, to: "refunded" });
    const refund = await shop.prisma.refund.create({ data: { orderId: order.id, amountCents: 1_000, amountMinor: 1_000, method: "demo", status: "succeeded" } });
    await notify({ orderId: order.id, to: "refunded", refundId: refund.id });
    await notify({ orderId: order.id, to: "refunded", refundId: refund.id });
    const part = await shop.prisma.part.create({
      data: { name: "Heated Grips", description: "x", picture: "/images/parts/handlebar-grips.svg", priceCents: 8_900, minQuantity: 1, availableQuantity: 4, addedByEmail: "admin@motoparts.test", brand: "Oxford", partNumber: "OF690" },
    });
    const shopper = uniqueEmail("shopper");
    await shop.prisma.$transaction(async (tx) => {
      await emails.backInStock(tx, { email: shopper, partId: part.id });
      await emails.backInStock(tx, { email: shopper.toUpperCase(), partId: part.id });
    });
    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.subject])).toEqual([
      ["delivered", `Your MotoParts USA order ${order.number} was delivered`],
      ["cancelled", `Your MotoParts USA order ${order.number} is cancelled`],
      // $10 of the order: part of it.
      ["refunded", `Part of your MotoParts USA order ${order.number} is refunded`],
      ["back-in-stock", "Back in stock at MotoParts USA: Heated Grips"],
    ]);
    // It was paid: cancelling it refunds the payment.
    expect(rows[1].text).toContain("being refunded in full");
    expect(rows[3]).toMatchObject({ toEmail: shopper, orderId: null });
    expect(rows[3].text).toContain(`Order it now: http://localhost:4000/product/${part.id}`);
  });

  it("writes an order charged in euros in euros, with its rate, and a refund of some of its lines as given back in euros", async () => {
    const order = await newOrder("paid", { currency: "EUR", rate: "0.9234" });
    await notify({ orderId: order.id, to: "paid" });
    // A refund of one brake pad: its unit as charged, €39.24 (42.50 × 0.9234 = 39.2445).
    const pads = await shop.prisma.orderLine.findFirstOrThrow({ where: { orderId: order.id, position: 0 } });
    const refund = await shop.prisma.refund.create({
      data: { orderId: order.id, amountCents: 4_250, amountMinor: 3_924, method: "demo", status: "succeeded", lines: { create: [{ orderLineId: pads.id, quantity: 1, amountCents: 4_250, restock: true }] } },
    });
    await shop.prisma.order.update({ where: { id: order.id }, data: { refundedCents: 4_250, refundedMinor: 3_924 } });
    await notify({ orderId: order.id, to: "refunded", refundId: refund.id });
    await notify({ orderId: order.id, to: "delivered" });

    const rows = await outbox();
    const of = (kind: string) => rows.find((r) => r.kind === kind)!;
    const paid = of("payment-received");
    for (const fact of [
      "Your payment of €232.66 for order",
      "2 x Sintered Brake Pads (FA196HH) at €39.24: €78.48",
      "1 x Chain 520 at €120.03: €120.03",
      "Shipping (International express): €27.70",
      "  - Customs duty 2.7%: €6.45 (on Sintered Brake Pads)",
      "Total: €232.66",
      // The estimate due on delivery is converted as one figure: $48.19 → €44.50.
      "Total due on delivery (estimate): €44.50 (paid to the carrier, not in the total)",
      "Charged in euros at 0.9234 EUR per US dollar.",
    ]) {
      expect(paid.text).toContain(fact);
    }
    expect(paid.html).toContain("Charged in euros at 0.9234 EUR per US dollar.");
    expect(paid.text).not.toContain("$");

    const refunded = of("refunded");
    expect(refunded.subject).toBe(`Part of your MotoParts USA order ${order.number} is refunded`);
    expect(refunded.text).toContain(`We have refunded €39.24 of your order ${order.number} for the parts below.`);
    expect(refunded.text).toContain("1 × Sintered Brake Pads: €39.24");
    expect(refunded.text).toContain("Refunded in all: €39.24 of €232.66");
    expect(of("delivered").text).toContain("(our estimate: €44.50)");
  });

  it("writes an order charged in yen in whole yen, with its rate", async () => {
    const order = await newOrder("unpaid", { currency: "JPY", rate: "155.25" });
    await notify({ orderId: order.id, to: "unpaid" });
    const [row] = await outbox();
    for (const fact of [
      "2 x Sintered Brake Pads (FA196HH) at ¥6,598: ¥13,196",
      "Subtotal: ¥33,377",
      "Shipping (International express): ¥4,658",
      "Total: ¥39,119",
      "  - VAT 20%: ¥7,481 (on every part)",
      "Charged in Japanese yen at 155.25 JPY per US dollar.",
    ]) {
      expect(row.text).toContain(fact);
    }
    expect(row.text).not.toMatch(/¥[\d,]+\./);
    expect(row.text).not.toContain("$");
  });

  it("delivers each of 20 emails exactly once with two workers running at once", async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder()));
    for (const o of orders) await notify({ orderId: o.id, to: "unpaid" });
    const workers = [worker({ batchSize: 3 }), worker({ batchSize: 3 })];
    const claimedBy = [0, 0];
    await Promise.all(
      workers.map(async (w, i) => {
        for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) claimedBy[i] += n;
      }),
    );
    expect(claimedBy[0] + claimedBy[1]).toBe(20);
    const rows = await outbox();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(20);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(orders.map((o) => o.email).sort());
  });

  it("retries an email the SMTP server refuses (451), waiting longer each time, then delivers it", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const w = worker();
    smtp.refuse(451);

    const before = Date.now();
    expect(await w.runOnce()).toBe(1);
    let row = (await outbox())[0];
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) - 1_000);
    // Not due yet: nothing is claimed.
    expect(await w.runOnce()).toBe(0);

    // Time passes (the test moves the email's next attempt to now), and the server refuses again.
    await shop.prisma.outboxEmail.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    expect(await w.runOnce()).toBe(1);
    row = (await outbox())[0];
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(2) - 5_000);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    smtp.refuse(null);
    await shop.prisma.outboxEmail.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    expect(await w.runOnce()).toBe(1);
    row = (await outbox())[0];
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].messageId).toBe(`<${row.id}@motoparts-usa>`);
  });

  it("backs off 30 s, doubling, at most an hour, and marks an email failed after the last attempt", async () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);

    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    smtp.refuse(451);
    const w = worker({ maxAttempts: 2, retryDelayMs: () => 0 });
    expect(await w.runOnce()).toBe(1);
    expect((await outbox())[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(await w.runOnce()).toBe(1);
    expect((await outbox())[0]).toMatchObject({ status: "failed", attempts: 2 });
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("lets another worker deliver an email once the lease of a worker that crashed after claiming it expires", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const crashed = worker({ leaseMs: 400 });
    expect(await crashed.claim()).toHaveLength(1); // ...and it dies: it never sends nor marks.
    expect((await outbox())[0]).toMatchObject({ status: "sending", attempts: 1 });

    const other = worker({ leaseMs: 400 });
    expect(await other.runOnce()).toBe(0); // leased
    await waitFor(() => other.runOnce(), "the lease to expire");
    const row = (await outbox())[0];
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends again, with the same Message-ID, when a worker died between sending and marking it sent (at least once)", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const real = smtpTransport(smtp.url, "MotoParts USA <orders@motoparts-usa.example>");
    transports.push(real);
    // Sends, then never comes back: the process died before marking the email sent.
    const dying: MailTransport = { ...real, send: async (email, signal) => (await real.send(email, signal), new Promise<void>(() => {})) };
    const crashed = worker({ transport: dying, leaseMs: 400 });
    const [claimed] = await crashed.claim();
    void crashed.deliver(claimed);
    await waitFor(() => smtp.received.length === 1, "the first send");

    const other = worker({ leaseMs: 400 });
    await waitFor(() => other.runOnce(), "the lease to expire");
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0].messageId).toBe(smtp.received[1].messageId);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks nothing when its lease was taken over: the later claim decides", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const slow = worker({ leaseMs: 300 });
    const [claimed] = await slow.claim();
    const other = worker({ leaseMs: 60_000 });
    const [again] = await waitFor(async () => {
      const got = await other.claim();
      return got.length ? got : null;
    }, "the lease to expire");
    expect(again.attempts).toBe(2);
    // The first worker comes back and sends: its mark is refused; the row stays the second claim's.
    expect(await slow.deliver(claimed)).toBe("lost");
    expect((await outbox())[0]).toMatchObject({ status: "sending", attempts: 2 });
    expect(await other.deliver(again)).toBe("sent");
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${claimed.id}@motoparts-usa>`, `<${claimed.id}@motoparts-usa>`]);
  });

  it("finishes the batch in flight before stopping", async () => {
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const release = smtp.hold();
    const w = worker({ pollIntervalMs: 50 });
    w.start();
    await waitFor(() => smtp.held === 1, "the message to reach the server");
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it("runs from the configuration: through SMTP_URL, from MAIL_FROM", async () => {
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url, MAIL_FROM: "Parts Desk <desk@motoparts-usa.example>", MAIL_POLL_INTERVAL_MS: "100" });
    const job = startMailWorker(shop.prisma, config, log);
    try {
      const order = await newOrder();
      await notify({ orderId: order.id, to: "unpaid" });
      await waitFor(() => smtp.received.length === 1, "the email");
      expect(smtp.received[0].headers.from).toBe("Parts Desk <desk@motoparts-usa.example>");
    } finally {
      await job.stop();
    }
  });

  it("keeps emails pending, and says so, in production without SMTP_URL", async () => {
    const lines: string[] = [];
    const capture = pino({ level: "info" }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const config = loadConfig({ NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k", MAIL_POLL_INTERVAL_MS: "100" });
    const order = await newOrder();
    await notify({ orderId: order.id, to: "unpaid" });
    const job = startMailWorker(shop.prisma, config, capture);
    await job.stop();
    expect(lines.join("")).toMatch(/SMTP_URL is not set: emails are written to the outbox and wait there/);
    expect((await outbox())[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  describe("without SMTP: kept, and shown at /dev/mail", () => {
    it("marks the email kept and lists it, newest first, with recipient, subject, time and status", async () => {
      const [first, second] = [await newOrder(), await newOrder()];
      await notify({ orderId: first.id, to: "unpaid" });
      await notify({ orderId: second.id, to: "unpaid" });
      const w = worker({ transport: keepTransport() });
      expect(await w.runOnce()).toBe(2);
      const rows = await outbox();
      expect(rows.map((r) => [r.status, r.sentAt])).toEqual([
        ["kept", null],
        ["kept", null],
      ]);
      expect(smtp.received).toHaveLength(0);

      const res = await fetch(`${shop.url}/dev/mail`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const page = await res.text();
      for (const o of [first, second]) {
        expect(page).toContain(o.email);
        expect(page).toContain(`Your MotoParts USA order ${o.number} is placed`);
      }
      expect(page.indexOf(second.number)).toBeLessThan(page.indexOf(first.number));
      expect(page).toContain(`href="/dev/mail/${rows[0].id}"`);
      expect(page).toContain(">kept<");
      expect(page).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    });

    it("renders each email: its page frames the HTML (inline styles allowed, no scripts), and the text version", async () => {
      const order = await newOrder();
      await notify({ orderId: order.id, to: "unpaid" });
      await worker({ transport: keepTransport() }).runOnce();
      const [row] = await outbox();

      const page = await fetch(`${shop.url}/dev/mail/${row.id}`);
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(body).toContain(`<iframe title="The email as HTML" src="/dev/mail/${row.id}.html"`);
      expect(body).toContain(order.email);
      expect(body).toContain(`&lt;${row.id}@motoparts-usa&gt;`);
      expect(page.headers.get("content-security-policy")).toContain("frame-src 'self'");

      const html = await fetch(`${shop.url}/dev/mail/${row.id}.html`);
      expect(html.status).toBe(200);
      const csp = html.headers.get("content-security-policy")!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).not.toContain("script-src");
      expect(csp).toContain("frame-ancestors 'self'");
      const rendered = await html.text();
      expect(rendered).toContain(`Order ${order.number} is placed`);
      expect(rendered).toContain('style="');

      const text = await fetch(`${shop.url}/dev/mail/${row.id}.txt`);
      expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await text.text()).toBe(row.text);

      for (const missing of [crypto.randomUUID(), "not-an-id", `${crypto.randomUUID()}.pdf`]) {
        expect((await fetch(`${shop.url}/dev/mail/${missing}`)).status).toBe(404);
      }
    });

    it("escapes what it lists", async () => {
      const order = await newOrder();
      await shop.prisma.order.update({ where: { id: order.id }, data: { buyerEmail: `x"<b>@example.com` } });
      await notify({ orderId: order.id, to: "unpaid" });
      const page = await (await fetch(`${shop.url}/dev/mail`)).text();
      expect(page).toContain("x&quot;&lt;b&gt;@example.com");
      expect(page).not.toContain('x"<b>');
    });
  });
});

describe("/dev/mail in production", () => {
  it("is not there (404)", async () => {
    const shop = await startTestShop({
      env: { NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "key", FIREBASE_AUTH_EMULATOR_HOST: "" },
    });
    try {
      for (const path of ["/dev/mail", `/dev/mail/${crypto.randomUUID()}`, `/dev/mail/${crypto.randomUUID()}.txt`]) {
        const res = await fetch(`${shop.url}${path}`, { headers: { accept: "text/html" } });
        expect(res.status).toBe(404);
      }
    } finally {
      await shop.close();
    }
  });
});

describe("mail configuration", () => {
  it("defaults to no SMTP, the shop's From, a 2 s poll, 8 attempts, a 2 minute lease and the local public URL", () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: "MotoParts USA <orders@motoparts-usa.example>",
      shopEmail: "orders@motoparts-usa.example",
      pollIntervalMs: 2_000,
      maxAttempts: 8,
      leaseMs: 120_000,
    });
    expect(loadConfig({ SHOP_EMAIL: "support@motoparts-usa.example" }).mail.shopEmail).toBe("support@motoparts-usa.example");
    expect(config.publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_URL: "https://shop.example/", SMTP_URL: "smtps://u:p@smtp.example:465" })).toMatchObject({
      publicUrl: "https://shop.example",
      mail: { smtpUrl: "smtps://u:p@smtp.example:465" },
    });
  });

  it.each([
    [{ SMTP_URL: "http://smtp.example" }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ MAIL_FROM: "orders" }, /MAIL_FROM: must be an address/],
    [{ PUBLIC_URL: "shop.example" }, /PUBLIC_URL: must be an http/],
    [{ MAIL_MAX_ATTEMPTS: "0" }, /MAIL_MAX_ATTEMPTS/],
    [{ MAIL_LEASE_SECONDS: "1" }, /MAIL_LEASE_SECONDS/],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
