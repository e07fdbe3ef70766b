import http from "node:http";
import pg from "pg";

/**
 * The yardstick for search: a bare Node http handler that runs the same SQL statements as one search
 * request of the shop (the vocabulary lookup, the page with its total and facets, the parts shown), in
 * the same order, and answers their rows as JSON. Configured by the benchmark through the environment.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const statements = JSON.parse(process.env.SEARCH_STATEMENTS ?? "[]") as { sql: string; params: unknown[] }[];

async function answer(res: http.ServerResponse) {
  try {
    const results: unknown[][] = [];
    for (const s of statements) results.push((await pool.query(s.sql, s.params)).rows);
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ data: results }) + "\n");
  } catch (err) {
    res.writeHead(500);
    res.end(String(err));
  }
}

http
  .createServer((_req, res) => void answer(res))
  .listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
