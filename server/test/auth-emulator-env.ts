/**
 * Where the tests' own Firebase Auth emulator runs. Global setup picks free ports for each run (so a
 * dev server on 9099, or another test run, never shares it) and passes them to the test workers here.
 */
export const TEST_PROJECT_ID = "demo-motoparts";

export function testEmulatorHost(): string {
  const host = process.env.MOTOPARTS_TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("The tests' Auth emulator is not running: run the tests with `npm test`.");
  return host;
}
