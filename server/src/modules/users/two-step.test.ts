import {
  SIGN_IN,
  createFirebaseAccount,
  enrollPhone,
  firebaseSignIn,
  firebaseSignInWithPhone,
  handMadeToken,
  startTestShop,
  uniqueEmail,
  withdrawPhone,
  type TestShop,
} from "../../../test/harness";

/**
 * Two-step verification (a phone as Firebase second factor) as the shop sees it: the token exchange
 * records it, the access token says whether the sign-in passed it, and REQUIRE_ADMIN_MFA asks admins for it.
 */

const ME = `{ me { email role twoStepVerification } }`;
const USERS = `{ users { email twoStepVerification } }`;
const SECOND_FACTOR_REQUIRED =
  "Admin pages need two-step verification. Add a phone under Two-step verification on My Profile, then sign in again with its code.";

async function exchange(shop: TestShop, email: string, idToken: string) {
  return shop.graphql<{ signIn: { token: string; user: { email: string } } }>(SIGN_IN, { email }, idToken);
}

async function accessToken(shop: TestShop, email: string, idToken: string): Promise<string> {
  const res = await exchange(shop, email, idToken);
  if (!res.data?.signIn) throw new Error(`signIn failed: ${JSON.stringify(res.errors)}`);
  return res.data.signIn.token;
}

describe("two-step verification with the default settings", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it("records an enrolled phone at the exchange after enrolling, and again at every sign-in with the code", async () => {
    const account = await createFirebaseAccount();
    const before = await accessToken(shop, account.email, account.idToken);
    expect((await shop.graphql(ME, {}, before)).data?.me).toMatchObject({ email: account.email, twoStepVerification: false });

    const enrolled = await enrollPhone(account.idToken);
    const after = await accessToken(shop, account.email, enrolled.idToken);
    expect((await shop.graphql(ME, {}, after)).data?.me.twoStepVerification).toBe(true);

    // Firebase now asks the password sign-in for the SMS code; the token it then issues is exchanged.
    await expect(firebaseSignIn(account.email)).rejects.toThrow("the second factor is needed");
    const withCode = await firebaseSignInWithPhone(account.email);
    const token = await accessToken(shop, account.email, withCode);
    expect((await shop.graphql(ME, {}, token)).data?.me.twoStepVerification).toBe(true);
  });

  it("a wrong code gets no ID token, so nothing to exchange", async () => {
    const account = await createFirebaseAccount();
    await enrollPhone(account.idToken, "+447700900123");
    await expect(firebaseSignInWithPhone(account.email, "secret123", "000000")).rejects.toThrow(/INVALID_CODE/);
  });

  it("records the phone's removal at the next exchange", async () => {
    const account = await createFirebaseAccount();
    const enrolled = await enrollPhone(account.idToken, "+61491570006");
    await accessToken(shop, account.email, enrolled.idToken);
    const withdrawn = await withdrawPhone(enrolled.idToken, enrolled.mfaEnrollmentId);
    const token = await accessToken(shop, account.email, withdrawn);
    expect((await shop.graphql(ME, {}, token)).data?.me.twoStepVerification).toBe(false);
    // And the password alone signs in again.
    expect(await firebaseSignIn(account.email)).toEqual(expect.any(String));
  });

  it("refuses an emulator token that claims a second factor its account does not have", async () => {
    const account = await createFirebaseAccount();
    const forged = handMadeToken(account.idToken, {
      firebase: { sign_in_provider: "password", sign_in_second_factor: "phone", second_factor_identifier: "made-up" },
    });
    const res = await exchange(shop, account.email, forged);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: "The Firebase ID token does not match its account. Sign in again.",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it("lets an admin without a second factor use admin operations while REQUIRE_ADMIN_MFA is off", async () => {
    const adminEmail = uniqueEmail("admin");
    const admin = await createFirebaseAccount({ email: adminEmail });
    const local = await startTestShop({ adminEmails: [adminEmail] });
    try {
      const token = await accessToken(local, adminEmail, admin.idToken);
      const res = await local.graphql(USERS, {}, token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.users).toEqual([{ email: adminEmail, twoStepVerification: false }]);
    } finally {
      await local.close();
    }
  });
});

describe("REQUIRE_ADMIN_MFA=true", () => {
  let shop: TestShop;
  const adminEmail = uniqueEmail("admin");
  beforeAll(async () => {
    shop = await startTestShop({ adminEmails: [adminEmail], env: { REQUIRE_ADMIN_MFA: "true" } });
  });
  afterAll(() => shop.close());

  it("refuses an admin whose sign-in passed no second factor, clearly, on GraphQL and REST; a sign-in with the code opens them", async () => {
    const admin = await createFirebaseAccount({ email: adminEmail });
    const plain = await accessToken(shop, adminEmail, admin.idToken);

    const refused = await shop.graphql(USERS, {}, plain);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: SECOND_FACTOR_REQUIRED,
      extensions: { code: "FORBIDDEN", reason: "SECOND_FACTOR_REQUIRED" },
    });
    const rest = await fetch(`${shop.url}/user/admin/${encodeURIComponent(adminEmail)}`, { method: "PUT", headers: { authorization: `Bearer ${plain}` } });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ message: SECOND_FACTOR_REQUIRED });
    // They are still told they are an admin (the pages can say what is missing), and stay a shopper meanwhile.
    expect((await shop.graphql(ME, {}, plain)).data?.me).toMatchObject({ role: "admin" });
    expect((await shop.graphql(`query($e: String!) { isAdmin(email: $e) }`, { e: adminEmail }, plain)).data?.isAdmin).toBe(true);
    // About anyone else, the admin role is not theirs to use yet: on GraphQL and REST.
    const other = await shop.graphql(`query($e: String!) { isAdmin(email: $e) }`, { e: uniqueEmail("other") }, plain);
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", reason: "SECOND_FACTOR_REQUIRED" } });
    const otherRest = await fetch(`${shop.url}/admin/${encodeURIComponent(uniqueEmail("other"))}`, { headers: { authorization: `Bearer ${plain}` } });
    expect(otherRest.status).toBe(403);
    const visible = await fetch(`${shop.url}/user`, { headers: { authorization: `Bearer ${plain}` } });
    expect(((await visible.json()) as unknown[]).length).toBe(1);

    // Enrolling gives a token with the second factor: exchanged, it opens the admin operations.
    const enrolled = await enrollPhone(admin.idToken, "+15555550199");
    const afterEnrolling = await accessToken(shop, adminEmail, enrolled.idToken);
    expect((await shop.graphql(USERS, {}, afterEnrolling)).errors).toBeUndefined();

    const withCode = await accessToken(shop, adminEmail, await firebaseSignInWithPhone(adminEmail));
    const allowed = await shop.graphql(USERS, {}, withCode);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.users).toContainEqual({ email: adminEmail, twoStepVerification: true });

    // The earlier session, without the second factor, is still refused.
    expect((await shop.graphql(USERS, {}, plain)).errors?.[0].extensions?.reason).toBe("SECOND_FACTOR_REQUIRED");
  });

  it("asks nothing more of shoppers", async () => {
    const rider = await createFirebaseAccount();
    const token = await accessToken(shop, rider.email, rider.idToken);
    expect((await shop.graphql(ME, {}, token)).errors).toBeUndefined();
    const refused = await shop.graphql(USERS, {}, token);
    expect(refused.errors?.[0]).toMatchObject({ message: "Only an admin may do this.", extensions: { code: "FORBIDDEN" } });
  });
});
