import type { Resolvers } from "../../generated/graphql";
import { isAdmin } from "./users.service";

export const usersResolvers: Resolvers = {
  Query: {
    // Both tell an admin they are one, even before a second factor that REQUIRE_ADMIN_MFA asks for;
    // isAdmin about someone else needs the admin role in use (users.service.ts).
    me: (_, __, ctx) => ctx.signedIn().user,
    isAdmin: (_, { email }, ctx) => ctx.services.users.isAdmin(ctx.signedIn(), email),
    users: (_, __, { services }) => services.users.list(),
    visibleUsers: (_, __, ctx) => ctx.services.users.visibleTo(ctx.user()),
  },
  Mutation: {
    signIn: (_, { email }, { services, bearerToken, clientIp }) => services.users.signIn(bearerToken, email, clientIp),
    signOut: (_, __, ctx) => ctx.services.users.signOut(ctx.user()),
    updateProfile: (_, { input }, ctx) => ctx.services.users.updateProfile(ctx.user(), input),
    makeAdmin: (_, { email }, { services }) => services.users.makeAdmin(email),
    removeUser: (_, { email }, ctx) => ctx.services.users.remove(ctx.user(), email),
  },
  User: {
    isAdmin: (user) => isAdmin(user),
    twoStepVerification: (user) => user.twoStepVerification,
  },
};
