import DataLoader from "dataloader";
import type { Part, User } from "../generated/prisma/client";
import type { Logger } from "../logger";
import type { Services } from "../services";
import { unauthenticated } from "../errors";
import type { Viewer } from "../modules/users/users.service";

export interface Loaders {
  part: DataLoader<string, Part | null>;
  user: DataLoader<string, User | null>;
}

/** What every resolver gets: the request's identity, logger, services and batch loaders. */
export interface GraphQLContext {
  requestId: string;
  /** The client's address, for rate limits. */
  clientIp: string;
  log: Logger;
  services: Services;
  /** The raw `Authorization: Bearer` value: an access token, or a Firebase ID token for signIn. */
  bearerToken: string | null;
  /**
   * The signed-in user, or null when anonymous; a bad token is UNAUTHENTICATED. Checked once per request.
   * An admin whose session lacks a second factor that REQUIRE_ADMIN_MFA asks for acts as a shopper here.
   */
  viewer(): Promise<User | null>;
  /** The signed-in user as stored, with how they signed in. */
  session(): Promise<Viewer | null>;
  loaders: Loaders;
}

export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

export function createContext(args: {
  requestId: string;
  clientIp: string;
  log: Logger;
  services: Services;
  authorization: string | undefined;
}): GraphQLContext {
  const { services } = args;
  const bearerToken = bearerFrom(args.authorization);
  let session: Promise<Viewer | null> | undefined;
  const getSession = () => (session ??= bearerToken ? services.users.fromAccessToken(bearerToken) : Promise.resolve(null));
  return {
    requestId: args.requestId,
    clientIp: args.clientIp,
    log: args.log,
    services,
    bearerToken,
    session: getSession,
    viewer: async () => {
      const current = await getSession();
      return current ? services.users.actingAs(current) : null;
    },
    loaders: {
      part: new DataLoader((ids) => services.parts.getMany(ids)),
      user: new DataLoader((ids) => services.users.getMany(ids)),
    },
  };
}

/** The signed-in user as stored (an admin stays one); UNAUTHENTICATED when there is none. */
export async function requireSession(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.session();
  if (!viewer) throw unauthenticated("Sign in to do this: send your access token as Authorization: Bearer <token>.");
  return viewer;
}

/** The signed-in user; UNAUTHENTICATED when there is none. */
export async function requireUser(ctx: GraphQLContext): Promise<User> {
  const user = await ctx.viewer();
  if (!user) throw unauthenticated("Sign in to do this: send your access token as Authorization: Bearer <token>.");
  return user;
}

/** The signed-in admin; FORBIDDEN for anyone else (see UsersService.assertAdmin). */
export async function requireAdmin(ctx: GraphQLContext): Promise<User> {
  return ctx.services.users.assertAdmin(await requireSession(ctx));
}
