import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql } from "../gql";
import { clearAccessToken, getAccessToken, hasFreshAccessToken, setAccessToken } from "./access-token";
import { setSessionRecovery, useApolloClientLoader } from "./apollo";

/** Who is signed in, as Firebase says (displayName, email, photoURL: the spec's identity). */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export type SessionStatus = "loading" | "signedIn" | "signedOut";

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * Exchanges the Firebase sign-in for the shop's access token (stored under `accessToken`). Called by
   * the login and sign-up pages before they navigate; resolves once the token is stored.
   */
  completeSignIn(): Promise<void>;
  /**
   * Learns whether the address was verified since sign-in: when it was, takes a fresh ID token (it carries
   * the proof) and exchanges it, so the server lifts an unverified account's limits without a new sign-in.
   * Resolves whether the address is verified now.
   */
  refreshVerification(): Promise<boolean>;
  /** Signs out; `reason` stays until the next sign-in, for the login page to say why (the admin guard's). */
  signOut(reason?: SignOutReason): Promise<void>;
  signOutReason: SignOutReason | null;
}

export type SignOutReason = "adminOnly";

export const SessionContext = createContext<Session | null>(null);

export const SignInDocument = graphql(`
  mutation SignIn($email: String!) {
    signIn(email: $email) {
      token
      expiresAt
      user {
        id
        email
        role
        displayName
        photoUrl
      }
    }
  }
`);

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

type FirebaseModule = typeof import("./firebase");
const loadFirebase = (): Promise<FirebaseModule> => import("./firebase");

/** Runs `run` once the browser has nothing else to do (a whole idle period), or after five seconds. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }
  const latest = Date.now() + 5000;
  let id = 0;
  const check = (deadline: IdleDeadline) => {
    if (deadline.timeRemaining() >= 45 || Date.now() >= latest) run();
    else id = requestIdleCallback(check, { timeout: latest - Date.now() });
  };
  id = requestIdleCallback(check, { timeout: 5000 });
  return () => cancelIdleCallback(id);
}

function toSessionUser(user: { uid: string; email: string | null; displayName: string | null; photoURL: string | null }): SessionUser | null {
  return user.email ? { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL } : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const getClient = useApolloClientLoader();
  const [status, setStatus] = useState<SessionStatus>("loading");
  const [user, setUser] = useState<SessionUser | null>(null);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);
  const exchanging = useRef<Promise<void> | null>(null);
  /** The Firebase ID token the stored access token was exchanged for. */
  const exchangedFor = useRef<string | null>(null);

  /** One exchange at a time: the auth observer and a login page may both ask. */
  const exchange = useCallback(
    (forceRefresh: boolean) => {
      exchanging.current ??= (async () => {
        const firebase = await loadFirebase();
        const idToken = await firebase.currentIdToken(forceRefresh);
        const current = (await firebase.getFirebaseAuth()).currentUser;
        if (!idToken || !current?.email) throw new Error("not signed in to Firebase");
        const { data } = await (await getClient()).mutate({
          mutation: SignInDocument,
          variables: { email: current.email },
          context: { headers: { authorization: `Bearer ${idToken}` } },
        });
        if (!data) throw new Error("no access token");
        setAccessToken(data.signIn.token);
        exchangedFor.current = idToken;
      })().finally(() => {
        exchanging.current = null;
      });
      return exchanging.current;
    },
    [getClient],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    /** Firebase's user changed: exchange its token for ours when needed (failures are the pages' to say). */
    const onUser = async (fbUser: Parameters<typeof toSessionUser>[0] | null) => {
      const next = fbUser ? toSessionUser(fbUser) : null;
      if (!next) {
        clearAccessToken();
        // Every page's header, cards and buttons read the session: as a transition, that re-render works
        // in slices instead of holding a phone's main thread in one long task just after hydration.
        startTransition(() => {
          setUser(null);
          setStatus("signedOut");
        });
        return;
      }
      if (!hasFreshAccessToken(next.email)) {
        try {
          await exchange(false);
        } catch {
          // The server is unreachable or refused: the pages that need the token say so.
        }
      }
      startTransition(() => {
        setUser(next);
        setStatus("signedIn");
      });
    };
    const start = () => {
      loadFirebase()
        .then((firebase) => firebase.watchUser((fbUser) => void onUser(fbUser)))
        .then((unsub) => {
          if (cancelled) unsub();
          else unsubscribe = unsub;
        })
        .catch(() => setStatus("signedOut"));
    };
    // Firebase's SDK is large: unless the visitor has a session, it waits until the first page is done.
    let cancelStart = () => {};
    if (getAccessToken()) start();
    else cancelStart = whenIdle(start);
    return () => {
      cancelled = true;
      cancelStart();
      unsubscribe?.();
    };
  }, [exchange]);

  useEffect(() => {
    setSessionRecovery(async () => {
      try {
        await exchange(true);
        return true;
      } catch {
        return false;
      }
    });
    return () => setSessionRecovery(null);
  }, [exchange]);

  const signOut = useCallback(async (reason?: SignOutReason) => {
    setSignOutReason(reason ?? null);
    // The server ends the session too, so a copied token stops working; signing out never waits long on it.
    const token = getAccessToken();
    if (token) {
      const ended = (await getClient())
        .mutate({ mutation: SignOutDocument, context: { headers: { authorization: `Bearer ${token}` } } })
        .catch(() => undefined);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    }
    clearAccessToken();
    exchangedFor.current = null;
    await (await loadFirebase()).logOut();
    await (await getClient()).clearStore();
  }, [getClient]);

  const completeSignIn = useCallback(async () => {
    // The auth observer may have started an exchange for this sign-in already: one is enough, unless it
    // used an earlier ID token (sign-up sets the display name, then takes a new token that carries it).
    await exchanging.current?.catch(() => {});
    const firebase = await loadFirebase();
    const idToken = await firebase.currentIdToken(false);
    if (!idToken || idToken !== exchangedFor.current || !getAccessToken()) await exchange(false);
    setSignOutReason(null);
    const current = (await firebase.getFirebaseAuth()).currentUser;
    if (current) {
      setUser(toSessionUser(current));
      setStatus("signedIn");
    }
  }, [exchange]);

  const refreshVerification = useCallback(async () => {
    if (!(await (await loadFirebase()).emailVerifiedNow())) return false;
    await exchanging.current?.catch(() => {});
    await exchange(true);
    return true;
  }, [exchange]);

  const value = useMemo<Session>(
    () => ({ status, user, completeSignIn, refreshVerification, signOut, signOutReason }),
    [status, user, completeSignIn, refreshVerification, signOut, signOutReason],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
