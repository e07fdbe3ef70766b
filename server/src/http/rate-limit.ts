import net from "node:net";
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import Redis from "ioredis";
import { AppError } from "../errors";
import type { GraphQLContext } from "../graphql/context";
import type { Logger } from "../logger";
import type { SignInThrottle } from "../modules/users";
import type { ShopMetrics } from "../observability/metrics";

/** Where refusals are counted. */
type RefusalMetrics = Pick<ShopMetrics, "rateLimited">;
const UNCOUNTED: RefusalMetrics = { rateLimited: () => {} };

/**
 * Budgets, each per client address (an IPv4 address, or an IPv6 /64) and one-minute window:
 * - `read`: queries;
 * - `write`: mutation fields, successful sign-ins included (a generous ceiling);
 * - `form`: contact and newsletter fields;
 * - `failedSignIn`: token exchanges that failed, per address;
 * - `failedSignInAccount`: token exchanges that failed, per account (keyed by the email asked for).
 */
export type RateClass = "read" | "write" | "form" | "failedSignIn" | "failedSignInAccount";

export type RateBudgets = Record<RateClass, number>;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Takes `units` from the key's budget for the class. */
  consume(key: string, rateClass: RateClass, units?: number): Promise<RateDecision>;
  /** Whether one more unit would still be allowed, without taking it. */
  peek(key: string, rateClass: RateClass): Promise<RateDecision>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per key and class. Kept in this process by default; shared between
 * processes through Redis when a URL is given. If Redis cannot be reached the request is let through
 * (and logged): a broken limiter must not take the shop down.
 */
export function createRateLimiter(
  budgets: RateBudgets,
  log: Logger,
  redis?: { url: string; keyPrefix: string },
): RateLimiter {
  return redis ? redisLimiter(budgets, log, redis.url, redis.keyPrefix) : memoryLimiter(budgets);
}

function memoryLimiter(budgets: RateBudgets): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    async consume(key, rateClass, units = 1) {
      const id = `${rateClass}:${key}`;
      const now = Date.now();
      let w = current(id, now);
      if (!w) {
        w = { count: 0, resetAt: now + WINDOW_MS };
        windows.set(id, w);
      }
      w.count += units;
      return { allowed: w.count <= budgets[rateClass], retryAfter: Math.ceil((w.resetAt - now) / 1000) };
    },
    async peek(key, rateClass) {
      const now = Date.now();
      const w = current(`${rateClass}:${key}`, now);
      return w ? { allowed: w.count < budgets[rateClass], retryAfter: Math.ceil((w.resetAt - now) / 1000) } : { allowed: true, retryAfter: 0 };
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

function redisLimiter(budgets: RateBudgets, log: Logger, url: string, prefix: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on("error", (err) => log.warn({ err: err.message }, "rate limiter: Redis unavailable"));
  const redisKey = (key: string, rateClass: RateClass) => `${prefix}rate:${rateClass}:${key}`;
  const unavailable = (err: unknown): RateDecision => {
    log.warn({ err: (err as Error).message }, "rate limiter: Redis unavailable, request let through");
    return { allowed: true, retryAfter: 0 };
  };
  return {
    async consume(key, rateClass, units = 1) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, redisKey(key, rateClass), WINDOW_MS, units)) as [number, number];
        return { allowed: count <= budgets[rateClass], retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        return unavailable(err);
      }
    },
    async peek(key, rateClass) {
      try {
        const k = redisKey(key, rateClass);
        const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
        const n = Number(count ?? 0);
        return { allowed: n < budgets[rateClass], retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        return unavailable(err);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * The address a budget is kept for: an IPv4 address as it is, an IPv6 address by its /64 (one home or
 * one device usually holds a whole /64, so per-address limits there would be no limit at all).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
  return address;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ""] = address.split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

const FORM_FIELDS = new Set(["sendContactMessage", "subscribeToNewsletter"]);

/** The class each root field of a mutation is counted in. */
export function mutationFieldClass(field: string): Extract<RateClass, "write" | "form"> {
  return FORM_FIELDS.has(field) ? "form" : "write";
}

/**
 * The root fields an operation selects, with fragments and inline fragments expanded, so that
 * `... on Mutation { a b }` or a named fragment counts every field it carries (aliases included).
 */
export function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const fields: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) fields.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else {
        const fragment = fragments.get(s.name.value);
        // A fragment spread twice selects the same fields twice; count it each time, but never loop.
        if (!fragment || seen.has(s.name.value)) continue;
        seen.add(s.name.value);
        walk(fragment.selectionSet);
        seen.delete(s.name.value);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

function tooManyRequests(message: string, retryAfter: number): AppError {
  return new AppError("TOO_MANY_REQUESTS", message, {
    retryAfter,
    http: { status: 429, headers: new Map([["retry-after", String(retryAfter)]]) },
  });
}

/**
 * Applies the limiter to every GraphQL operation, so the REST twins are limited the same way. A query
 * costs one read; a mutation costs one unit per root field in that field's class.
 */
export function rateLimitPlugin(limiter: RateLimiter, metrics: RefusalMetrics = UNCOUNTED): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (!operation) return;
          const client = clientKey(contextValue.clientIp);
          const costs = new Map<RateClass, number>();
          if (operation.operation === "mutation") {
            for (const field of rootFields(operation, document)) {
              const rateClass = mutationFieldClass(field);
              costs.set(rateClass, (costs.get(rateClass) ?? 0) + 1);
            }
          }
          if (costs.size === 0) costs.set(operation.operation === "mutation" ? "write" : "read", 1);
          for (const [rateClass, units] of costs) {
            const decision = await limiter.consume(client, rateClass, units);
            if (decision.allowed) continue;
            metrics.rateLimited(rateClass);
            contextValue.log.warn({ rateClass }, "rate limit reached");
            throw tooManyRequests(`Too many requests. Try again in ${decision.retryAfter} seconds.`, decision.retryAfter);
          }
        },
      };
    },
  };
}

/**
 * Limits failed token exchanges, per address and per account. A successful exchange costs nothing
 * here: it carries a Firebase ID token, so Firebase has checked the password (and throttles failed
 * passwords itself).
 */
export function signInThrottle(limiter: RateLimiter, log: Logger, metrics: RefusalMetrics = UNCOUNTED): SignInThrottle {
  const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 254);
  return {
    async check(address, email) {
      const byAddress = await limiter.peek(clientKey(address), "failedSignIn");
      if (!byAddress.allowed) {
        metrics.rateLimited("failedSignIn");
        log.warn({ rateClass: "failedSignIn" }, "sign-in throttled for an address");
        throw tooManyRequests(`Too many sign-ins from your network. Try again in ${byAddress.retryAfter} seconds.`, byAddress.retryAfter);
      }
      const byAccount = await limiter.peek(accountKey(email), "failedSignInAccount");
      if (!byAccount.allowed) {
        metrics.rateLimited("failedSignInAccount");
        log.warn({ rateClass: "failedSignInAccount" }, "sign-in throttled for an account");
        throw tooManyRequests(`Too many failed sign-ins for this account. Try again in ${byAccount.retryAfter} seconds.`, byAccount.retryAfter);
      }
    },
    async recordFailure(address, email) {
      await limiter.consume(clientKey(address), "failedSignIn");
      await limiter.consume(accountKey(email), "failedSignInAccount");
    },
  };
}
