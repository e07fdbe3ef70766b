import type { SessionUser } from "../../lib/session";
import { IsAdminDocument } from "../../lib/use-is-admin";
import { mockOperation } from "../../test/mocks";

/** Shared fixtures of the admin pages' tests. */

export const adminUser: SessionUser = {
  uid: "uid-admin",
  email: "admin@motoparts.test",
  displayName: "Ada Admin",
  photoURL: null,
};

export const isAdminMock = (email: string, admin: boolean) => mockOperation(IsAdminDocument, { email }, { isAdmin: admin });
