/** Server tests run against a real database (PGlite, or PostgreSQL when DATABASE_URL is set) and the
 * real Firebase Auth emulator; client tests run in jsdom. */
const tsJest = ["ts-jest", { tsconfig: "tsconfig.json" }];

/** @type {import("jest").Config} */
const config = {
  projects: [
    {
      displayName: "server",
      testEnvironment: "node",
      roots: ["<rootDir>/server"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.[tj]sx?$": tsJest },
      transformIgnorePatterns: ["/node_modules/(?!(jose)/)"],
      globalSetup: "<rootDir>/server/test/global-setup.ts",
      globalTeardown: "<rootDir>/server/test/global-teardown.ts",
    },
  ],
  testTimeout: 60_000,
};

module.exports = config;
