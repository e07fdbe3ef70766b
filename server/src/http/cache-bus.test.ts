import pino from "pino";
import { startPrivateRedis, type PrivateRedis } from "../../test/balancer";
import { createCacheBus, type CacheBus } from "./cache-bus";

/** The bus that drops every process's response cache on a change (ADR 0038), against a real Redis of its own. */

const log = pino({ level: "silent" });

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("cache bus", () => {
  let redis: PrivateRedis;
  const buses: CacheBus[] = [];
  let prefix = 0;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await redis.stop();
  });

  /** A listening process: counts how often it is told to drop its cache. */
  function listener(keyPrefix: string, heartbeat?: { everyMs: number; timeoutMs: number }) {
    const told = { count: 0 };
    const bus = createCacheBus({ url: redis.url, keyPrefix, log, onChange: () => told.count++, heartbeat });
    buses.push(bus);
    return { bus, told };
  }

  it("tells the others of a change, not the process that made it", async () => {
    const keyPrefix = `t${++prefix}:`;
    const a = listener(keyPrefix);
    const b = listener(keyPrefix);
    await until(() => a.bus.listening() && b.bus.listening(), "both listen");
    const [aBefore, bBefore] = [a.told.count, b.told.count];
    a.bus.publish();
    await until(() => b.told.count === bBefore + 1, "b hears a's change");
    expect(a.told.count).toBe(aBefore);
  });

  it("publishes a change made before its connection is up once it is (a worker's first expiry)", async () => {
    const keyPrefix = `t${++prefix}:`;
    const other = listener(keyPrefix);
    await until(() => other.bus.listening(), "the other listens");
    const before = other.told.count;
    const worker = createCacheBus({ url: redis.url, keyPrefix, log, publishOnly: true });
    buses.push(worker);
    // Straight away: its connection is still being made.
    worker.publish();
    await until(() => other.told.count === before + 1, "the other hears it");
  });

  it("stops serving from the cache when Redis stops answering without closing, and starts again empty", async () => {
    const keyPrefix = `t${++prefix}:`;
    const p = listener(keyPrefix, { everyMs: 100, timeoutMs: 200 });
    await until(() => p.bus.listening(), "it listens");
    const before = p.told.count;
    redis.pause();
    try {
      await until(() => !p.bus.listening(), "it notices Redis is silent");
    } finally {
      redis.resume();
    }
    await until(() => p.bus.listening(), "it listens again");
    // Whatever it missed meanwhile: it dropped its cache on coming back.
    expect(p.told.count).toBeGreaterThan(before);
  });
});
