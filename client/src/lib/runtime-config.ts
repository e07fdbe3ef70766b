/** What the server tells the browser at /runtime-config: how to reach Firebase, and payments. */
export interface RuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl: string | null };
  /** Card payments (Stripe), and the demo method ("no money moves") offered outside production. */
  payments: { enabled: boolean; publishableKey: string | null; demo: boolean };
}

let pending: Promise<RuntimeConfig> | undefined;

/** Fetched once per page load, when first needed. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch("/runtime-config", { headers: { accept: "application/json" } }).then(async (res) => {
    if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
    return (await res.json()) as RuntimeConfig;
  });
  pending.catch(() => (pending = undefined));
  return pending;
}
