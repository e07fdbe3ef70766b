import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the few Stripe API calls the shop makes, for tests and browser journeys where
 * api.stripe.com cannot be reached. The real `stripe` SDK talks to it (STRIPE_API_URL); when a
 * PaymentIntent is confirmed it delivers `payment_intent.succeeded` to the shop's webhook, signed with
 * Stripe's real signing code, as Stripe would.
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

export interface StripeStandIn {
  url: string;
  webhookSecret: string;
  intents: Map<string, StandInPaymentIntent>;
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
  return {
    url,
    webhookSecret,
    intents,
    requests,
    setWebhookUrl: (u) => (webhookUrl = u),
    succeed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
