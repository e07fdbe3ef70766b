import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { unauthenticated } from "../errors";

const ISSUER = "motoparts-usa";
const AUDIENCE = "motoparts-usa:api";
/** How long a link token (a download link) lasts. */
const LINK_TTL_SECONDS = 5 * 60;

export interface AccessClaims {
  userId: string;
  /** The user's token version when the token was issued; a bump revokes it. */
  version: number;
  /** Whether the sign-in it came from passed a second factor. */
  secondFactor: boolean;
}

/** The shop's own access tokens: HS256 JWTs naming a user and their token version. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(
    user: { id: string; email: string; tokenVersion: number },
    signIn: { secondFactor: boolean } = { secondFactor: false },
  ): Promise<{ token: string; expiresAt: Date }> {
    return this.sign(AUDIENCE, this.ttlSeconds, user, signIn);
  }

  /** Verifies signature, issuer, audience and expiry; throws UNAUTHENTICATED with the reason. */
  async verify(token: string): Promise<AccessClaims> {
    return this.check(AUDIENCE, token, "Your session has expired. Sign in again.", "Your access token is not valid. Sign in again.");
  }

  /**
   * A link token: the session's claims for one purpose only (a download link, "catalogue-export"), valid for
   * minutes. It works in a URL, where no header can carry the access token, and opens nothing else.
   */
  async issueLink(
    purpose: string,
    user: { id: string; email: string; tokenVersion: number },
    signIn: { secondFactor: boolean },
    ttlSeconds = LINK_TTL_SECONDS,
  ): Promise<{ token: string; expiresAt: Date }> {
    return this.sign(`${AUDIENCE}:${purpose}`, ttlSeconds, user, signIn);
  }

  async verifyLink(purpose: string, token: string): Promise<AccessClaims> {
    return this.check(`${AUDIENCE}:${purpose}`, token, "This link has expired. Ask for a new one.", "This link is not valid. Ask for a new one.");
  }

  private async sign(
    audience: string,
    ttlSeconds: number,
    user: { id: string; email: string; tokenVersion: number },
    signIn: { secondFactor: boolean },
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = new Date((now + ttlSeconds) * 1000);
    const token = await new SignJWT({ email: user.email, ver: user.tokenVersion, ...(signIn.secondFactor ? { mfa: true } : {}) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .setJti(crypto.randomUUID())
      .sign(this.key);
    return { token, expiresAt };
  }

  private async check(audience: string, token: string, expired: string, invalid: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.ver !== "number") throw new joseErrors.JWTInvalid("claims");
      return { userId: payload.sub, version: payload.ver, secondFactor: payload.mfa === true };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthenticated(expired);
      throw unauthenticated(invalid);
    }
  }
}

/**
 * The signing secret: ACCESS_TOKEN_SECRET when set, else one generated once and kept in the data
 * directory (mode 0600), so tokens survive a restart of the embedded setup.
 */
export function resolveAccessTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "access-token-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
