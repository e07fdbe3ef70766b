import { useSyncExternalStore } from "react";

/** The shop's access token, kept in local storage under `accessToken` (as the spec says). */
const KEY = "accessToken";

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(KEY, token);
  changed();
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Whether the browser holds an access token, for what a render shows: none while React hydrates a page
 * the server rendered (the server never has one), so the first render matches the server's markup; then
 * the browser's answer, and again whenever the token is stored or cleared.
 */
export function useHasAccessToken(): boolean {
  return useSyncExternalStore(subscribe, () => getAccessToken() !== null, () => false);
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
