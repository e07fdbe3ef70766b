import { isUuid } from "../../shared/ids";
import { z } from "zod";
import { badInput, badInputs } from "./errors";
import { limits } from "../../shared/rules";

/** Parses untrusted input with a zod schema; the first problem becomes a BAD_USER_INPUT error. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join(".") || undefined;
  throw badInput(issue.message, field);
}

/**
 * Parses untrusted input with a zod schema; every problem is reported (BAD_USER_INPUT with `fields`), so a
 * form can mark each wrong field at once. `prefix` names where the input sits ("address" → "address.city").
 */
export function parseInputFully<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badInputs(inputProblems(result, prefix));
}

/** A parse's problems, one per field (its first), each named by its path under `prefix`; none for a success. */
export function inputProblems(result: z.ZodSafeParseResult<unknown>, prefix?: string): { field: string; message: string }[] {
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || (prefix ?? "input");
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
}

export { isUuid };

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
