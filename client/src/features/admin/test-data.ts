import type { SessionUser } from "../../lib/session";
import { IsAdminDocument } from "../../lib/use-is-admin";

/** Shared fixtures of the admin pages' tests. */

export const adminUser: SessionUser = {
  uid: "uid-admin",
  email: "admin@motoparts.test",
  displayName: "Ada Admin",
  photoURL: null,
};

export const isAdminMock = (email: string, admin: boolean) => ({
  request: { query: IsAdminDocument, variables: { email } },
  result: { data: { isAdmin: admin } },
});
