import http from "node:http";
import pg from "pg";

/**
 * The benchmark's yardstick: a bare Node http handler that runs the same SQL as the shop's catalogue
 * query and answers the same JSON, byte for byte. Configured by the benchmark through the environment.
 * Like the shop (ADR 0040), it prepares the statement once per connection; its rows carry the shop's
 * field names (`priceCents`, `createdAt`, ...).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const sql = process.env.CATALOGUE_SQL!;
const params = JSON.parse(process.env.CATALOGUE_PARAMS ?? "[]") as unknown[];
const first = Number(process.env.PAGE_SIZE ?? 12);

const cursor = (createdAt: Date, id: string) => Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString("base64url");

async function answer(res: http.ServerResponse) {
  try {
    const { rows } = await pool.query({ name: "catalogue_page", text: sql, values: params });
    const nodes = rows.slice(0, first);
    const body = {
      data: {
        parts: {
          edges: nodes.map((r) => ({
            node: {
              id: r.id,
              name: r.name,
              description: r.description,
              price: r.priceCents / 100,
              picture: r.picture,
              minquantity: r.minQuantity,
              avquantity: r.availableQuantity,
            },
          })),
          pageInfo: {
            hasNextPage: rows.length > first,
            endCursor: nodes.length ? cursor(nodes.at(-1).createdAt, nodes.at(-1).id) : null,
          },
        },
      },
    };
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body) + "\n");
  } catch (err) {
    res.writeHead(500);
    res.end(String(err));
  }
}

http
  .createServer((_req, res) => void answer(res))
  .listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
