import { initializeApp } from "firebase/app";
import {
  GithubAuthProvider,
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";
import { loadRuntimeConfig } from "./runtime-config";

/**
 * Firebase Authentication, loaded only when a page needs it (it is a large library). Connects to the
 * Auth emulator when the server's runtime config says the shop runs on one.
 */
let auth: Promise<Auth> | undefined;

export function getFirebaseAuth(): Promise<Auth> {
  auth ??= loadRuntimeConfig().then(({ firebase }) => {
    const app = initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
    const instance = getAuth(app);
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

export async function logInWithProvider(provider: "google" | "github"): Promise<User> {
  const p = provider === "google" ? new GoogleAuthProvider() : new GithubAuthProvider();
  return (await signInWithPopup(await getFirebaseAuth(), p)).user;
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
