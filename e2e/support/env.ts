/** Addresses of what the global setup started; test workers inherit them as environment variables. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through e2e/playwright.config.ts (its global setup sets it)`);
  return value;
}

export const e2eEnv = {
  /** The shop, e.g. http://127.0.0.1:41234 */
  get appUrl(): string {
    return required("E2E_BASE_URL");
  },
  /** The Firebase Auth emulator the shop started, e.g. http://127.0.0.1:41235 */
  get emulatorUrl(): string {
    return required("E2E_EMULATOR_URL");
  },
  /** The Stripe API stand-in, e.g. http://127.0.0.1:41236 */
  get stripeUrl(): string {
    return required("E2E_STRIPE_URL");
  },
};
