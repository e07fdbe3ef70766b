import { copy } from "../../lib/copy";

/** Firebase errors carry their code next to the message. */
function firebaseErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === "string" ? code : undefined;
}

type KnownCode = Exclude<keyof typeof copy.auth.errors, "exchange" | "unknown">;

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

/** Firebase signed the user in, but the shop's access token could not be obtained. */
export class SessionExchangeError extends Error {
  constructor(cause?: unknown) {
    super(copy.auth.errors.exchange, { cause });
    this.name = "SessionExchangeError";
  }
}
