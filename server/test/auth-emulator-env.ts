/** Where the tests' own Firebase Auth emulator runs: not the port `npm start` uses, so both can run. */
export const TEST_EMULATOR_HOST = "127.0.0.1:9199";
export const TEST_PROJECT_ID = "demo-motoparts";
