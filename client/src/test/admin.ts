import type { SessionUser } from "../lib/session";
import { IsAdminDocument } from "../lib/use-is-admin";
import { mockOperation } from "./mocks";

/** The signed-in admin of the admin pages' tests, and the server's answer to whether someone is one. */

export const adminUser: SessionUser = {
  uid: "uid-admin",
  email: "admin@motoparts.test",
  displayName: "Ada Admin",
  photoURL: null,
};

export const isAdminMock = (email: string, admin: boolean) => mockOperation(IsAdminDocument, { email }, { isAdmin: admin });
