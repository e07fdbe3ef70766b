import type { Resolvers } from "../../generated/graphql";
import { requireUser } from "../../graphql/context";
import { isAdmin } from "./users.service";

export const usersResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => requireUser(ctx),
    isAdmin: async (_, { email }, ctx) => ctx.services.users.isAdmin(await requireUser(ctx), email),
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
  },
};
