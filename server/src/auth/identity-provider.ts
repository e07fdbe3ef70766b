import crypto from "node:crypto";
import { cert, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import type { Config } from "../config";
import { unauthenticated } from "../errors";

const FORGED = "The Firebase ID token does not match its account. Sign in again.";
/** How far ahead of this server's clock a token's issue time may be. */
const CLOCK_SKEW_SECONDS = 60;

/** What an emulator token claims beyond the identity, checked against the emulator's own account. */
interface EmulatorClaims {
  secondFactorId?: string;
  iat?: unknown;
  exp?: unknown;
  /** How the holder signed in: "password", "google.com", "github.com"… */
  provider?: unknown;
}

/** Who Firebase says the caller is. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** Whether the owner of the email address has proved it (a link in a mail, or a provider that checks). */
  emailVerified: boolean;
  displayName: string | null;
  photoUrl: string | null;
  /** Whether this sign-in passed a second factor (Firebase's `sign_in_second_factor` claim). */
  secondFactor: boolean;
  /**
   * Whether the account has a second factor enrolled. Firebase asks every sign-in of such an account for
   * it, so a token without one means none was enrolled when it was issued (on the emulator the account
   * itself is read).
   */
  twoStepEnrolled: boolean;
}

/** Firebase Authentication as the shop uses it: verify sign-ins, disable removed accounts. */
export interface IdentityProvider {
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  disableAccount(uid: string): Promise<void>;
  /** Creates an email-and-password account unless one exists (the demo accounts). */
  ensureAccount(account: { email: string; password: string; displayName: string }): Promise<void>;
  close(): Promise<void>;
}

export function createFirebaseIdentityProvider(firebase: Config["firebase"]): IdentityProvider {
  if (firebase.emulatorHost) {
    // firebase-admin reads the emulator's address from the environment; config.ts has already
    // refused an emulator for a project id that does not start with "demo-".
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  }
  const credentialsFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const app: App = initializeApp(
    {
      projectId: firebase.projectId,
      ...(credentialsFile && !firebase.emulatorHost ? { credential: cert(credentialsFile) } : {}),
    },
    `motoparts-${crypto.randomUUID()}`,
  );
  const auth: Auth = getAuth(app);

  /**
   * The emulator's ID tokens are unsigned and firebase-admin does not check their signature in emulator
   * mode, so anyone can write one with any claims. Its claims are never trusted: the account is looked
   * up by uid through the Admin SDK, and a token that disagrees with its account is refused.
   */
  async function fromEmulatorAccount(claimed: VerifiedIdentity & EmulatorClaims): Promise<VerifiedIdentity> {
    // A token the emulator issued always says when it was issued and when it expires, and was issued in the past.
    const now = Math.floor(Date.now() / 1000);
    if (typeof claimed.exp !== "number" || typeof claimed.iat !== "number" || claimed.iat > now + CLOCK_SKEW_SECONDS || claimed.exp <= now) {
      throw unauthenticated(FORGED);
    }
    let account;
    try {
      account = await auth.getUser(claimed.uid);
    } catch (err) {
      if ((err as { code?: string }).code === "auth/user-not-found") throw unauthenticated(FORGED);
      throw err;
    }
    const email = account.email?.toLowerCase();
    if (!email || email !== claimed.email || account.emailVerified !== claimed.emailVerified || account.disabled) {
      throw unauthenticated(FORGED);
    }
    // The way the token says its holder signed in must be one the account has.
    const providers = new Set(account.providerData.map((p) => p.providerId));
    if (typeof claimed.provider !== "string" || !providers.has(claimed.provider)) throw unauthenticated(FORGED);
    const enrolled = account.multiFactor?.enrolledFactors ?? [];
    // A second factor the account does not have was written by hand.
    if (claimed.secondFactor && !enrolled.some((factor) => factor.uid === claimed.secondFactorId)) {
      throw unauthenticated(FORGED);
    }
    return {
      uid: account.uid,
      email,
      emailVerified: account.emailVerified,
      displayName: account.displayName ?? null,
      photoUrl: account.photoURL ?? null,
      secondFactor: claimed.secondFactor,
      twoStepEnrolled: enrolled.length > 0,
    };
  }

  return {
    async verifyIdToken(idToken) {
      let decoded;
      try {
        // checkRevoked also refuses disabled accounts.
        decoded = await auth.verifyIdToken(idToken, true);
      } catch (err) {
        const code = (err as { code?: string }).code ?? "";
        if (code === "auth/id-token-expired") throw unauthenticated("Your Firebase sign-in has expired. Sign in again.");
        if (code === "auth/user-disabled") throw unauthenticated("This account has been disabled.");
        if (code === "auth/id-token-revoked") throw unauthenticated("Your Firebase sign-in was revoked. Sign in again.");
        if (code.startsWith("auth/")) throw unauthenticated("The Firebase ID token is not valid. Sign in again.");
        throw err;
      }
      if (!decoded.email) throw unauthenticated("This Firebase account has no email address.");
      const secondFactor = typeof decoded.firebase.sign_in_second_factor === "string";
      const claimed = {
        uid: decoded.uid,
        email: decoded.email.toLowerCase(),
        emailVerified: decoded.email_verified === true,
        displayName: typeof decoded.name === "string" ? decoded.name : null,
        photoUrl: typeof decoded.picture === "string" ? decoded.picture : null,
        secondFactor,
        twoStepEnrolled: secondFactor,
      };
      if (!firebase.emulatorHost) return claimed;
      const secondFactorId = decoded.firebase.second_factor_identifier;
      return fromEmulatorAccount({
        ...claimed,
        secondFactorId: typeof secondFactorId === "string" ? secondFactorId : undefined,
        iat: decoded.iat,
        exp: decoded.exp,
        provider: decoded.firebase.sign_in_provider,
      });
    },
    async disableAccount(uid) {
      try {
        await auth.updateUser(uid, { disabled: true });
        await auth.revokeRefreshTokens(uid);
      } catch (err) {
        if ((err as { code?: string }).code === "auth/user-not-found") return;
        throw err;
      }
    },
    async ensureAccount({ email, password, displayName }) {
      try {
        await auth.createUser({ email, password, displayName, emailVerified: true });
      } catch (err) {
        if ((err as { code?: string }).code !== "auth/email-already-exists") throw err;
      }
    },
    close: () => deleteApp(app),
  };
}
