import { z } from "zod";
import type { PrismaClient, User } from "../../generated/prisma/client";
import type { AccessClaims, AccessTokens } from "../../auth/access-tokens";
import type { IdentityProvider } from "../../auth/identity-provider";
import { AppError, badInput, forbidden, notFound, unauthenticated } from "../../errors";
import type { Logger } from "../../logger";
import { parseInput } from "../../validation";
import { emailAddress, profileInput } from "../../../../shared/schemas";
import { limits } from "../../../../shared/rules";

export type ProfileInput = z.input<typeof profileInput>;

/** A display name as shown to people: no control characters, trimmed, bounded; null when nothing is left. */
export function cleanDisplayName(name: string | null | undefined): string | null {
  const clean = (name ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, limits.displayName).trim();
  return clean || null;
}

/** A profile picture's address: an https URL of sensible length, or nothing. */
export function cleanPhotoUrl(url: string | null | undefined): string | null {
  if (!url || url.length > limits.url) return null;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const CALLER_FAILURES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "BAD_USER_INPUT"]);

export const isAdmin = (user: Pick<User, "role">) => user.role === "admin";

/** Limits failed token exchanges; a successful one is never counted. */
export interface SignInThrottle {
  /** Refuses (TOO_MANY_REQUESTS) while the address or the account has failed too often lately. */
  check(clientAddress: string, email: string): Promise<void>;
  recordFailure(clientAddress: string, email: string): Promise<void>;
}

export interface UsersServiceDeps {
  prisma: PrismaClient;
  tokens: AccessTokens;
  identity: IdentityProvider;
  adminEmails: readonly string[];
  log: Logger;
  signInThrottle?: SignInThrottle;
  /** REQUIRE_ADMIN_MFA: admin operations need a session that passed a second factor. */
  adminNeedsSecondFactor?: boolean;
  /**
   * Told when the verified owner of an address claims the row someone else registered without proving
   * it (the orders module cancels the unpaid orders left on it).
   */
  onAccountClaimed?: (userId: string) => Promise<void>;
}

/** A signed-in user, and how they signed in. */
export interface Viewer {
  user: User;
  /** Whether the sign-in behind the access token passed a second factor. */
  secondFactor: boolean;
}

export const SECOND_FACTOR_REQUIRED =
  "Admin pages need two-step verification. Add a phone under Two-step verification on My Profile, then sign in again with its code.";

export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  private get prisma() {
    return this.deps.prisma;
  }

  /**
   * Exchanges a Firebase ID token for the shop's access token, creating or updating the user.
   * The token's email must be the one asked for. Failed exchanges count against the throttle of the
   * caller's address and of the account asked for.
   */
  async signIn(idToken: string | null, email: string, clientAddress: string): Promise<{ token: string; expiresAt: Date; user: User }> {
    const throttle = this.deps.signInThrottle;
    await throttle?.check(clientAddress, email);
    try {
      return await this.exchange(idToken, email);
    } catch (err) {
      // The caller's failures count (a bad, expired or mismatched token); ours (a database down) do not.
      if (err instanceof AppError && CALLER_FAILURES.has(String(err.extensions.code))) {
        await throttle?.recordFailure(clientAddress, email);
      }
      throw err;
    }
  }

  private async exchange(idToken: string | null, email: string): Promise<{ token: string; expiresAt: Date; user: User }> {
    if (!idToken) {
      throw unauthenticated("Send your Firebase ID token as Authorization: Bearer <token> to sign in.");
    }
    const claimed = parseInput(emailAddress(), email);
    const identity = await this.deps.identity.verifyIdToken(idToken);
    if (identity.email !== claimed) {
      throw forbidden("The email does not match the signed-in Firebase account.");
    }
    // Only a proven address may become an admin by configuration or take over an existing row (a seeded
    // or invited user, or one whose Firebase account was replaced): anyone can sign up with any address.
    const makeAdmin = identity.emailVerified && this.deps.adminEmails.includes(identity.email);
    const displayName = cleanDisplayName(identity.displayName);
    const photoUrl = cleanPhotoUrl(identity.photoUrl);
    let claimedFromSquatter = false;
    const user = await this.prisma.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({ where: { email: identity.email } });
      if (existing?.removedAt) throw forbidden("This account has been removed from the shop.");
      if (existing && existing.firebaseUid !== identity.uid && !identity.emailVerified) {
        throw forbidden("Verify your email address first: open the link we sent you, then sign in again.");
      }
      // A Firebase account whose email changed keeps one row: release its uid from the old one.
      await tx.user.updateMany({
        where: { firebaseUid: identity.uid, email: { not: identity.email } },
        data: { firebaseUid: null, tokenVersion: { increment: 1 } },
      });
      if (!existing) {
        return tx.user.create({
          data: {
            email: identity.email,
            firebaseUid: identity.uid,
            emailVerified: identity.emailVerified,
            twoStepVerification: identity.twoStepEnrolled,
            displayName,
            photoUrl,
            role: makeAdmin ? "admin" : "user",
          },
        });
      }
      // The row changes hands (another Firebase account) or its address is proved now: every access token
      // issued before stops working, so whoever registered the address first keeps no way in.
      const changesHands = existing.firebaseUid !== identity.uid;
      const revoke = changesHands || (!existing.emailVerified && identity.emailVerified);
      // Someone else held the address without proving it: what they wrote is theirs, not the owner's.
      claimedFromSquatter = changesHands && existing.firebaseUid !== null && !existing.emailVerified;
      return tx.user.update({
        where: { id: existing.id },
        data: {
          firebaseUid: identity.uid,
          emailVerified: identity.emailVerified,
          twoStepVerification: identity.twoStepEnrolled,
          ...(claimedFromSquatter
            ? { displayName, photoUrl, linkedin: null, twitter: null, location: null, education: null, number: null }
            : { ...(displayName ? { displayName } : {}), ...(photoUrl ? { photoUrl } : {}) }),
          ...(makeAdmin ? { role: "admin" as const } : {}),
          ...(revoke ? { tokenVersion: { increment: 1 } } : {}),
        },
      });
    });
    if (claimedFromSquatter) {
      this.deps.log.warn({ userId: user.id }, "an address registered without proof was claimed by its verified owner");
      await this.deps.onAccountClaimed?.(user.id);
    }
    const { token, expiresAt } = await this.deps.tokens.issue(user, { secondFactor: identity.secondFactor });
    this.deps.log.info({ userId: user.id }, "user signed in");
    return { token, expiresAt, user };
  }

  /** The user an access token names, if it is still valid for them, and how they signed in. */
  async fromAccessToken(token: string): Promise<Viewer> {
    return this.viewerOf(await this.deps.tokens.verify(token));
  }

  /** The session behind a link token for `purpose` (see AccessTokens.issueLink). */
  async fromLinkToken(purpose: string, token: string): Promise<Viewer> {
    return this.viewerOf(await this.deps.tokens.verifyLink(purpose, token));
  }

  /** A link token for `purpose`, for the viewer's session as it is (second factor included). */
  linkToken(purpose: string, viewer: Viewer): Promise<{ token: string; expiresAt: Date }> {
    return this.deps.tokens.issueLink(purpose, viewer.user, { secondFactor: viewer.secondFactor });
  }

  private async viewerOf(claims: AccessClaims): Promise<Viewer> {
    const user = await this.prisma.user.findUnique({ where: { id: claims.userId } });
    if (!user || user.removedAt) throw unauthenticated("This account no longer exists.");
    if (user.tokenVersion !== claims.version) {
      throw unauthenticated("Your access token has been revoked. Sign in again.");
    }
    return { user, secondFactor: claims.secondFactor };
  }

  /** Whether the session may use the admin role it has (REQUIRE_ADMIN_MFA asks for a second factor). */
  private adminRoleUsable(viewer: Viewer): boolean {
    return !this.deps.adminNeedsSecondFactor || viewer.secondFactor;
  }

  /** The user as their session may act: an admin without a required second factor acts as a shopper. */
  actingAs(viewer: Viewer): User {
    return isAdmin(viewer.user) && !this.adminRoleUsable(viewer) ? { ...viewer.user, role: "user" } : viewer.user;
  }

  /**
   * The admin behind a session; FORBIDDEN for anyone else, and (with REQUIRE_ADMIN_MFA) for an admin who
   * did not pass a second factor at sign-in. The role comes from the database, never the client.
   */
  assertAdmin(viewer: Viewer): User {
    if (!isAdmin(viewer.user)) throw forbidden("Only an admin may do this.");
    if (!this.adminRoleUsable(viewer)) {
      throw forbidden(SECOND_FACTOR_REQUIRED, { reason: "SECOND_FACTOR_REQUIRED" });
    }
    return viewer.user;
  }

  /** Ends every session of the user: the access tokens issued so far stop working. */
  async signOut(user: User): Promise<{ ok: boolean; message: string }> {
    await this.prisma.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    this.deps.log.info({ userId: user.id }, "user signed out");
    return { ok: true, message: "Signed out." };
  }

  async updateProfile(user: User, input: ProfileInput): Promise<User> {
    const p = parseInput(profileInput, input);
    const value = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
    return this.prisma.user.update({
      where: { id: user.id },
      data: {
        linkedin: value(p.linkedin),
        twitter: value(p.twitter),
        location: value(p.location),
        education: value(p.education),
        number: value(p.number),
      },
    });
  }

  /**
   * Whether `email` belongs to an admin. Anyone may ask about themselves (an admin who still owes a second
   * factor is told they are one, so the app can ask for it); only an admin acting as one may ask about
   * someone else.
   */
  async isAdmin(viewer: Viewer, email: string): Promise<boolean> {
    const asked = parseInput(emailAddress(), email);
    if (asked === viewer.user.email) return isAdmin(viewer.user);
    if (!isAdmin(viewer.user)) throw forbidden("Only an admin may ask whether someone else is an admin.");
    this.assertAdmin(viewer);
    const user = await this.prisma.user.findUnique({ where: { email: asked }, select: { role: true, removedAt: true } });
    return !!user && !user.removedAt && isAdmin(user);
  }

  list(): Promise<User[]> {
    return this.prisma.user.findMany({ where: { removedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  /** Everyone for an admin, only yourself for anyone else. */
  visibleTo(viewer: User): Promise<User[]> {
    return isAdmin(viewer) ? this.list() : Promise.resolve([viewer]);
  }

  async getMany(ids: readonly string[]): Promise<(User | null)[]> {
    const rows = await this.prisma.user.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((u) => [u.id, u]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async makeAdmin(email: string): Promise<{ user: User; changed: boolean }> {
    const target = parseInput(emailAddress(), email);
    const { count } = await this.prisma.user.updateMany({
      where: { email: target, removedAt: null, role: { not: "admin" } },
      data: { role: "admin" },
    });
    const user = await this.prisma.user.findUnique({ where: { email: target } });
    if (!user || user.removedAt) throw notFound("No user has this email.");
    if (count > 0) this.deps.log.info({ userId: user.id }, "user made admin");
    return { user, changed: count > 0 };
  }

  /**
   * Removes a user: their access tokens stop working at once, their Firebase account is disabled,
   * and their row stays (without a role) so their orders keep a buyer.
   */
  async remove(viewer: User, email: string): Promise<{ email: string }> {
    const target = parseInput(emailAddress(), email);
    if (target === viewer.email) throw badInput("You cannot remove your own account.", "email");
    const user = await this.prisma.user.findUnique({ where: { email: target } });
    if (!user || user.removedAt) throw notFound("No user has this email.");
    await this.prisma.user.update({
      where: { id: user.id },
      data: { removedAt: new Date(), role: "user", tokenVersion: { increment: 1 } },
    });
    if (user.firebaseUid) {
      try {
        await this.deps.identity.disableAccount(user.firebaseUid);
      } catch (err) {
        // The shop's own record already refuses the user; Firebase is a second lock.
        this.deps.log.error({ err, userId: user.id }, "could not disable the Firebase account of a removed user");
      }
    }
    this.deps.log.info({ userId: user.id }, "user removed");
    return { email: target };
  }
}
