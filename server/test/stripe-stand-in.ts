import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the few Stripe API calls the shop makes, for tests and browser journeys where
 * api.stripe.com cannot be reached. The real `stripe` SDK talks to it (STRIPE_API_URL); when a
 * PaymentIntent is confirmed it delivers `payment_intent.succeeded` to the shop's webhook, signed with
 * Stripe's real signing code, as Stripe would. Refunds are created pending; Stripe's answer comes later
 * as `refund.updated` and `charge.refunded` (at once, unless `autoSettleRefunds` is off and the test
 * settles them itself).
 */

export interface StandInPaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  status: string;
  payment_intent: string;
  charge: string;
  metadata: Record<string, string>;
  reason: string | null;
  failure_reason: string | null;
  created: number;
}

export interface StripeStandIn {
  url: string;
  webhookSecret: string;
  intents: Map<string, StandInPaymentIntent>;
  refunds: Map<string, StandInRefund>;
  /** Settle refunds as soon as they are created (the default), as Stripe does for most card refunds. */
  autoSettleRefunds: boolean;
  /**
   * Answers this many refund requests with a 500 after doing them (a refund made, its answer lost), the
   * replays of the same idempotency key included: the shop cannot tell whether Stripe made it.
   */
  loseRefundAnswers: number;
  /**
   * Settles a refund (succeeded, or failed with a reason) and delivers its events: `refund.updated`, and
   * `charge.refunded` when it succeeded. Resolves with the webhook's statuses.
   */
  settleRefund(id: string, outcome?: { status?: "succeeded" | "failed"; failureReason?: string }): Promise<number[]>;
  /** The signed events settling a refund would deliver, without delivering them (for tests that race them). */
  refundEvents(id: string): { payload: string; signature: string; eventId: string }[];
  /** Every API request received: method, path and form fields. */
  requests: { method: string; path: string; body: Record<string, string> }[];
  /** Where confirmations deliver the webhook (the shop's /stripe/webhook). */
  setWebhookUrl(url: string): void;
  /** Marks a PaymentIntent succeeded and delivers the signed event; resolves with the webhook's status. */
  succeed(id: string, options?: { amountReceived?: number }): Promise<number>;
  close(): Promise<void>;
}

const stripe = new Stripe("sk_test_stand_in");

/** Builds the signed delivery of an event, exactly as Stripe signs it. */
export function signedEvent(
  secret: string,
  type: string,
  object: unknown,
  eventId = `evt_${crypto.randomBytes(12).toString("hex")}`,
): { payload: string; signature: string; eventId: string } {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }), eventId };
}

export async function deliverWebhook(url: string, delivery: { payload: string; signature: string }): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    body: delivery.payload,
  });
}

function parseForm(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]] = value;
  }
  return metadata;
}

export async function startStripeStandIn(options: { webhookSecret?: string; port?: number } = {}): Promise<StripeStandIn> {
  const webhookSecret = options.webhookSecret ?? `whsec_${crypto.randomBytes(16).toString("hex")}`;
  const intents = new Map<string, StandInPaymentIntent>();
  const refunds = new Map<string, StandInRefund>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: StripeStandIn["requests"] = [];
  let webhookUrl: string | undefined;

  async function succeed(id: string, opts: { amountReceived?: number } = {}): Promise<number> {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    intent.status = "succeeded";
    intent.amount_received = opts.amountReceived ?? intent.amount;
    if (!webhookUrl) return 0;
    const res = await deliverWebhook(webhookUrl, signedEvent(webhookSecret, "payment_intent.succeeded", intent));
    return res.status;
  }

  const chargeOf = (intent: StandInPaymentIntent) => {
    const refunded = [...refunds.values()].filter((r) => r.payment_intent === intent.id && r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0);
    return {
      id: `ch_${intent.id.slice(3)}`,
      object: "charge",
      amount: intent.amount_received,
      amount_refunded: refunded,
      refunded: refunded >= intent.amount_received,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
    };
  };

  function refundEvents(id: string) {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    const events = [signedEvent(webhookSecret, "refund.updated", refund)];
    if (refund.status === "succeeded") events.push(signedEvent(webhookSecret, "charge.refunded", chargeOf(intents.get(refund.payment_intent)!)));
    return events;
  }

  async function settleRefund(id: string, outcome: { status?: "succeeded" | "failed"; failureReason?: string } = {}): Promise<number[]> {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    refund.status = outcome.status ?? "succeeded";
    if (refund.status === "failed") refund.failure_reason = outcome.failureReason ?? "expired_or_canceled_card";
    if (!webhookUrl) return [];
    const statuses: number[] = [];
    for (const event of refundEvents(id)) statuses.push((await deliverWebhook(webhookUrl, event)).status);
    return statuses;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const body = parseForm(Buffer.concat(chunks).toString("utf8"));
      requests.push({ method: req.method ?? "GET", path: url.pathname, body });
      // The browser's Stripe.js stand-in calls confirm from the shop's page.
      res.setHeader("access-control-allow-origin", "*");
      res.setHeader("access-control-allow-headers", "content-type, authorization");
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      const notFound = () => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } });
      if (req.method === "OPTIONS") return send(204, {});

      const create = req.method === "POST" && url.pathname === "/v1/payment_intents";
      const one = /^\/v1\/payment_intents\/([^/]+)(\/(cancel|confirm))?$/.exec(url.pathname);
      if (create) {
        const key = req.headers["idempotency-key"];
        if (typeof key === "string" && byIdempotencyKey.has(key)) return send(200, intents.get(byIdempotencyKey.get(key)!));
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          return send(400, { error: { type: "invalid_request_error", message: "Invalid amount" } });
        }
        const id = `pi_${crypto.randomBytes(12).toString("hex")}`;
        const intent: StandInPaymentIntent = {
          id,
          object: "payment_intent",
          amount,
          amount_received: 0,
          currency: body.currency ?? "usd",
          status: "requires_payment_method",
          client_secret: `${id}_secret_${crypto.randomBytes(8).toString("hex")}`,
          metadata: metadataOf(body),
          description: body.description ?? null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (typeof key === "string") byIdempotencyKey.set(key, id);
        return send(200, intent);
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const key = req.headers["idempotency-key"];
        const lost = () => {
          standIn.loseRefundAnswers--;
          return send(500, { error: { type: "api_error", message: "An error occurred with our connection to Stripe." } });
        };
        if (typeof key === "string" && byIdempotencyKey.has(key)) return standIn.loseRefundAnswers > 0 ? lost() : send(200, refunds.get(byIdempotencyKey.get(key)!));
        const intent = intents.get(body.payment_intent ?? "");
        if (!intent) return notFound();
        const given = [...refunds.values()].filter((r) => r.payment_intent === intent.id && r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount ? Number(body.amount) : intent.amount_received - given;
        if (intent.status !== "succeeded") {
          return send(400, { error: { type: "invalid_request_error", code: "charge_not_captured", message: "This PaymentIntent has no successful charge to refund." } });
        }
        if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received - given) {
          return send(400, { error: { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount_received - given) / 100).toFixed(2)})` } });
        }
        const refund: StandInRefund = {
          id: `re_${crypto.randomBytes(12).toString("hex")}`,
          object: "refund",
          amount,
          currency: intent.currency,
          status: "pending",
          payment_intent: intent.id,
          charge: `ch_${intent.id.slice(3)}`,
          metadata: metadataOf(body),
          reason: body.reason ?? null,
          failure_reason: null,
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (typeof key === "string") byIdempotencyKey.set(key, refund.id);
        if (standIn.loseRefundAnswers > 0) return lost();
        send(200, refund);
        // Stripe answers first and tells the outcome by webhook, a moment later.
        if (standIn.autoSettleRefunds) setImmediate(() => void settleRefund(refund.id).catch(() => {}));
        return;
      }
      if (req.method === "GET" && url.pathname === "/v1/refunds") {
        const pi = url.searchParams.get("payment_intent");
        const data = [...refunds.values()].filter((r) => !pi || r.payment_intent === pi).reverse();
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      if (one) {
        const intent = intents.get(one[1]);
        if (!intent) return notFound();
        if (req.method === "GET" && !one[3]) return send(200, intent);
        if (req.method === "POST" && one[3] === "cancel") {
          if (intent.status === "succeeded") {
            return send(400, { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "already succeeded" } });
          }
          intent.status = "canceled";
          return send(200, intent);
        }
        if (req.method === "POST" && one[3] === "confirm") {
          if (intent.status === "canceled") {
            return send(400, { error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "This PaymentIntent was canceled." } });
          }
          await succeed(intent.id);
          return send(200, intent);
        }
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: StripeStandIn = {
    url,
    webhookSecret,
    intents,
    refunds,
    autoSettleRefunds: true,
    loseRefundAnswers: 0,
    settleRefund,
    refundEvents,
    requests,
    setWebhookUrl: (u) => (webhookUrl = u),
    succeed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
