import { GraphQLError } from "graphql";
import type { ErrorCode } from "./generated/graphql";

/**
 * The failures a caller can cause or must be told about. Services throw these; GraphQL passes them
 * through with `extensions.code`, the REST shim maps the code to an HTTP status. Anything else is
 * unexpected: logged with the request id and masked for the caller. The codes are the schema's
 * `ErrorCode` enum, so the contract is documented where clients look.
 */
export type { ErrorCode };

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const badInput = (message: string, field?: string) =>
  new AppError("BAD_USER_INPUT", message, field ? { field } : {});
/** Input wrong in several fields: the first one as `field` and the message, every one in `fields`. */
export function badInputs(problems: { field: string; message: string }[]): AppError {
  const [first] = problems;
  return new AppError("BAD_USER_INPUT", first.message, { field: first.field, fields: problems });
}
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const unauthenticated = (message = "You must be signed in to do this.") =>
  new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do this.", extra: Record<string, unknown> = {}) =>
  new AppError("FORBIDDEN", message, extra);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new AppError("CONFLICT", message, extra);

/** Codes that are the caller's to see; every other error is masked (INTERNAL_SERVER_ERROR). */
export const EXPOSED_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  "BAD_USER_INPUT",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYMENTS_NOT_CONFIGURED",
  "DESTINATION_REFUSED",
  "EXPORT_SCREENING_HOLD",
  "IDEMPOTENCY_KEY_REUSED",
  "CURRENCY_UNAVAILABLE",
  "QUOTE_EXPIRED",
  "SERVICE_UNAVAILABLE",
  "TOO_MANY_REQUESTS",
  // Raised by Apollo Server itself for malformed requests.
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "BAD_REQUEST",
]);
