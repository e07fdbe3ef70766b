/**
 * The users module's front door: what the rest of the server may use (ADR 0063). Users, their sign-in and
 * access tokens, roles and two-step verification.
 */
export { usersResolvers } from "./users.resolvers";
export { UsersService, isAdmin } from "./users.service";
export type { SignInThrottle, Viewer } from "./users.service";
