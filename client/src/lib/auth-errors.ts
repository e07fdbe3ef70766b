import { retryAfterSeconds } from "./graphql-errors";
import { copy } from "./copy";

/** Firebase errors carry their code next to the message. */
function firebaseErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === "string" ? code : undefined;
}

type KnownCode = Exclude<keyof typeof copy.auth.errors, "exchange" | "tooManySignIns" | "unknown">;

function isKnownCode(code: string): code is KnownCode {
  return code.startsWith("auth/") && Object.hasOwn(copy.auth.errors, code);
}

/**
 * What to show for a failed sign-in, sign-up or reset: a readable sentence for the Firebase codes we know,
 * else the error's own message (the spec's "provider's message"), else a generic one.
 */
export function authErrorMessage(err: unknown): string {
  const code = firebaseErrorCode(err);
  if (code && isKnownCode(code)) return copy.auth.errors[code];
  if (err instanceof Error && err.message) return err.message;
  return copy.auth.errors.unknown;
}

/**
 * Firebase signed the user in, but the shop's access token could not be obtained. When the shop
 * refused for too many sign-ins from the network, the message says how long to wait.
 */
export class SessionExchangeError extends Error {
  constructor(cause?: unknown) {
    const wait = retryAfterSeconds(cause);
    super(wait === null ? copy.auth.errors.exchange : copy.auth.errors.tooManySignIns(wait), { cause });
    this.name = "SessionExchangeError";
  }
}
