import { SignJWT } from "jose";
import {
  SIGN_IN,
  createFirebaseAccount,
  firebaseSignIn,
  signUpAndSignIn,
  startTestShop,
  uniqueEmail,
  verifyEmail,
  type TestShop,
} from "../../../test/harness";

const ME = `{ me { id email displayName photoUrl role isAdmin linkedin twitter location education number } }`;

describe("identity: Firebase sign-in and access tokens", () => {
  let shop: TestShop;
  let admin: Awaited<ReturnType<typeof signUpAndSignIn>>;
  const bootstrapAdmin = uniqueEmail("boss");
  const unprovenAdmin = uniqueEmail("claimer");
  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [bootstrapAdmin, unprovenAdmin] });
    admin = await signUpAndSignIn(shop, { email: bootstrapAdmin });
  });
  afterAll(() => shop.close());

  it("exchanges an emulator sign-in for an access token that reads the profile", async () => {
    const account = await createFirebaseAccount({ displayName: "Jane Rider", photoUrl: "https://example.com/jane.png" });
    const idToken = await firebaseSignIn(account.email);
    const res = await shop.graphql(SIGN_IN, { email: account.email.toUpperCase() }, idToken);
    expect(res.errors).toBeUndefined();
    const { token, expiresAt, user } = res.data!.signIn;
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({ email: account.email, role: "user", displayName: "Jane Rider", photoUrl: "https://example.com/jane.png" });

    const me = await shop.graphql(ME, {}, token);
    expect(me.data!.me).toMatchObject({ email: account.email, isAdmin: false, linkedin: null });
    const row = await shop.prisma.user.findUniqueOrThrow({ where: { email: account.email } });
    expect(row.firebaseUid).toBe(account.uid);
  });

  it("signs in twice without a second user row", async () => {
    const account = await createFirebaseAccount();
    await shop.graphql(SIGN_IN, { email: account.email }, account.idToken);
    await shop.graphql(SIGN_IN, { email: account.email }, await firebaseSignIn(account.email));
    expect(await shop.prisma.user.count({ where: { email: account.email } })).toBe(1);
  });

  it("refuses an exchange whose email is not the token's", async () => {
    const account = await createFirebaseAccount();
    const res = await shop.graphql(SIGN_IN, { email: uniqueEmail("someone-else") }, account.idToken);
    expect(res.errors![0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(await shop.prisma.user.count({ where: { email: account.email } })).toBe(0);
  });

  it.each([
    ["no token", undefined],
    ["a forged token", "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im1lQGV4YW1wbGUuY29tIn0."],
    ["garbage", "not-a-token"],
  ])("refuses an exchange with %s as UNAUTHENTICATED", async (_label, token) => {
    const res = await shop.graphql(SIGN_IN, { email: "me@example.com" }, token);
    expect(res.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    expect(res.errors![0].message).toMatch(/sign in/i);
  });

  it("makes ADMIN_EMAILS admins when they sign in", async () => {
    const me = await shop.graphql(ME, {}, admin.token);
    expect(me.data!.me).toMatchObject({ role: "admin", isAdmin: true });
  });

  it("signs a fresh, unverified sign-up in as a shopper, but makes no admin of an unproven address", async () => {
    const account = await createFirebaseAccount({ email: unprovenAdmin, emailVerified: false });
    const res = await shop.graphql(SIGN_IN, { email: unprovenAdmin }, account.idToken);
    expect(res.errors).toBeUndefined();
    expect(res.data!.signIn.user).toMatchObject({ email: unprovenAdmin, role: "user" });
  });

  it("lets no unproven address take over an existing user, such as a seeded admin", async () => {
    const email = uniqueEmail("seeded-admin");
    await shop.prisma.user.create({ data: { email, role: "admin", displayName: "Seeded Admin" } });
    const account = await createFirebaseAccount({ email, emailVerified: false });

    const refused = await shop.graphql(SIGN_IN, { email }, account.idToken);
    expect(refused.errors![0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(refused.errors![0].message).toMatch(/Verify your email address first/);
    expect(await shop.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ firebaseUid: null, role: "admin" });

    // Once the owner has opened the link, the same account signs in to the row.
    await verifyEmail(account.uid);
    const res = await shop.graphql(SIGN_IN, { email }, await firebaseSignIn(email));
    expect(res.data!.signIn.user).toMatchObject({ email, role: "admin" });
  });

  describe("access tokens on protected fields", () => {
    it("is UNAUTHENTICATED without a token", async () => {
      const res = await shop.graphql(ME);
      expect(res.errors![0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      expect(res.errors![0].message).toMatch(/Sign in to do this/);
    });

    it("is UNAUTHENTICATED for an expired token, saying so", async () => {
      const user = await signUpAndSignIn(shop);
      const expired = await new SignJWT({ email: user.email, ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuer("motoparts-usa")
        .setAudience("motoparts-usa:api")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(shop.config.accessToken.secret));
      const res = await shop.graphql(ME, {}, expired);
      expect(res.errors![0]).toMatchObject({ message: "Your session has expired. Sign in again.", extensions: { code: "UNAUTHENTICATED" } });
    });

    it("is UNAUTHENTICATED for a token signed with another secret", async () => {
      const user = await signUpAndSignIn(shop);
      const forged = await new SignJWT({ email: user.email, ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuer("motoparts-usa")
        .setAudience("motoparts-usa:api")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("a-different-secret-that-is-long-enough-to-sign"));
      const res = await shop.graphql(ME, {}, forged);
      expect(res.errors![0]).toMatchObject({ message: "Your access token is not valid. Sign in again.", extensions: { code: "UNAUTHENTICATED" } });
    });

    it("is UNAUTHENTICATED for a Firebase ID token sent as an access token", async () => {
      const account = await createFirebaseAccount();
      const res = await shop.graphql(ME, {}, account.idToken);
      expect(res.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("profile", () => {
    const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { linkedin twitter location education number } }`;

    it("saves a valid profile and clears fields with empty strings", async () => {
      const user = await signUpAndSignIn(shop);
      const saved = await shop.graphql(
        UPDATE,
        { input: { linkedin: "https://www.linkedin.com/in/jane", twitter: "https://x.com/jane", location: "  Lagos ", education: "BSc", number: "+2348012345678" } },
        user.token,
      );
      expect(saved.data!.updateProfile).toEqual({
        linkedin: "https://www.linkedin.com/in/jane",
        twitter: "https://x.com/jane",
        location: "Lagos",
        education: "BSc",
        number: "+2348012345678",
      });
      const cleared = await shop.graphql(UPDATE, { input: { twitter: "", number: "" } }, user.token);
      expect(cleared.data!.updateProfile).toMatchObject({ linkedin: "https://www.linkedin.com/in/jane", twitter: null, number: null });
    });

    it.each([
      [{ linkedin: "javascript:alert(1)" }, "linkedin"],
      [{ twitter: "not a url" }, "twitter"],
      [{ number: "call me" }, "number"],
      [{ location: "x".repeat(201) }, "location"],
      [{ education: "y".repeat(500) }, "education"],
    ])("refuses %j with BAD_USER_INPUT on the field", async (input, field) => {
      const user = await signUpAndSignIn(shop);
      const res = await shop.graphql(UPDATE, { input }, user.token);
      expect(res.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
      const row = await shop.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row[field as "linkedin"]).toBeNull();
    });
  });

  describe("admins and users", () => {

    it("answers isAdmin about yourself; only an admin may ask about others", async () => {
      const user = await signUpAndSignIn(shop);
      const IS_ADMIN = `query($email: String!) { isAdmin(email: $email) }`;
      expect((await shop.graphql(IS_ADMIN, { email: user.email }, user.token)).data!.isAdmin).toBe(false);
      expect((await shop.graphql(IS_ADMIN, { email: bootstrapAdmin }, user.token)).errors![0].extensions!.code).toBe("FORBIDDEN");
      expect((await shop.graphql(IS_ADMIN, { email: bootstrapAdmin }, admin.token)).data!.isAdmin).toBe(true);
      expect((await shop.graphql(IS_ADMIN, { email: user.email }, admin.token)).data!.isAdmin).toBe(false);
      expect((await shop.graphql(IS_ADMIN, { email: uniqueEmail("nobody") }, admin.token)).data!.isAdmin).toBe(false);
    });

    it("makes a user admin, once; the role is the database's", async () => {
      const user = await signUpAndSignIn(shop);
      const MAKE = `mutation($email: String!) { makeAdmin(email: $email) { changed user { email role } } }`;
      expect((await shop.graphql(MAKE, { email: user.email }, admin.token)).data!.makeAdmin).toEqual({
        changed: true,
        user: { email: user.email, role: "admin" },
      });
      expect((await shop.graphql(MAKE, { email: user.email }, admin.token)).data!.makeAdmin.changed).toBe(false);
      // Their existing token now reaches admin fields: the role is read per request.
      expect((await shop.graphql(`{ users { email } }`, {}, user.token)).errors).toBeUndefined();
      const unknown = await shop.graphql(MAKE, { email: uniqueEmail("ghost") }, admin.token);
      expect(unknown.errors![0].extensions!.code).toBe("NOT_FOUND");
    });

    it("removes a user: tokens revoked, Firebase account disabled, orders keep their buyer", async () => {
      const user = await signUpAndSignIn(shop, { displayName: "Leaving Soon" });
      const REMOVE = `mutation($email: String!) { removeUser(email: $email) { email } }`;
      const res = await shop.graphql(REMOVE, { email: user.email }, admin.token);
      expect(res.data!.removeUser).toEqual({ email: user.email });

      const after = await shop.graphql(ME, {}, user.token);
      expect(after.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
      await expect(firebaseSignIn(user.email)).rejects.toThrow(/USER_DISABLED/);
      const list = await shop.graphql(`{ users { email } }`, {}, admin.token);
      expect(list.data!.users.map((u: { email: string }) => u.email)).not.toContain(user.email);
      expect(await shop.prisma.user.count({ where: { email: user.email } })).toBe(1);

      expect((await shop.graphql(REMOVE, { email: user.email }, admin.token)).errors![0].extensions!.code).toBe("NOT_FOUND");
    });

    it("shows admins every user and anyone else only themselves", async () => {
      const user = await signUpAndSignIn(shop);
      const VISIBLE = `{ visibleUsers { email } }`;
      expect((await shop.graphql(VISIBLE, {}, user.token)).data!.visibleUsers).toEqual([{ email: user.email }]);
      const all = (await shop.graphql(VISIBLE, {}, admin.token)).data!.visibleUsers.map((u: { email: string }) => u.email);
      expect(all).toEqual(expect.arrayContaining([user.email, bootstrapAdmin]));
    });

    it("never removes yourself", async () => {
      const res = await shop.graphql(`mutation($email: String!) { removeUser(email: $email) { email } }`, { email: bootstrapAdmin }, admin.token);
      expect(res.errors![0]).toMatchObject({ message: "You cannot remove your own account.", extensions: { code: "BAD_USER_INPUT" } });
      expect((await shop.graphql(ME, {}, admin.token)).data!.me.email).toBe(bootstrapAdmin);
    });
  });

  describe("reviews", () => {
    const ADD = `mutation($input: ReviewInput!) { addReview(input: $input) { id name ratings review picture } }`;

    it("adds a review with the reviewer's display name and photo by default", async () => {
      const user = await signUpAndSignIn(shop, { displayName: "Photo Rider", photoUrl: "https://example.com/p.jpg" });
      const res = await shop.graphql(ADD, { input: { ratings: 4, review: "Quick delivery, perfect fit." } }, user.token);
      expect(res.data!.addReview).toMatchObject({ name: "Photo Rider", ratings: 4, picture: "https://example.com/p.jpg" });
      const latest = await shop.graphql(`{ reviews(last: 1) { id } }`);
      expect(latest.data!.reviews[0].id).toBe(res.data!.addReview.id);
    });

    it.each([0, 6, -1])("refuses ratings %d", async (ratings) => {
      const user = await signUpAndSignIn(shop);
      const res = await shop.graphql(ADD, { input: { ratings, review: "Hmm" } }, user.token);
      expect(res.errors![0]).toMatchObject({ message: "Rating must be a whole number from 1 to 5.", extensions: { code: "BAD_USER_INPUT" } });
    });

    it("refuses a fractional rating before it reaches the service", async () => {
      const user = await signUpAndSignIn(shop);
      const res = await shop.graphql(ADD, { input: { ratings: 2.5, review: "Hmm" } }, user.token);
      expect(res.status).toBe(400);
      expect(res.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    });

    it("refuses an empty review", async () => {
      const user = await signUpAndSignIn(shop);
      const res = await shop.graphql(ADD, { input: { ratings: 5, review: "   " } }, user.token);
      expect(res.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "review" } });
    });
  });
});
