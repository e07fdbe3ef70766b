/** `npm run bench`: orders placed under contention (many buyers, few parts), on each database. */
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../server/src/db/database";
import { freePort } from "../server/src/auth/auth-emulator";
import { DURATION, CONNECTIONS, log, waitFor, stopProcess, startServer, benchBuyers, prepareDatabase } from "./setup";

// --- orders under contention --------------------------------------------------------------------------

export interface ContentionResult {
  database: string;
  attemptsPerSecond: number;
  ordersPerSecond: number;
  placed: number;
  refused: number;
  oversold: number;
  p99: number;
}

export async function contention(database: "postgresql" | "pglite", workDir: string): Promise<ContentionResult> {
  process.stdout.write(`\n${database}: 64 buyers on 10 parts… `);
  const buyers = await benchBuyers(CONNECTIONS);
  // Nine parts with plenty of stock, so the run measures ordering; one with 50 units, so it sells out
  // during the run and refusals are exercised against the same rows.
  const dbEnv = await prepareDatabase(database, 1_000, path.join(workDir, "contention"), [
    `UPDATE parts SET available_quantity = 5000, min_quantity = 1 WHERE id IN (SELECT id FROM parts ORDER BY created_at DESC, id DESC LIMIT 9)`,
    `UPDATE parts SET available_quantity = 50, min_quantity = 1 WHERE id IN (SELECT id FROM parts ORDER BY created_at DESC, id DESC OFFSET 9 LIMIT 1)`,
    buyers.sql,
  ]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The run is about stock rows under contention: the bench's buyers (accounts not yet verified) may hold
  // as many unpaid orders as they place, where the shop's default would refuse each one's second (ADR 0014).
  const server = startServer({ ...dbEnv, UNVERIFIED_UNPAID_ORDERS_MAX: "1000000", UNVERIFIED_UNPAID_VALUE_MAX_USD: "1000000" }, port);
  try {
    await waitFor(`${base}/healthz`);
    const { tokens } = buyers;
    const parts = ((await (await fetch(`${base}/parts?first=10`)).json()) as { _id: string; avquantity: number; minquantity: number }[]).slice(0, 10);
    const stockBefore = new Map(parts.map((p) => [p._id, p.avquantity]));
    // Each request is a buyer (round robin over the 64) ordering one unit of one of the 10 parts.
    // Answers are counted as they come: orders still in flight when the window closes are placed after
    // it (shutdown finishes them), so the database's count is for the oversell check, not the rate.
    let next = 0;
    let acknowledged = 0;
    let refused = 0;
    const measure = await autocannon({
      url: `${base}/graphql`,
      connections: CONNECTIONS,
      duration: DURATION,
      timeout: 30,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: parts.map((p) => ({
        method: "POST",
        path: "/graphql",
        body: JSON.stringify({ query: `mutation { placeOrder(input: { partId: "${p._id}", quantity: ${p.minquantity} }) { id } }` }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"placeOrder":{')) acknowledged++;
          else refused++;
        },
      })),
    });
    // Count the orders in the database the server used (PGlite has one owner at a time: stop it first).
    await stopProcess(server);
    const db = await openDatabase({ url: dbEnv.DATABASE_URL, pgliteDir: dbEnv.DATA_DIR ? path.join(dbEnv.DATA_DIR, "pglite") : undefined, log });
    let placed = 0;
    let oversold = 0;
    try {
      for (const p of parts) {
        const agg = await db.prisma.order.aggregate({ where: { partId: p._id }, _sum: { quantity: true }, _count: true });
        placed += agg._count;
        const now = (await db.prisma.part.findUniqueOrThrow({ where: { id: p._id } })).availableQuantity;
        const sold = stockBefore.get(p._id)! - now;
        const ordered = agg._sum.quantity ?? 0;
        if (now < 0 || sold !== ordered) oversold += Math.abs(sold - ordered) + Math.max(0, -now);
      }
    } finally {
      await db.close();
    }
    process.stdout.write("done\n");
    return {
      database,
      attemptsPerSecond: (acknowledged + refused) / measure.duration,
      ordersPerSecond: acknowledged / measure.duration,
      placed,
      refused,
      oversold,
      p99: measure.latency.p99,
    };
  } finally {
    await stopProcess(server);
  }
}

/** Runs `fn` against a shop started on a fresh database of `size` parts. */
