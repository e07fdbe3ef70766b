import { createFirebaseAccount, startTestShop, uniqueEmail, type TestShop } from "../../test/harness";
import { clientKey } from "./rate-limit";

const SIGN_IN = `mutation($email: String!) { signIn(email: $email) { token } }`;
const CONTACT = (i: number) => `sendContactMessage(input: { email: "a@example.com", name: "A", message: "Hi ${i}" }) { ok }`;

async function post(shop: TestShop, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: (await res.json()) as any };
}

/** The REST twin of the token exchange, as the storefront's older clients call it. */
const exchange = (shop: TestShop, email: string, idToken: string, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}/user/${encodeURIComponent(email)}`, { method: "PUT", headers: { authorization: `Bearer ${idToken}`, ...headers } });

describe("sign-in limits count failures, not shoppers", () => {
  it("lets many successful sign-ins from one address through, and stops failed ones per address", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FAILED_SIGN_INS: "3", RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: "100" } });
    try {
      // A household or an office behind one address: every successful sign-in passes.
      const accounts = await Promise.all(Array.from({ length: 3 }, () => createFirebaseAccount()));
      for (let round = 0; round < 3; round++) {
        for (const a of accounts) expect((await exchange(shop, a.email, a.idToken)).status).toBe(200);
      }

      // Three failed exchanges (a made-up token) are answered as failures...
      for (let i = 0; i < 3; i++) {
        const res = await post(shop, { query: SIGN_IN, variables: { email: uniqueEmail() } }, { authorization: "Bearer not-a-token" });
        expect(res.json.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      }
      // ...then the address is refused, even with a good token, with the time to wait.
      const refused = await post(shop, { query: SIGN_IN, variables: { email: accounts[0].email } }, { authorization: `Bearer ${accounts[0].idToken}` });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.json.errors[0]).toMatchObject({
        message: expect.stringMatching(/^Too many sign-ins from your network\. Try again in \d+ seconds\.$/),
        extensions: { code: "TOO_MANY_REQUESTS", retryAfter: Number(refused.retryAfter) },
      });
      const overRest = await exchange(shop, accounts[0].email, accounts[0].idToken);
      expect(overRest.status).toBe(429);
      expect(overRest.headers.get("retry-after")).toBeTruthy();
    } finally {
      await shop.close();
    }
  });

  it("stops failed exchanges for one account, and only for that account", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FAILED_SIGN_INS: "100", RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: "2" } });
    try {
      const [victim, other] = [await createFirebaseAccount(), await createFirebaseAccount()];
      // Someone else's token sent for the victim's address: refused twice as a mismatch...
      for (let i = 0; i < 2; i++) expect((await exchange(shop, victim.email, other.idToken)).status).toBe(403);
      // ...then that account's exchanges wait; the other account is not affected.
      const res = await exchange(shop, victim.email.toUpperCase(), victim.idToken);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { message: string }).message).toMatch(/Too many failed sign-ins for this account/);
      expect((await exchange(shop, other.email, other.idToken)).status).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe("mutation fields are counted in their own class however they are written", () => {
  let shop: TestShop;
  beforeEach(async () => {
    shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "2" } });
  });
  afterEach(() => shop.close());

  it.each([
    ["aliases", `mutation { a: ${CONTACT(1)} b: ${CONTACT(2)} c: ${CONTACT(3)} }`],
    ["an inline fragment", `mutation { ... on Mutation { a: ${CONTACT(1)} b: ${CONTACT(2)} c: ${CONTACT(3)} } }`],
    ["nested inline fragments", `mutation { ... { a: ${CONTACT(1)} ... on Mutation { b: ${CONTACT(2)} ... { c: ${CONTACT(3)} } } } }`],
    ["a named fragment", `mutation { ...Three } fragment Three on Mutation { a: ${CONTACT(1)} b: ${CONTACT(2)} c: ${CONTACT(3)} }`],
    ["one named fragment spread twice", `mutation { ...Two ... on Mutation { ...Two } } fragment Two on Mutation { a: ${CONTACT(1)} b: ${CONTACT(2)} }`],
  ])("three form fields in %s go over a budget of two, and nothing is stored", async (_how, query) => {
    const res = await post(shop, { query });
    expect(res.status).toBe(429);
    expect(await shop.prisma.contactMessage.count()).toBe(0);
  });

  it("two form fields in a fragment fit a budget of two", async () => {
    const res = await post(shop, { query: `mutation { ... on Mutation { a: ${CONTACT(1)} b: ${CONTACT(2)} } }` });
    expect(res.status).toBe(200);
    expect(await shop.prisma.contactMessage.count()).toBe(2);
  });
});

describe("the client address behind a proxy", () => {
  it("keys on the address the trusted proxy saw, not on what the client wrote in X-Forwarded-For", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "3", TRUST_PROXY: "1" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // The client made up the first address; the proxy appended the one it saw.
        const res = await post(shop, { query: `mutation { ${CONTACT(i)} }` }, { "x-forwarded-for": `198.51.100.${i + 1}, 203.0.113.7` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      // Another client behind the same proxy has its own budget.
      expect((await post(shop, { query: `mutation { ${CONTACT(9)} }` }, { "x-forwarded-for": "203.0.113.8" })).status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it("keys IPv6 clients by their /64", async () => {
    const shop = await startTestShop({ env: { RATE_LIMITS: "on", RATE_LIMIT_FORMS: "2", TRUST_PROXY: "loopback" } });
    try {
      const from = (address: string) => post(shop, { query: `mutation { ${CONTACT(1)} }` }, { "x-forwarded-for": address });
      expect((await from("2001:db8:1:2::a")).status).toBe(200);
      expect((await from("2001:db8:1:2:ffff::b")).status).toBe(200);
      expect((await from("2001:0db8:0001:0002::c")).status).toBe(429);
      expect((await from("2001:db8:1:3::a")).status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it.each([
    ["1.2.3.4", "1.2.3.4"],
    ["::ffff:10.0.0.1", "10.0.0.1"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:1::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("clientKey(%s) is %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
