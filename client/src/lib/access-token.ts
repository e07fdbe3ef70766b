/** The shop's access token, kept in local storage under `accessToken` (as the spec says). */
const KEY = "accessToken";

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** The token's email and expiry, read without verifying (the server verifies). */
export function readAccessToken(token: string | null): { email: string; expiresAt: number } | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { email?: string; exp?: number };
    if (typeof payload.email !== "string" || typeof payload.exp !== "number") return null;
    return { email: payload.email, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** A stored token for this email that is good for at least another minute. */
export function hasFreshAccessToken(email: string): boolean {
  const claims = readAccessToken(getAccessToken());
  return !!claims && claims.email === email.toLowerCase() && claims.expiresAt - Date.now() > 60_000;
}
