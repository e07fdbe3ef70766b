import { initializeApp } from "firebase/app";
import {
  EmailAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  connectAuthEmulator,
  getMultiFactorResolver,
  multiFactor,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from "firebase/auth";
import { loadRuntimeConfig } from "./runtime-config";

/**
 * Firebase Authentication, loaded only when a page needs it (it is a large library). Connects to the
 * Auth emulator when the server's runtime config says the shop runs on one. Set up as `getAuth` does
 * (the same persistence), but without the popup resolver: with it, phones load Google's api.js and its
 * iframe on every page; the popup sign-ins pass it themselves, when one starts.
 */
let auth: Promise<Auth> | undefined;

export function getFirebaseAuth(): Promise<Auth> {
  auth ??= loadRuntimeConfig().then(({ firebase }) => {
    const app = initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
    const instance = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
    if (firebase.authEmulatorUrl) connectAuthEmulator(instance, firebase.authEmulatorUrl, { disableWarnings: true });
    return instance;
  });
  auth.catch(() => (auth = undefined));
  return auth;
}

export type FirebaseUser = User;

export async function watchUser(onChange: (user: User | null) => void): Promise<() => void> {
  return onIdTokenChanged(await getFirebaseAuth(), onChange);
}

export async function logInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(await getFirebaseAuth(), email, password)).user;
}

/** Creates the account, sets its display name and sends the verification email. */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(await getFirebaseAuth(), email, password);
  await updateProfile(user, { displayName: name });
  await user.getIdToken(true); // the next ID token carries the name
  sendEmailVerification(user).catch(() => {
    // A failed verification email must not fail the sign-up; the user can ask again later.
  });
  return user;
}

export type Provider = "google" | "github";

const providerFor = (provider: Provider) => (provider === "google" ? new GoogleAuthProvider() : new GithubAuthProvider());

/** How long after its window closed a popup sign-in is given up (Firebase itself waits about 8 s). */
export const POPUP_CLOSED_GRACE_MS = 1_000;

/**
 * Runs a popup sign-in and watches the window it opens: when the user closes it, the sign-in fails with
 * auth/popup-closed-by-user about a second later instead of the 7-10 s Firebase takes to notice. Should
 * Firebase still finish (the window closed itself after success), the auth observer picks the user up.
 */
async function withPopupWatch<T>(run: () => Promise<T>): Promise<T> {
  const open = window.open;
  let popup: Window | null = null;
  window.open = function watchedOpen(this: Window, ...args: Parameters<typeof window.open>) {
    popup = open.apply(this, args);
    window.open = open;
    return popup;
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const closed = new Promise<never>((_, reject) => {
    let closedAt: number | null = null;
    timer = setInterval(() => {
      if (!popup?.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= POPUP_CLOSED_GRACE_MS) {
        reject(Object.assign(new Error("The sign-in window was closed."), { code: "auth/popup-closed-by-user" }));
      }
    }, 200);
  });
  try {
    return await Promise.race([run(), closed]);
  } finally {
    clearInterval(timer);
    if (window.open !== open) window.open = open;
  }
}

export async function logInWithProvider(provider: Provider): Promise<User> {
  const auth = await getFirebaseAuth();
  return (await withPopupWatch(() => signInWithPopup(auth, providerFor(provider), browserPopupRedirectResolver))).user;
}

/** "•••• 1234": the last four digits of a phone number, which is all Firebase tells before the second step. */
export function maskPhone(phoneNumber: string | null | undefined): string {
  const digits = (phoneNumber ?? "").replace(/\D/g, "");
  return `•••• ${digits.slice(-4)}`;
}

/**
 * The invisible reCAPTCHA Firebase wants before it sends an SMS. On the Auth emulator the SDK uses its
 * own stand-in (no script is loaded, nothing leaves the machine).
 */
async function phoneVerifier(auth: Auth): Promise<RecaptchaVerifier> {
  const container = document.createElement("div");
  container.hidden = true;
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: "invisible" });
  const clear = verifier.clear.bind(verifier);
  verifier.clear = () => {
    clear();
    container.remove();
  };
  return verifier;
}

async function sendCode(auth: Auth, options: Parameters<PhoneAuthProvider["verifyPhoneNumber"]>[0]): Promise<string> {
  const verifier = await phoneVerifier(auth);
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

/** A sign-in (or a fresh sign-in) waiting for the code sent to the user's phone. */
export interface SecondStep {
  /** "•••• 1234" */
  maskedPhone: string;
  /** Sends the SMS code, or sends a new one. */
  sendCode(): Promise<void>;
  /** Finishes the sign-in with the code from the SMS. */
  verify(code: string): Promise<User>;
}

/** The second step a failed sign-in asks for, or null when the error is not auth/multi-factor-auth-required. */
export async function secondStepFor(error: unknown): Promise<SecondStep | null> {
  if ((error as { code?: unknown })?.code !== "auth/multi-factor-auth-required") return null;
  const auth = await getFirebaseAuth();
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((h): h is PhoneMultiFactorInfo => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) return null;
  let verificationId: string | null = null;
  return {
    maskedPhone: maskPhone(hint.phoneNumber),
    async sendCode() {
      verificationId = await sendCode(auth, { multiFactorHint: hint, session: resolver.session });
    },
    async verify(code) {
      if (!verificationId) throw Object.assign(new Error("Send a code first."), { code: "auth/missing-verification-id" });
      const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
      return (await resolver.resolveSignIn(assertion)).user;
    },
  };
}

/** A phone enrolled as second factor, as My Profile lists it. */
export interface EnrolledPhone {
  uid: string;
  maskedPhone: string;
  label: string | null;
  enrolledAt: string;
}

function asEnrolledPhone(factor: MultiFactorInfo): EnrolledPhone {
  return {
    uid: factor.uid,
    maskedPhone: maskPhone((factor as PhoneMultiFactorInfo).phoneNumber),
    label: factor.displayName ?? null,
    enrolledAt: factor.enrollmentTime,
  };
}

async function signedInUser(): Promise<User> {
  const user = (await getFirebaseAuth()).currentUser;
  if (!user) throw Object.assign(new Error("Sign in first."), { code: "auth/null-user" });
  return user;
}

/** What My Profile shows of two-step verification: whether the address is proved, and the phones. */
export async function twoStepStatus(): Promise<{ emailVerified: boolean; phones: EnrolledPhone[]; signInMethod: "password" | Provider }> {
  const user = await signedInUser();
  await user.reload();
  const providers = user.providerData.map((p) => p.providerId);
  const signInMethod = providers.includes("password") ? "password" : providers.includes("github.com") ? "github" : "google";
  return {
    emailVerified: user.emailVerified,
    phones: multiFactor(user).enrolledFactors.filter((f) => f.factorId === PhoneMultiFactorGenerator.FACTOR_ID).map(asEnrolledPhone),
    signInMethod,
  };
}

/**
 * Asks Firebase again whether the signed-in address is verified: the link may have been opened in another
 * tab or on a phone, and the user object this tab holds does not learn of it by itself.
 */
export async function emailVerifiedNow(): Promise<boolean> {
  const user = await signedInUser();
  await user.reload();
  return user.emailVerified;
}

export async function resendVerificationEmail(): Promise<void> {
  await sendEmailVerification(await signedInUser());
}

/** Sends a code to a new phone (E.164, "+15555550123"); `enroll` finishes with the code from the SMS. */
export async function startPhoneEnrollment(phoneNumber: string): Promise<{ enroll(code: string, label: string): Promise<void> }> {
  const auth = await getFirebaseAuth();
  const user = await signedInUser();
  const session = await multiFactor(user).getSession();
  const verificationId = await sendCode(auth, { phoneNumber, session });
  return {
    async enroll(code, label) {
      const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
      await multiFactor(user).enroll(assertion, label);
    },
  };
}

/**
 * A fresh sign-in of the current user (with the password, or the provider's window). Resolves null when
 * done, or with the second step to finish when the account has one.
 */
export async function signInAgain(method: { password: string } | { provider: Provider }): Promise<SecondStep | null> {
  const user = await signedInUser();
  try {
    const done: UserCredential =
      "password" in method
        ? await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", method.password))
        : await withPopupWatch(() => reauthenticateWithPopup(user, providerFor(method.provider), browserPopupRedirectResolver));
    void done;
    return null;
  } catch (err) {
    const step = await secondStepFor(err);
    if (!step) throw err;
    return step;
  }
}

export async function removePhone(uid: string): Promise<void> {
  await multiFactor(await signedInUser()).unenroll(uid);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(await getFirebaseAuth(), email);
}

export async function logOut(): Promise<void> {
  await signOut(await getFirebaseAuth());
}

export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  const user = (await getFirebaseAuth()).currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}
