/** How the REST paths answer a refusal: the status of its code and `{ message, code, field, fields }`. */
import type { Response } from "express";
import type { GraphQLFormattedError } from "graphql";
import { AppError, type ErrorCode } from "../errors";

/** HTTP status for each error code of the API (the schema's ErrorCode documents the same table). */
const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EXPORT_SCREENING_HOLD: 409,
  DESTINATION_REFUSED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  CURRENCY_UNAVAILABLE: 422,
  QUOTE_EXPIRED: 409,
  TOO_MANY_REQUESTS: 429,
  PAYMENTS_NOT_CONFIGURED: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export function sendError(res: Response, error: GraphQLFormattedError, requestId: string): void {
  const code = String(error.extensions?.code ?? "INTERNAL_SERVER_ERROR");
  const status = STATUS[code as ErrorCode] ?? 500;
  if (status === 401) res.set("WWW-Authenticate", 'Bearer realm="motoparts"');
  if (status === 429 || status === 503) res.set("Retry-After", String(error.extensions?.retryAfter ?? 5));
  const field = error.extensions?.field;
  const fields = error.extensions?.fields;
  res.status(status).json({
    message: error.message,
    code,
    ...(typeof field === "string" ? { field } : {}),
    ...(Array.isArray(fields) ? { fields } : {}),
    ...(status === 500 ? { requestId } : {}),
  });
}

/** A route's failure that is not a GraphQL answer (a file route): an AppError as its code says, anything else logged as `what` and masked. */
export function sendFailure(res: Response, err: unknown, what: string): void {
  if (err instanceof AppError) {
    sendError(res, { message: err.message, extensions: err.extensions }, res.locals.requestId);
    return;
  }
  res.locals.log?.error({ err }, what);
  sendError(res, { message: "Something went wrong on our side.", extensions: { code: "INTERNAL_SERVER_ERROR" } }, res.locals.requestId);
}
