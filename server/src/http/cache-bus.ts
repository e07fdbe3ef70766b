import crypto from "node:crypto";
import Redis from "ioredis";
import type { Logger } from "../logger";

/**
 * Tells every server process that the catalogue changed (ADR 0038): each keeps its own response cache,
 * and a change through any process is published on a Redis channel, on which every process drops its
 * cache. A process that cannot hear the channel (Redis down, or reconnecting) must not serve from its
 * cache, which may be stale: `listening()` says so, and the cache is bypassed until it hears again
 * (and then starts empty, since it may have missed messages).
 */
export interface CacheBus {
  /** Whether this process hears the others' changes now. */
  listening(): boolean;
  /** Tells the other processes (this one has dropped its own cache already). Never throws. */
  publish(): void;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  url: string;
  keyPrefix: string;
  log: Logger;
  /** Drops this process's cache: another process changed the catalogue, or messages may have been missed. */
  onChange?: () => void;
  /** Only publish (the worker process has no cache to drop). */
  publishOnly?: boolean;
  /** How often to check that Redis still answers (5 s), and how long to wait for it (2 s). */
  heartbeat?: { everyMs: number; timeoutMs: number };
}

/** How often a listening process checks that Redis still answers, and how long it waits for the answer. */
const HEARTBEAT = { everyMs: 5_000, timeoutMs: 2_000 };

export function createCacheBus({ url, keyPrefix, log, onChange = () => {}, publishOnly = false, heartbeat: beat = HEARTBEAT }: CacheBusOptions): CacheBus {
  const channel = `${keyPrefix}catalogue-changed`;
  const self = crypto.randomUUID();
  // Publishing never waits for a Redis that is away: the change is this process's, already applied here.
  // A change it could not publish is owed, and published as soon as the connection is back: the other
  // processes may be hearing again sooner than this one can speak.
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  pub.on("error", (err) => log.warn({ err: err.message }, "cache bus: Redis unavailable for publishing"));
  let owed = false;
  const send = () => {
    if (pub.status !== "ready") {
      owed = true;
      return;
    }
    owed = false;
    pub.publish(channel, self).catch((err: Error) => {
      owed = true;
      log.warn({ err: err.message }, "cache bus: a change could not be published; it will be when Redis is back");
    });
  };
  pub.on("ready", () => {
    if (owed) send();
  });
  let sub: Redis | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let hearing = false;
  if (!publishOnly) {
    sub = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: true });
    sub.on("error", (err) => log.warn({ err: err.message }, "cache bus: Redis unavailable; the response cache is off until it returns"));
    sub.on("close", () => {
      if (hearing) log.warn("cache bus: lost Redis; the response cache is off until it returns");
      hearing = false;
    });
    const listen = async () => {
      try {
        await sub!.subscribe(channel);
        // Whatever was published while this process could not hear is unknown: start from empty.
        onChange();
        if (!hearing) log.info("cache bus: listening for catalogue changes");
        hearing = true;
      } catch (err) {
        log.warn({ err: (err as Error).message }, "cache bus: could not subscribe");
      }
    };
    sub.on("ready", () => void listen());
    sub.on("message", (_channel: string, message: string) => {
      if (message !== self) onChange();
    });
    // A connection that died without closing (a network partition) says nothing: ask it every few seconds,
    // and stop serving from the cache when it does not answer.
    heartbeat = setInterval(() => {
      if (!hearing) return;
      const answered = sub!.ping().then(() => true, () => false);
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), beat.timeoutMs).unref());
      void Promise.race([answered, late]).then((ok) => {
        if (ok || !hearing) return;
        hearing = false;
        log.warn("cache bus: Redis stopped answering; the response cache is off until it does");
        // Reconnect: on "ready" it subscribes again and starts from an empty cache.
        sub!.disconnect(true);
      });
    }, beat.everyMs);
    heartbeat.unref();
  }
  return {
    listening: () => hearing,
    publish: send,
    async close() {
      clearInterval(heartbeat);
      hearing = false;
      sub?.disconnect();
      pub.disconnect();
    },
  };
}
