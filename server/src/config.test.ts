import { loadConfig } from "./config";

describe("configuration", () => {
  it("uses the embedded database, the demo Firebase project and port 4000 by default", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.firebase).toMatchObject({ projectId: "demo-motoparts", emulatorHost: "127.0.0.1:9099", startEmulator: true });
    expect(config.adminEmails).toContain("admin@motoparts.test");
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL: must be a postgresql:\/\/ connection URL/],
    [{ ADMIN_EMAILS: "root@example.com, not-an-email" }, /ADMIN_EMAILS/],
    [{ ACCESS_TOKEN_SECRET: "short" }, /ACCESS_TOKEN_SECRET: must be at least 32 characters/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ STRIPE_SECRET_KEY: "sk_test_x" }, /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/],
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY: true would let any client choose its address/],
    [{ TRUST_PROXY: "10.0.0.1, proxy.example" }, /TRUST_PROXY: "proxy.example" is not a hop count/],
    [{ REDIS_KEY_PREFIX: "shop prefix" }, /REDIS_KEY_PREFIX/],
    [{ METRICS_PORT: "nine" }, /METRICS_PORT: must be a port number \(0 for any free port\) or off/],
    [{ METRICS_PORT: "70000" }, /METRICS_PORT: must be a port number/],
    [{ METRICS_HOST: "http://0.0.0.0" }, /METRICS_HOST: must be an address or a host name/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }, /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
  ])("names the bad variable in %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.5, 10.0.0.0/8, fd00::/8", ["10.0.0.5", "10.0.0.0/8", "fd00::/8"]],
  ])("reads TRUST_PROXY=%s as %j", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{}, { port: 9464, host: "127.0.0.1" }],
    [{ METRICS_PORT: "9500", METRICS_HOST: "0.0.0.0" }, { port: 9500, host: "0.0.0.0" }],
    [{ METRICS_PORT: "0" }, { port: 0, host: "127.0.0.1" }],
    [{ METRICS_PORT: "off" }, { port: null, host: "127.0.0.1" }],
  ])("serves the metrics on their own port, on loopback unless told otherwise: %j", (env, expected) => {
    expect(loadConfig(env).metrics).toEqual(expected);
  });

  it("traces nothing unless an OTLP endpoint is set", () => {
    expect(loadConfig({}).tracing).toEqual({ endpoint: undefined });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toEqual({ endpoint: "http://collector:4318" });
  });

  it("offers the demo payment method outside production only: by default with no Stripe key, or when asked", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadConfig({}).demoPayments).toBe(true);
    expect(loadConfig(stripe).demoPayments).toBe(false);
    expect(loadConfig({ ...stripe, DEMO_PAYMENTS: "true" }).demoPayments).toBe(true);
    expect(loadConfig({ DEMO_PAYMENTS: "false" }).demoPayments).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k", DEMO_PAYMENTS: "true" }),
    ).toThrow(/DEMO_PAYMENTS: must not be set in production/);
    expect(loadConfig({ NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k" }).demoPayments).toBe(false);
  });

  it("refuses the Auth emulator for a project id that does not start with demo-", () => {
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "key", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: must not be set for the real Firebase project "motoparts-prod"/);
  });

  it.each([
    [{ NODE_ENV: "production" }, /FIREBASE_PROJECT_ID: production needs a real Firebase project/],
    [{ NODE_ENV: "production", FIREBASE_PROJECT_ID: "demo-shop", FIREBASE_API_KEY: "k", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, /FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/],
  ])("refuses to start in production with the Auth emulator (%j)", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("runs no emulator and has no demo admin with a real Firebase project", () => {
    const config = loadConfig({ FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "key" });
    expect(config.firebase.emulatorHost).toBeUndefined();
    expect(config.firebase.startEmulator).toBe(false);
    expect(config.adminEmails).toEqual([]);
  });

  it("runs a production image as a demonstration only when it is named one (SHOP_MODE=demo)", () => {
    const demo = loadConfig({ NODE_ENV: "production", SHOP_MODE: "demo" });
    expect(demo).toMatchObject({ env: "development", demoShop: true, demoPayments: true });
    expect(demo.firebase.emulatorHost).toBe("127.0.0.1:9099");
    // Unnamed, production stays production: no demo payments, whatever the keys.
    const live = loadConfig({ NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k" });
    expect(live).toMatchObject({ env: "production", demoShop: false, demoPayments: false });
    expect(() => loadConfig({ SHOP_MODE: "preview" })).toThrow(/SHOP_MODE/);
  });

  it("takes the shop's tax registration numbers in their form; outside production the demo's made-up ones, in production none unless given", () => {
    const prod = { NODE_ENV: "production", FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k" };
    expect(loadConfig(prod).taxRegistrations).toEqual({});
    expect(loadConfig({ ...prod, IOSS_NUMBER: "IM3720001234", VOEC_NUMBER: "2034567" }).taxRegistrations).toEqual({ IOSS: "IM3720001234", VOEC: "2034567" });
    expect(loadConfig({}).taxRegistrations).toMatchObject({ IOSS: "IM3720000001", UK_VAT: "GB000000000" });
    expect(() => loadConfig({ IOSS_NUMBER: "IM12" })).toThrow(/IOSS_NUMBER: must be IM and ten digits/);
    expect(() => loadConfig({ UK_VAT_NUMBER: "123456789" })).toThrow(/UK_VAT_NUMBER: must be GB and nine digits/);
  });

  it.each(["production", "development"])("refuses a demo shop (SHOP_MODE=demo) beside a real Firebase project, in %s", (NODE_ENV) => {
    const real = { FIREBASE_PROJECT_ID: "motoparts-prod", FIREBASE_API_KEY: "k", GOOGLE_APPLICATION_CREDENTIALS: "/secrets/sa.json" };
    expect(() => loadConfig({ NODE_ENV, SHOP_MODE: "demo", ...real })).toThrow(
      /SHOP_MODE: demo must not be set with the real Firebase project "motoparts-prod" .*remove SHOP_MODE for a real shop, or FIREBASE_PROJECT_ID for a demo/,
    );
    // The same project without the demo, and a demo on a demo- project, start.
    expect(loadConfig({ NODE_ENV, ...real })).toMatchObject({ demoShop: false, demoPayments: NODE_ENV !== "production" });
    expect(loadConfig({ NODE_ENV, SHOP_MODE: "demo", FIREBASE_PROJECT_ID: "demo-motoparts", FIREBASE_API_KEY: "k" })).toMatchObject({ demoShop: true, env: "development" });
  });
});
