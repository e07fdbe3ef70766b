import { CombinedGraphQLErrors } from "@apollo/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorMessage } from "../components/ErrorState";
import { errorCode } from "./graphql-errors";

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
