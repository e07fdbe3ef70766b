/**
 * Waits for a condition instead of sleeping a fixed time: what a test waits for (a log line written when
 * a response has finished, a webhook the Stripe stand-in delivers on its own, a process coming back) takes
 * longer on a busy machine, and a fixed sleep is either too short there or wasted everywhere else.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
