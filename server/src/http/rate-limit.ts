import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import Redis from "ioredis";
import { AppError } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import type { Logger } from "../logger";

/** Request classes, each with its own budget per client address. */
export type RateClass = "read" | "write" | "auth" | "form";

export type RateBudgets = Record<RateClass, number>;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Takes `units` from the client's budget for the class (one per mutation field, so aliases count). */
  consume(client: string, rateClass: RateClass, units?: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per client and class. Kept in this process by default; shared between
 * processes through Redis when a URL is given. If Redis cannot be reached the request is let through
 * (and logged): a broken limiter must not take the shop down.
 */
export function createRateLimiter(budgets: RateBudgets, log: Logger, redisUrl?: string): RateLimiter {
  return redisUrl ? redisLimiter(budgets, log, redisUrl) : memoryLimiter(budgets);
}

function memoryLimiter(budgets: RateBudgets): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  return {
    async consume(client, rateClass, units = 1) {
      const key = `${rateClass}:${client}`;
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(key, w);
      }
      w.count += units;
      return { allowed: w.count <= budgets[rateClass], retryAfter: Math.ceil((w.resetAt - now) / 1000) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

const CONSUME_SCRIPT = `
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;

function redisLimiter(budgets: RateBudgets, log: Logger, url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on("error", (err) => log.warn({ err: err.message }, "rate limiter: Redis unavailable"));
  return {
    async consume(client, rateClass, units = 1) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, `motoparts:rate:${rateClass}:${client}`, WINDOW_MS, units)) as [number, number];
        return { allowed: count <= budgets[rateClass], retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        log.warn({ err: (err as Error).message }, "rate limiter: Redis unavailable, request let through");
        return { allowed: true, retryAfter: 0 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

const AUTH_FIELDS = new Set(["signIn"]);
const FORM_FIELDS = new Set(["sendContactMessage", "subscribeToNewsletter"]);

export function classify(operation: OperationDefinitionNode): RateClass {
  if (operation.operation !== "mutation") return "read";
  const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  if (fields.some((f) => AUTH_FIELDS.has(f))) return "auth";
  if (fields.some((f) => FORM_FIELDS.has(f))) return "form";
  return "write";
}

/** Applies the limiter to every GraphQL operation, so the REST twins are limited the same way. */
export function rateLimitPlugin(limiter: RateLimiter): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!operation) return;
          const rateClass = classify(operation);
          // A mutation costs one unit per root field: aliasing the same field many times is many calls.
          const units = operation.operation === "mutation" ? Math.max(1, operation.selectionSet.selections.length) : 1;
          const decision = await limiter.consume(contextValue.clientIp, rateClass, units);
          if (decision.allowed) return;
          contextValue.log.warn({ rateClass }, "rate limit reached");
          throw new AppError("TOO_MANY_REQUESTS", `Too many requests. Try again in ${decision.retryAfter} seconds.`, {
            retryAfter: decision.retryAfter,
            http: { status: 429, headers: new Map([["retry-after", String(decision.retryAfter)]]) },
          });
        },
      };
    },
  };
}
