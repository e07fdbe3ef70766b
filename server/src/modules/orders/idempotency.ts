import crypto from "node:crypto";
import { shippingAddress } from "../../../../shared/addresses";

/**
 * A digest of what a checkout asks for: its lines (the same part twice is one line, the order of lines
 * does not matter), its address as the shop stores it, and its shipping method. A retry sends the same
 * and gets the same order; the same key with another digest is another order under a used key, refused.
 * The currency counts too, when it is not US dollars.
 */
export function checkoutFingerprint(input: { lines: unknown; address: unknown; shippingMethod: unknown; currency?: unknown }): string {
  const lines = new Map<string, number>();
  for (const line of Array.isArray(input.lines) ? input.lines : []) {
    const { partId, quantity } = (line ?? {}) as { partId?: unknown; quantity?: unknown };
    const id = String(partId ?? "").toLowerCase();
    lines.set(id, (lines.get(id) ?? 0) + (typeof quantity === "number" ? quantity : NaN));
  }
  const address = shippingAddress.safeParse(input.address);
  const canonical = {
    lines: [...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    address: address.success ? address.data : (input.address ?? null),
    method: String(input.shippingMethod ?? "").toLowerCase(),
    // Checkouts in US dollars kept their digest from before other currencies were charged.
    ...(input.currency && String(input.currency).toUpperCase() !== "USD" ? { currency: String(input.currency).toUpperCase() } : {}),
  };
  return crypto.createHash("sha256").update(stableJson(canonical)).digest("hex");
}

/** JSON with every object's keys sorted, so that equal values give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
