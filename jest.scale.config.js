/**
 * `npm run test:scale`: the shop as several server processes behind nginx, on PostgreSQL and
 * a Redis of the test's own. Apart from `npm test`, which runs twice (PGlite, PostgreSQL): this needs
 * PostgreSQL, nginx and redis-server, and runs once (a step of .ci/run).
 */
const tsJest = ["ts-jest", { tsconfig: "tsconfig.json" }];

/** @type {import("jest").Config} */
module.exports = {
  displayName: "scale",
  testEnvironment: "node",
  roots: ["<rootDir>/server/test/scale"],
  testMatch: ["**/*.scale.ts"],
  transform: { "^.+\\.[tj]sx?$": tsJest },
  transformIgnorePatterns: ["/node_modules/(?!(jose)/)"],
  globalSetup: "<rootDir>/server/test/global-setup.ts",
  globalTeardown: "<rootDir>/server/test/global-teardown.ts",
  testTimeout: 120_000,
};
