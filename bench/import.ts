/**
 * Catalogue import and export at the benchmark's size: a 100,000-row supplier file made by the
 * catalogue generator, sent to POST /parts/import of the shop's server process (a dry run, then applied),
 * sent again (nothing changes), a stock feed of the same parts, and GET /parts/export.csv of the result.
 * Beside it, on PostgreSQL, a bare loader: the same file parsed and inserted with plain `pg` in batches
 * of the same size, without checks, into a database prepared the same way.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { stringify } from "csv-stringify";
import pg from "pg";
import { AccessTokens } from "../server/src/auth/access-tokens";
import { freePort } from "../server/src/auth/auth-emulator";
import { partsStream } from "../server/src/db/catalogue-generator";
import { GENERATED_SEED_PARTS } from "../server/src/db/seed";
import { readImages, readSpecs, writeImages, writePrice, writeSpecs, writeWeight } from "../server/src/modules/catalogue-files";
import { partNumberKey } from "../shared/part-numbers";
import { BENCH_TOKEN_SECRET, prepareDatabase, startServer, stopProcess, waitFor } from "./setup";

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

export interface ImportBench {
  database: string;
  rows: number;
  fileMb: number;
  dryRunS: number;
  createS: number;
  unchangedS: number;
  stockFeedS: number;
  exportS: number;
  exportMb: number;
  /** The bare loader (PostgreSQL only). */
  bareS?: number;
}

const ADMIN = { id: crypto.randomUUID(), email: "bench-admin@example.com", tokenVersion: 0 };
const HEADER = ["part_number", "brand", "name", "category", "description", "price_usd", "min_quantity", "stock", "weight_kg", "images", "specs"];

/** The supplier file: generated parts after the seed's, as a spreadsheet would hold them. */
async function writeSupplierFile(file: string, stockFeed: boolean): Promise<void> {
  function* rows() {
    yield stockFeed ? ["part_number", "brand", "stock"] : HEADER;
    let i = 0;
    for (const p of partsStream(GENERATED_SEED_PARTS + IMPORT_ROWS)) {
      if (i++ < GENERATED_SEED_PARTS) continue;
      if (stockFeed) {
        yield [p.partNumber, p.brand, String(Math.max(p.availableQuantity, p.minQuantity) + 5)];
        continue;
      }
      yield [
        p.partNumber,
        p.brand,
        p.name,
        p.categorySlug,
        p.description,
        writePrice(p.priceCents),
        String(p.minQuantity),
        // A new part may not have a minimum above its stock (the shop's rule): a supplier's sold-out lines are left at the minimum.
        String(Math.max(p.availableQuantity, p.minQuantity)),
        writeWeight(Math.round(p.weightKg * 1000)),
        writeImages(p.images[0], p.images.slice(1)),
        writeSpecs(p.specs),
      ];
    }
  }
  await pipeline(Readable.from(rows()), stringify({ record_delimiter: "\r\n" }), fs.createWriteStream(file));
}

async function post(url: string, token: string, file: string): Promise<{ seconds: number; report: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "text/csv", authorization: `Bearer ${token}`, "content-length": String(fs.statSync(file).size) },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  const report = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(report).slice(0, 300)}`);
  return { seconds: (performance.now() - started) / 1000, report };
}

export async function benchImport(database: "postgresql" | "pglite", workDir: string): Promise<ImportBench> {
  process.stdout.write(`\n${database}: catalogue import of ${IMPORT_ROWS.toLocaleString("en-US")} rows… `);
  const dir = path.join(workDir, "import");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "supplier.csv");
  const feed = path.join(dir, "stock-feed.csv");
  if (!fs.existsSync(file)) await writeSupplierFile(file, false);
  if (!fs.existsSync(feed)) await writeSupplierFile(feed, true);
  const adminSql = `INSERT INTO users (id, email, role, updated_at) VALUES ('${ADMIN.id}', '${ADMIN.email}', 'admin', now())`;
  const dbEnv = await prepareDatabase(database, 0, dir, [adminSql], "import");
  const { token } = await new AccessTokens(BENCH_TOKEN_SECRET, 3600).issue(ADMIN, { secondFactor: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dbEnv, port);
  try {
    await waitFor(`${base}/healthz`);
    const expect = (report: Record<string, unknown>, want: Record<string, number | boolean>) => {
      for (const [k, v] of Object.entries(want)) if (report[k] !== v) throw new Error(`import report ${k} = ${String(report[k])}, expected ${v}: ${JSON.stringify(report).slice(0, 400)}`);
    };
    // A few generated part numbers are the seed's own parts: those rows update them.
    const dry = await post(`${base}/parts/import?dryRun=true`, token, file);
    expect(dry.report, { rows: IMPORT_ROWS, invalid: 0 });
    if ((dry.report.created as number) < IMPORT_ROWS * 0.99) throw new Error(`the dry run would create only ${String(dry.report.created)} parts`);
    process.stdout.write(".");
    const created = await post(`${base}/parts/import?dryRun=false`, token, file);
    expect(created.report, { created: dry.report.created as number, invalid: 0, applied: true });
    process.stdout.write(".");
    const again = await post(`${base}/parts/import?dryRun=false`, token, file);
    expect(again.report, { unchanged: IMPORT_ROWS, invalid: 0 });
    process.stdout.write(".");
    const stock = await post(`${base}/parts/import?dryRun=false`, token, feed);
    expect(stock.report, { updated: IMPORT_ROWS, invalid: 0 });
    process.stdout.write(".");
    const started = performance.now();
    const res = await fetch(`${base}/parts/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    const exported = Buffer.byteLength(await res.text());
    const exportS = (performance.now() - started) / 1000;

    let bareS: number | undefined;
    if (dbEnv.DATABASE_URL) {
      const bareEnv = await prepareDatabase(database, 0, path.join(dir, "bare"), [adminSql], "import_bare");
      bareS = await bareLoad(bareEnv.DATABASE_URL, file);
    }
    process.stdout.write(" done\n");
    return {
      database,
      rows: IMPORT_ROWS,
      fileMb: fs.statSync(file).size / 1024 / 1024,
      dryRunS: dry.seconds,
      createS: created.seconds,
      unchangedS: again.seconds,
      stockFeedS: stock.seconds,
      exportS,
      exportMb: exported / 1024 / 1024,
      bareS,
    };
  } finally {
    await stopProcess(server);
  }
}

/**
 * The yardstick: the same rows parsed and inserted in batches of 1,000 with plain `pg`, no checks, one
 * transaction (the few rows that are seeded parts are skipped rather than updated).
 */
async function bareLoad(url: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const categories = new Map((await client.query<{ id: string; slug: string }>("SELECT id, slug FROM categories")).rows.map((r) => [r.slug, r.id]));
    await client.query("BEGIN");
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      await client.query(
        `INSERT INTO parts (id, name, description, picture, gallery, category_id, brand, part_number, part_number_key, specs, price_cents, min_quantity, available_quantity, weight_grams, added_by_email, updated_at)
         SELECT gen_random_uuid(), name, description, picture, gallery, category_id, brand, part_number, part_number_key, specs, price_cents, min_quantity, available_quantity, weight_grams, $2, now()
         FROM jsonb_to_recordset($1::jsonb) AS x(name text, description text, picture text, gallery text[], category_id uuid, brand text, part_number text,
              part_number_key text, specs jsonb, price_cents int, min_quantity int, available_quantity int, weight_grams int)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(batch), ADMIN.email],
      );
      batch = [];
    };
    let header = true;
    for await (const cells of fs.createReadStream(file).pipe(parse({ bom: true })) as AsyncIterable<string[]>) {
      if (header) {
        header = false;
        continue;
      }
      const [partNumber, brand, name, category, description, price, min, stock, weight, images, specs] = cells;
      const [picture, ...gallery] = readImages(images);
      const read = readSpecs(specs);
      batch.push({
        name,
        description,
        picture,
        gallery,
        category_id: categories.get(category),
        brand,
        part_number: partNumber,
        part_number_key: partNumberKey(partNumber),
        specs: "specs" in read ? read.specs : [],
        price_cents: Math.round(Number(price) * 100),
        min_quantity: Number(min),
        available_quantity: Number(stock),
        weight_grams: Math.round(Number(weight) * 1000),
      });
      if (batch.length === 1_000) await flush();
    }
    if (batch.length > 0) await flush();
    await client.query("COMMIT");
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
