import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useSession } from "../../lib/session";
import { authErrorMessage, SessionExchangeError } from "../../lib/auth-errors";
import { destinationFrom } from "./destination";

/** Firebase's SDK (large, and loaded by the session at start): the auth pages paint without waiting for it. */
export const loadFirebase = () => import("../../lib/firebase");

/** What the page is doing: one thing at a time. */
export type AuthAction = "email" | "google" | "github" | "reset" | "code" | "resend";

type FirebaseModule = Awaited<ReturnType<typeof loadFirebase>>;
type SecondStep = NonNullable<Awaited<ReturnType<FirebaseModule["secondStepFor"]>>>;

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
  /** A sign-in waiting for the SMS code of the account's second factor. */
  const [secondStep, setSecondStep] = useState<{ step: SecondStep; afterFirebase?: () => void } | null>(null);
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

  /** After Firebase signed the user in: the shop's session, then back. A failed exchange signs Firebase out again. */
  const finish = useCallback(
    async (afterFirebase?: () => void) => {
      afterFirebase?.();
      try {
        await completeSignIn();
      } catch (err) {
        await signOut().catch(() => undefined);
        throw new SessionExchangeError(err);
      }
      void navigate(destination, { replace: true });
    },
    [completeSignIn, signOut, navigate, destination],
  );

  /**
   * Signs in with Firebase, then exchanges that for the shop's session and goes back. An account with a
   * second factor gets its code by SMS first: the page then asks for it (`secondStep`).
   */
  const signIn = useCallback(
    (action: "email" | "google" | "github", firebaseSignIn: () => Promise<unknown>, afterFirebase?: () => void) =>
      perform(
        action,
        async () => {
          try {
            await firebaseSignIn();
          } catch (err) {
            const step = await (await loadFirebase()).secondStepFor(err);
            if (!step) throw err;
            await step.sendCode();
            setSecondStep({ step, afterFirebase });
            busy.current = false;
            setPending(null);
            return;
          }
          await finish(afterFirebase);
        },
        true,
      ),
    [perform, finish],
  );

  /** Finishes the second step with the SMS code; a wrong or expired code leaves the step open. */
  const verifyCode = useCallback(
    (code: string) =>
      perform(
        "code",
        async () => {
          if (!secondStep) return;
          await secondStep.step.verify(code);
          await finish(secondStep.afterFirebase);
        },
        true,
      ),
    [perform, finish, secondStep],
  );

  const resendCode = useCallback(
    () => perform("resend", async () => secondStep?.step.sendCode()),
    [perform, secondStep],
  );

  /** Back to the sign-in form (another account, or another way in). */
  const cancelSecondStep = useCallback(() => {
    setSecondStep(null);
    setError(null);
  }, []);

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
    /** The masked phone of a sign-in waiting for its SMS code, or null. */
    secondStepPhone: secondStep?.step.maskedPhone ?? null,
    verifyCode,
    resendCode,
    cancelSecondStep,
    /** The `state` to hand to the other auth page, so it sends the user to the same place. */
    forwardState: location.state as unknown,
  };
}
