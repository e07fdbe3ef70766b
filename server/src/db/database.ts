import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "../logger";
import { acquireDirectoryLock } from "./directory-lock";
import { pgliteExtensions } from "./pglite-extensions";
import type { SqlConnection, SqlReads, SqlStatement } from "./sql";

export type DatabaseKind = "postgresql" | "pglite";

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** Hot-path reads without Prisma's client (ADR 0040). */
  reads: SqlReads;
  /** A plain SQL connection for the migration runner and health checks (not for the services). */
  withConnection<T>(fn: (conn: SqlConnection) => Promise<T>): Promise<T>;
  /** Where the data lives, for the logs: the PGlite directory or the PostgreSQL host and database. */
  location: string;
  /** The connections, for the metrics: PostgreSQL's pool; PGlite has one in-process connection and no pool. */
  connections(): { max: number; inUse?: number; idle?: number; waiting?: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgresql:// URL: use that server. Unset: the embedded PGlite. */
  url?: string;
  /** PGlite's data directory; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data directory dumped by `dumpPgliteDataDir`, to start an in-memory database from instead of
   * an empty one (tests start each shop from a migrated copy rather than running initdb and the migrations).
   */
  pgliteDataDir?: Blob;
  poolSize?: number;
  log: Logger;
  /** Called with each SQL statement Prisma runs and its parameters as JSON (tests count them). */
  onQuery?: (sql: string, params: string) => void;
}

function createPrisma(adapter: SqlDriverAdapterFactory, onQuery?: (sql: string, params: string) => void): PrismaClient {
  if (!onQuery) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  prisma.$on("query", (e) => onQuery(e.query, e.params));
  return prisma;
}

/**
 * SqlReads over a driver's query function: reports each statement to `onQuery` as Prisma's own are (tests
 * count them) and holds each prepared statement's name to one text.
 */
function driverReads(run: (statement: SqlStatement, name?: string) => Promise<unknown[]>, onQuery?: (sql: string, params: string) => void): SqlReads {
  const texts = new Map<string, string>();
  return {
    async query<Row>(statement: SqlStatement, name?: string): Promise<Row[]> {
      if (name) {
        const known = texts.get(name);
        if (known === undefined) texts.set(name, statement.text);
        else if (known !== statement.text) throw new Error(`The prepared statement ${name} was given another SQL text.`);
      }
      onQuery?.(statement.text, JSON.stringify(statement.values, (_, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
      return (await run(statement, name)) as Row[];
    },
  };
}

/** close() may be called again (shutdown after a failure, a test closing a database under a shop). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** The one place that chooses the database: PostgreSQL when a URL is given, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir ?? "memory://", options);
}

async function openPostgres(url: string, { poolSize = 10, log, onQuery }: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (PostgreSQL restarting) must not crash the process.
  pool.on("error", (err) => log.warn({ err: err.message }, "idle PostgreSQL connection lost"));
  const prisma = createPrisma(new PrismaPg(pool), onQuery);
  const parsed = new URL(url);
  return {
    kind: "postgresql",
    prisma,
    reads: driverReads(async ({ text, values }, name) => (await pool.query({ text, values, name })).rows, onQuery),
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    connections: () => ({ max: poolSize, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
      } finally {
        client.release();
      }
    },
    close: once(async () => {
      await prisma.$disconnect();
      await pool.end();
    }),
  };
}

/** The parts of a PGlite instance the migration runner needs. */
interface PgliteQueries {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

function pgliteConnection(pglite: PgliteQueries): SqlConnection {
  return {
    query: async (sql, params) => (await pglite.query(sql, params as unknown[])).rows as never,
    exec: async (sql) => void (await pglite.exec(sql)),
  };
}

async function openPglite(dir: string, { log, onQuery, pgliteDataDir }: DatabaseOptions): Promise<Database> {
  const inMemory = dir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite is single-process: a second process on the same directory would corrupt it.
    releaseLock = acquireDirectoryLock(path.join(dir, "..", `${path.basename(dir)}.lock`));
  }
  try {
    // PGlite and its adapter are ES modules, loaded when the embedded database is chosen.
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    const extensions = await pgliteExtensions();
    const pglite = await PGlite.create(inMemory ? undefined : dir, { extensions, loadDataDir: inMemory ? pgliteDataDir : undefined });
    // The adapter's CommonJS typings name PGlite's CommonJS class; at run time both are the ES module's.
    const prisma = createPrisma(new PrismaPGlite(pglite as never), onQuery);
    log.debug({ dir }, "embedded database opened");
    return {
      kind: "pglite",
      prisma,
      // PGlite prepares nothing across calls; its query waits while a transaction holds the connection.
      reads: driverReads(async ({ text, values }) => (await pglite.query(text, values)).rows, onQuery),
      location: inMemory ? "memory" : dir,
      connections: () => ({ max: 1 }),
      withConnection: (fn) => fn(pgliteConnection(pglite)),
      close: once(async () => {
        await prisma.$disconnect();
        await pglite.close();
        releaseLock();
      }),
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * An in-memory PGlite database's data directory as an uncompressed tarball, for `pgliteDataDir`: prepared
 * through a plain connection (migrations), and then, when `fill` is given, through Prisma (a seed).
 */
export async function dumpPgliteDataDir(
  prepare: (conn: SqlConnection) => Promise<unknown>,
  fill?: (prisma: PrismaClient) => Promise<unknown>,
): Promise<Blob> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create({ extensions: await pgliteExtensions() });
  try {
    await prepare(pgliteConnection(pglite));
    if (fill) {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      const prisma = createPrisma(new PrismaPGlite(pglite as never));
      try {
        await fill(prisma);
      } finally {
        await prisma.$disconnect();
      }
    }
    return await pglite.dumpDataDir("none");
  } finally {
    await pglite.close();
  }
}
