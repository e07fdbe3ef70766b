import { z } from "zod";
import { isUuid } from "./ids";
import { RETURN_NOTE_MAX, RETURN_REASONS, RETURN_REASON_TEXT_MAX } from "./return-policy";

/** The inputs of returns (ADR 0072), checked by the server whatever the return form checked. */

const uuid = (what: string) => z.string().refine(isUuid, `Malformed ${what}: expected a UUID.`).transform((v) => v.toLowerCase());

const note = z.string().trim().max(RETURN_NOTE_MAX, `A note has at most ${RETURN_NOTE_MAX.toLocaleString("en-US")} characters.`);

export const requestReturnInput = z.object({
  orderId: uuid("orderId"),
  lines: z
    .array(
      z.object({
        orderLineId: uuid("orderLineId"),
        quantity: z.number().int("A quantity is a whole number.").min(1, "Return at least one unit of a line.").max(10_000, "That is more units than any order has."),
      }),
    )
    .min(1, "Choose at least one part to return.")
    .max(100, "An order has at most 100 lines."),
  reason: z.enum(RETURN_REASONS, "Choose why you are returning the parts."),
  note: note.nullish().transform((v) => v || null),
  vehicleId: uuid("vehicleId").nullish(),
  exchange: z.boolean().nullish().transform((v) => v ?? false),
});

export type RequestReturnInput = z.input<typeof requestReturnInput>;

/** An admin's note when approving (optional), or the reason for refusing (required). */
export const approveNote = note.nullish().transform((v) => v || null);
export const rejectReason = z
  .string("Say why: a reason is required.")
  .trim()
  .min(1, "Say why: a reason is required.")
  .max(RETURN_REASON_TEXT_MAX, `A reason has at most ${RETURN_REASON_TEXT_MAX} characters.`);

export const receiveReturnLines = z
  .array(
    z.object({
      returnLineId: uuid("returnLineId"),
      quantity: z.number().int("A quantity is a whole number.").min(0, "A quantity cannot be negative."),
      restock: z.boolean(),
    }),
  )
  .min(1, "Say what came back of each line.")
  .max(100, "A return has at most 100 lines.");
