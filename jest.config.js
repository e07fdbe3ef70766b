/** Server tests run against a real database (PGlite, or PostgreSQL when DATABASE_URL is set) and the
 * real Firebase Auth emulator; client tests run in jsdom. */
const os = require("node:os");

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
    {
      displayName: "shared",
      testEnvironment: "node",
      roots: ["<rootDir>/shared"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.[tj]sx?$": tsJest },
    },
    {
      displayName: "client",
      testEnvironment: "<rootDir>/client/src/test/jsdom-environment.js",
      roots: ["<rootDir>/client/src"],
      testMatch: ["**/*.test.tsx", "**/*.test.ts"],
      transform: {
        "^.+\\.[tj]sx?$": [
          "ts-jest",
          { tsconfig: "<rootDir>/client/tsconfig.json", isolatedModules: true, diagnostics: false },
        ],
      },
      moduleNameMapper: { "^@shared/(.*)$": "<rootDir>/shared/$1" },
      setupFilesAfterEnv: ["<rootDir>/client/src/test/setup.ts"],
    },
  ],
  testTimeout: 60_000,
  // A worker per core, where Jest would leave one core to itself: the test files spend part of their time
  // waiting on the Auth emulator, child processes and timers, and each works on a database of its own.
  maxWorkers: os.availableParallelism(),
};

module.exports = config;
