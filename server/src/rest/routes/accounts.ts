/** The REST paths of accounts: signing in, the admin check, profiles and users. */
import { arrayOf, int, nullable, obj, str, type RestRoute } from "../route-table";

const USER_FIELDS = "id email role displayName photoUrl linkedin twitter location education number";

interface UserData {
  id: string;
  email: string;
  role: string;
  displayName: string | null;
  photoUrl: string | null;
  linkedin: string | null;
  twitter: string | null;
  location: string | null;
  education: string | null;
  number: string | null;
}

const user = (u: UserData) => ({
  _id: u.id,
  email: u.email,
  role: u.role,
  displayName: u.displayName,
  photoURL: u.photoUrl,
  linkedin: u.linkedin,
  twitter: u.twitter,
  location: u.location,
  education: u.education,
  number: u.number,
});

const userSchema = obj({
  _id: str,
  email: str,
  role: { type: "string", enum: ["user", "admin"] },
  displayName: nullable(str),
  photoURL: nullable(str),
  linkedin: nullable(str),
  twitter: nullable(str),
  location: nullable(str),
  education: nullable(str),
  number: nullable(str),
});

export const accountRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/:email",
    summary: "Whether this email is an admin's (ask about yourself; admins may ask about anyone).",
    auth: "bearer",
    operation: `query RestIsAdmin($email: String!) { isAdmin(email: $email) }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ admin: data.isAdmin }),
    response: obj({ admin: { type: "boolean" } }),
  },
  {
    method: "PUT",
    path: "/user/:email",
    summary:
      "Exchanges a Firebase ID token (Authorization: Bearer <Firebase ID token>) for the shop's access token. The token's email must be the path's.",
    auth: "firebase",
    operation: `mutation RestSignIn($email: String!) { signIn(email: $email) { token } }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ token: data.signIn.token }),
    requestBody: obj({ email: str }, []),
    response: obj({ token: str }),
  },
  {
    method: "GET",
    path: "/user",
    summary: "The users you may see: everyone for an admin (Make Admin), only yourself for anyone else (My Profile).",
    auth: "bearer",
    operation: `query RestUsers { visibleUsers { ${USER_FIELDS} } }`,
    variables: () => ({}),
    respond: (data) => data.visibleUsers.map(user),
    response: arrayOf(userSchema),
  },
  {
    method: "PUT",
    path: "/user/admin/:email",
    summary: "Makes the user with this email an admin (admins). `modifiedCount` is 0 when they already were.",
    auth: "admin",
    operation: `mutation RestMakeAdmin($email: String!) { makeAdmin(email: $email) { changed } }`,
    variables: (req) => ({ email: req.params.email }),
    respond: (data) => ({ acknowledged: true, matchedCount: 1, modifiedCount: data.makeAdmin.changed ? 1 : 0 }),
    response: obj({ acknowledged: { type: "boolean" }, matchedCount: int, modifiedCount: int }),
  },
];
