import { useEffect, useSyncExternalStore } from "react";
import { useHasAccessToken } from "./access-token";
import { useSession } from "./session";

/**
 * What the cart and the garage share about where they are kept: in the browser for a guest (one key of
 * localStorage, the same in every tab), on the server for a signed-in shopper, and the merge of the
 * browser's into the account's at sign-in. What is kept, and its rules, stay in cart.ts and garage.ts.
 */

/** Where a shopper's things are kept: the browser's (guest), the account's, or not known yet (the session is loading). */
export type KeptIn = "guest" | "account" | "unknown";

/** Where the shopper's things are kept now. A visitor without an access token is a guest while the session loads. */
export function useKeptIn(): KeptIn {
  const { status } = useSession();
  // While a server-rendered page hydrates, a guest's, as the server rendered it; the session's once hydrated.
  const hasToken = useHasAccessToken();
  if (status === "signedIn") return "account";
  if (status === "signedOut" || !hasToken) return "guest";
  return "unknown";
}

interface BrowserStoreOptions<T> {
  key: string;
  /** Reads the stored text (null when there is none); anything unreadable becomes `empty` or is dropped. */
  parse: (raw: string | null) => T;
  empty: T;
  /** An empty value is removed from storage rather than written. */
  isEmpty: (value: T) => boolean;
  /** When the browser will not store a change (full, or turned off): throw to refuse it; else it is lost. */
  onRefused?: () => void;
}

/**
 * One value kept in the browser's localStorage, re-read when its text changes: `read` gives the same
 * object while the stored text is unchanged (as useSyncExternalStore needs), and `useValue` re-renders
 * on every change, from this tab or another (the `storage` event).
 */
export function browserStore<T>({ key, parse, empty, isEmpty, onRefused }: BrowserStoreOptions<T>) {
  let cachedRaw: string | null | undefined;
  let cached: T = empty;
  const listeners = new Set<() => void>();

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked (private mode, a policy): nothing is kept
    }
  }

  function read(): T {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  }

  function write(value: T): void {
    try {
      if (isEmpty(value)) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      onRefused?.();
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  const useValue = (): T => useSyncExternalStore(subscribe, read, () => empty);
  return { read, write, useValue };
}

/**
 * The merge of the browser's things into the account's at sign-in: one run at a time, however many views
 * ask, and its last failure, kept for every view until the next run (the browser keeps its things, to try again).
 */
export function signInMerge() {
  let error: unknown = null;
  let running: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const setError = (next: unknown) => {
    error = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    /** Runs `merge`, or answers the run under way. */
    run(merge: () => Promise<void>): Promise<void> {
      running ??= (async () => {
        setError(null);
        try {
          await merge();
        } catch (e) {
          setError(e);
        }
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** The run under way, if any. */
    running: () => running,
    useError: () => useSyncExternalStore(subscribe, () => error, () => error),
  };
}

/**
 * Runs `start` (a `signInMerge` run) as soon as the shopper is signed in with things in the browser,
 * whichever way they signed in; `pending` until those have joined the account's. `start` must be stable.
 */
export function useMergeOnSignIn(
  merge: ReturnType<typeof signInMerge>,
  hasGuestThings: boolean,
  start: () => Promise<void>,
): { pending: boolean; error: unknown; retry: () => Promise<void> } {
  const { status } = useSession();
  const error = merge.useError();
  const pending = status === "signedIn" && hasGuestThings;
  useEffect(() => {
    if (pending) void start();
  }, [pending, start]);
  return { pending, error: pending ? error : null, retry: start };
}
