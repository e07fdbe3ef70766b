import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../../lib/session";
import { authErrorMessage, SessionExchangeError } from "./auth-errors";
import { destinationFrom } from "./destination";

/** Firebase's SDK (large, and loaded by the session at start): the auth pages paint without waiting for it. */
export const loadFirebase = () => import("../../lib/firebase");

/** What the page is doing: one thing at a time. */
export type AuthAction = "email" | "google" | "github" | "reset";

/**
 * The shared logic of the login and sign-up pages: one request at a time, its readable error, and after a
 * Firebase sign-in the session exchange (completeSignIn) and the way back to where the user came from.
 * A visitor who is already signed in is sent on at once.
 */
export function useAuthFlow() {
  const { status, completeSignIn, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const destination = useMemo(() => destinationFrom(location.state), [location.state]);
  const [pending, setPending] = useState<AuthAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** True while a request runs, and for good once a sign-in succeeded (the page is leaving). */
  const busy = useRef(false);

  useEffect(() => {
    if (status === "signedIn" && !busy.current) void navigate(destination, { replace: true });
  }, [status, pending, destination, navigate]);

  /** Runs one request, showing its failure under the form. Resolves true on success. */
  const perform = useCallback(async (action: AuthAction, work: () => Promise<void>, keepBusy = false): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(action);
    setError(null);
    try {
      await work();
      if (!keepBusy) {
        busy.current = false;
        setPending(null);
      }
      return true;
    } catch (err) {
      busy.current = false;
      setPending(null);
      setError(authErrorMessage(err));
      return false;
    }
  }, []);

  /**
   * Signs in with Firebase, then exchanges that for the shop's session and goes back. If the exchange
   * fails, Firebase is signed out again so that the user can simply retry.
   */
  const signIn = useCallback(
    (action: Exclude<AuthAction, "reset">, firebaseSignIn: () => Promise<unknown>, afterFirebase?: () => void) =>
      perform(
        action,
        async () => {
          await firebaseSignIn();
          afterFirebase?.();
          try {
            await completeSignIn();
          } catch (err) {
            await signOut().catch(() => undefined);
            throw new SessionExchangeError(err);
          }
          void navigate(destination, { replace: true });
        },
        true,
      ),
    [perform, completeSignIn, signOut, navigate, destination],
  );

  /** Shows a message in the form's error slot (e.g. from a check done before any request). */
  const showError = useCallback((message: string | null) => setError(message), []);

  return {
    status,
    pending,
    busy: pending !== null,
    error,
    showError,
    perform,
    signIn,
    /** The `state` to hand to the other auth page, so it sends the user to the same place. */
    forwardState: location.state as unknown,
  };
}
