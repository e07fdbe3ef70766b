import { z } from "zod";
import { badInput } from "./errors";
import { limits } from "../../shared/rules";

/** Parses untrusted input with a zod schema; the first problem becomes a BAD_USER_INPUT error. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join(".") || undefined;
  throw badInput(issue.message, field);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** Ids are UUIDs; anything else is the caller's mistake, never a database error. */
export function parseId(id: unknown, what = "id"): string {
  if (!isUuid(id)) throw badInput(`Malformed ${what}: expected a UUID.`, what);
  return id.toLowerCase();
}

export function parsePageSize(first: number | null | undefined, fallback: number): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > limits.maxPageSize) {
    throw badInput(`first must be a whole number from 1 to ${limits.maxPageSize}.`, "first");
  }
  return n;
}
