import { CombinedGraphQLErrors } from "@apollo/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorCode, errorMessage } from "./graphql-errors";

/**
 * The form field a refused input names (BAD_USER_INPUT's `extensions.field`, such as "price" or
 * "input.price"), when the form has that field.
 */
export function serverErrorField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return undefined;
  const field = error.errors[0]?.extensions?.field;
  if (typeof field !== "string") return undefined;
  const name = field.split(".").pop();
  return fields.find((f) => f === name);
}

/**
 * Puts a server error under the form field it names, focused; returns the message to show for the whole
 * form otherwise, or null when it was placed on a field. The forms check the server's own rules first
 * (shared/schemas.ts), so this is for what only the server knows (the stock in hand, a part deleted meanwhile).
 */
export function applyServerError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const field = serverErrorField(error, fields);
  const message = errorMessage(error);
  if (field) {
    setError(field, { type: "server", message }, { shouldFocus: true });
    return null;
  }
  return message;
}

/**
 * Puts each field error of a refusal that names several (BAD_USER_INPUT's `extensions.fields`, such as an
 * address's postal code and region) under its form field, focusing the first; returns the message to show
 * for the whole form when none of them is a field of the form, or null.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return errorMessage(error);
  const listed = error.errors[0]?.extensions?.fields;
  if (!Array.isArray(listed)) return applyServerError(error, fields, setError);
  let placed = 0;
  for (const item of listed as { field?: unknown; message?: unknown }[]) {
    const name = typeof item.field === "string" ? item.field.split(".").pop() : undefined;
    const field = fields.find((f) => f === name);
    if (field && typeof item.message === "string") setError(field, { type: "server", message: item.message }, { shouldFocus: placed++ === 0 });
  }
  return placed > 0 ? null : errorMessage(error);
}
