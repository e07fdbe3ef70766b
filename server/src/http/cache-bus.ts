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
}

export function createCacheBus({ url, keyPrefix, log, onChange = () => {}, publishOnly = false }: CacheBusOptions): CacheBus {
  const channel = `${keyPrefix}catalogue-changed`;
  const self = crypto.randomUUID();
  // Publishing never waits for a Redis that is away: the change is this process's, already applied here.
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  pub.on("error", (err) => log.warn({ err: err.message }, "cache bus: Redis unavailable for publishing"));
  let sub: Redis | undefined;
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
  }
  return {
    listening: () => hearing,
    publish() {
      pub.publish(channel, self).catch((err: Error) => log.warn({ err: err.message }, "cache bus: a change could not be published"));
    },
    async close() {
      hearing = false;
      sub?.disconnect();
      pub.disconnect();
    },
  };
}
