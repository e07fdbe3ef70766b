import { z } from "zod";
import { countryName, isCountryCode, undeliverableMessage } from "./addresses";
import { CARRIERS } from "./carriers";
import { EMBARGOED_COUNTRIES } from "./export-controls";
import { isUuid } from "./ids";
import { orderQuantity } from "./schemas";
import { limits } from "./rules";

/**
 * The input schemas of the cart, ordering, shipping, refunds and their admin pages, written once
 * (ADR 0061): the server parses with them, the forms check them.
 */

/** An order (and a cart) holds at most this many lines. */
export const MAX_LINES = 50;

const partId = z.string().refine(isUuid, "Malformed partId: expected a UUID.");

/** The lines of a quote or a checkout: parts by id and how many; the same part twice counts as one line. */
export const cartLines = z
  .array(
    z.object({
      partId,
      quantity: z.number("Quantity is required.").int("Quantity must be a whole number."),
    }),
  )
  .min(1, "Add at least one part.")
  .max(MAX_LINES, `An order holds at most ${MAX_LINES} lines.`);

/** Chosen by the client for one checkout: the same key again is the same order. */
export const idempotencyKey = z
  .string("An idempotency key is required.")
  .trim()
  .min(8, "An idempotency key has at least 8 characters.")
  .max(100, "An idempotency key has at most 100 characters.")
  .regex(/^[A-Za-z0-9_.:-]+$/, "An idempotency key has only letters, digits, dashes, dots, colons and underscores.");

export const shippingMethodId = z.string("Choose a shipping method.").refine(isUuid, "Choose a shipping method from the quote.");

/** The spec's one-part order (`POST /order`, `placeOrder`): a part by id or exact name, and a quantity. */
export const placeOrderInput = z.object({
  partId: z.string().nullish(),
  productName: z.string().trim().max(limits.partName, "No part has this name.").nullish(),
  buyerEmail: z.string().trim().toLowerCase().nullish(),
  quantity: orderQuantity,
});

export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** A parcel of an order: its carrier and tracking number, written the way the label prints it or not. */
export const shipmentInput = z.object({
  carrier: z.enum(CARRIERS, "Choose a carrier: USPS, UPS, FedEx, DHL or other."),
  trackingNumber: z
    .string("A tracking number is required.")
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{8,40}$/, "A tracking number has 8 to 40 letters and digits.")),
});

const money = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} must not be negative.`)
    .max(10_000, `${label} must be at most $10,000.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} has at most 2 decimals.`);

/** A shipping zone: its countries (each in one zone, none embargoed), its methods and their weight bands. */
export const zoneInput = z.object({
  id: z.string().refine(isUuid, "Malformed id: expected a UUID.").nullish(),
  name: z.string().trim().min(1, "Name is required.").max(60, "Name must be at most 60 characters."),
  countries: z
    .array(z.string().trim().toUpperCase().refine(isCountryCode, "Each country is a two-letter ISO code, such as DE."))
    .min(1, "A zone has at least one country.")
    .max(250, "A zone has at most 250 countries.")
    .refine((list) => new Set(list).size === list.length, "Each country once.")
    .superRefine((list, ctx) => {
      const closed = list.find((c) => EMBARGOED_COUNTRIES.has(c));
      if (closed) ctx.addIssue({ code: "custom", message: `${countryName(closed)} is under US export controls and sanctions: the shop may not ship there.` });
      const unreached = list.find((c) => undeliverableMessage(c));
      if (unreached) ctx.addIssue({ code: "custom", message: undeliverableMessage(unreached)! });
    }),
  methods: z
    .array(
      z
        .object({
          id: z.string().refine(isUuid, "Malformed id: expected a UUID.").nullish(),
          label: z.string().trim().min(1, "Label is required.").max(80, "Label must be at most 80 characters."),
          minDays: z.number().int("Days are whole numbers.").min(0, "Days must not be negative.").max(90, "At most 90 days."),
          maxDays: z.number().int("Days are whole numbers.").min(0, "Days must not be negative.").max(90, "At most 90 days."),
          rates: z
            .array(
              z.object({
                maxWeightKg: z
                  .number("Weight must be a number.")
                  .gt(0, "Weight must be more than 0 kg.")
                  .max(70, "Weight must be at most 70 kg.")
                  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, "Weight has at most 3 decimals."),
                price: money("Price"),
              }),
            )
            .min(1, "A method has at least one rate.")
            .max(20, "A method has at most 20 rates.")
            .refine((rates) => new Set(rates.map((r) => Math.round(r.maxWeightKg * 1000))).size === rates.length, "Each weight band once."),
        })
        .refine((m) => m.minDays <= m.maxDays, { message: "The fewest days must not be more than the most.", path: ["maxDays"] }),
    )
    .max(10, "A zone has at most 10 methods."),
});

// ---- The cart ------------------------------------------------------------------------------------

/** Distinct parts one cart may hold: the lines of one order. */
export const MAX_CART_LINES = MAX_LINES;

/** How many units of a part a cart line asks for; the part's own minimum and stock are checked beside it. */
export const cartQuantity = z
  .number("Quantity is required.")
  .int("Quantity must be a whole number.")
  .min(1, "Quantity must be at least 1.")
  .max(100_000, "Quantity is too large.");

/** A guest's cart (kept in the browser), as it joins the account's at sign-in. */
export const guestCartLines = z
  .array(z.object({ partId, quantity: cartQuantity }))
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} parts.`);

/** A guest's cart as the browser asks for it to be priced: each line with the price the guest saw, if any. */
export const cartPreviewLines = z
  .array(z.object({ partId, quantity: cartQuantity, seenPrice: z.number().nonnegative().max(1_000_000).nullish() }))
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} parts.`);

// The cart's arguments as the service parses them, each error named by its argument. Built once: a zod
// schema compiles its checks on first use.
export const cartQuantityArgs = z.object({ quantity: cartQuantity });
export const guestCartArgs = z.object({ lines: guestCartLines });
export const cartPreviewArgs = z.object({ lines: cartPreviewLines });

// ---- Refunds and reviews of orders ---------------------------------------------------------------

/** An admin's note on a refund, or on a cancellation with a refund; empty for none. */
export const refundNote = z.string().trim().max(500, "A note has at most 500 characters.").nullish();

/** A refund of some lines of an order (RefundInput), or of every unit not refunded yet when `lines` is left out. */
export const refundInput = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: z.string().refine(isUuid, "Malformed lineId: expected a UUID.").transform((v) => v.toLowerCase()),
          quantity: z.number().int("A quantity is a whole number.").min(1, "Refund at least one unit of a line."),
          returned: z.boolean(),
        }),
      )
      .min(1, "Choose at least one line to refund.")
      .max(100, "An order has at most 100 lines.")
      .nullish(),
    note: refundNote,
    idempotencyKey: idempotencyKey.nullish(),
  })
  .nullish();

export type RefundInput = z.input<typeof refundInput>;

/** Why an admin cleared or refused an order the export screening held. */
export const screeningReviewNote = z
  .string("Say why: a note is required.")
  .trim()
  .min(1, "Say why: a note is required.")
  .max(500, "A note has at most 500 characters.");
