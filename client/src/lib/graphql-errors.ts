import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import type { ErrorCode } from "../gql/enums";
import { copy } from "./copy";

export type { ErrorCode };

/** The message to show for a failed request: the server's own for GraphQL errors, else a network one. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? copy.common.error;
  return copy.common.networkError;
}

/**
 * The `extensions.code` of the first GraphQL error the server answered, if any: one of the schema's
 * `ErrorCode` values, so a comparison with a code the API does not have fails the type-check.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as ErrorCode | undefined;
  return undefined;
}

/**
 * The `extensions.reason` of the first GraphQL error, where the server says more than its code: e.g.
 * `EMAIL_NOT_VERIFIED` on a refusal that verifying the address would lift.
 */
export function errorReason(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const reason = error.errors[0]?.extensions?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/**
 * Seconds to wait when the server refused a request for coming too often (HTTP 429), from its
 * `Retry-After` header or the error's `retryAfter`; null for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  const seconds = (value: unknown) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 1;
  };
  if (ServerError.is(error) && error.statusCode === 429) return seconds(error.response.headers.get("retry-after"));
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((e) => e.extensions?.code === "TOO_MANY_REQUESTS");
    if (limited) return seconds(limited.extensions?.retryAfter);
  }
  return null;
}
