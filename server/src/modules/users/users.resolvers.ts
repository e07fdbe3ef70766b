import type { Resolvers } from "../../generated/graphql";
import { requireSession, requireUser } from "../../graphql/context";
import { isAdmin } from "./users.service";

export const usersResolvers: Resolvers = {
  Query: {
    // Both tell an admin they are one, even before a second factor that REQUIRE_ADMIN_MFA asks for.
    me: async (_, __, ctx) => (await requireSession(ctx)).user,
    isAdmin: async (_, { email }, ctx) => ctx.services.users.isAdmin((await requireSession(ctx)).user, email),
    users: (_, __, { services }) => services.users.list(),
    visibleUsers: async (_, __, ctx) => ctx.services.users.visibleTo(await requireUser(ctx)),
  },
  Mutation: {
    signIn: (_, { email }, { services, bearerToken, clientIp }) => services.users.signIn(bearerToken, email, clientIp),
    signOut: async (_, __, ctx) => ctx.services.users.signOut(await requireUser(ctx)),
    updateProfile: async (_, { input }, ctx) => ctx.services.users.updateProfile(await requireUser(ctx), input),
    makeAdmin: (_, { email }, { services }) => services.users.makeAdmin(email),
    removeUser: async (_, { email }, ctx) => ctx.services.users.remove(await requireUser(ctx), email),
  },
  User: {
    isAdmin: (user) => isAdmin(user),
    twoStepVerification: (user) => user.twoStepVerification,
  },
};
