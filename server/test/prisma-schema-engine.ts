import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

/**
 * Prisma's own schema engine (the one behind `prisma migrate diff`), compiled to WebAssembly
 * (@prisma/schema-engine-wasm), driven through a driver adapter. The CLI's native engine is a download
 * this machine cannot make (see the toolchain notes); this one runs offline, on PostgreSQL and on PGlite.
 */

export const SCHEMA_PATH = path.resolve(__dirname, "../../prisma/schema.prisma");

type Engine = import("@prisma/schema-engine-wasm/schema_engine_bg").SchemaEngine;

let loaded: Promise<typeof import("@prisma/schema-engine-wasm/schema_engine_bg")> | undefined;

/** Loads the engine's glue and instantiates its WebAssembly once (no --experimental-wasm-modules). */
function loadEngine(): Promise<typeof import("@prisma/schema-engine-wasm/schema_engine_bg")> {
  loaded ??= (async () => {
    const glue = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
    const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(wasmPath)), { "./schema_engine_bg.js": glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return glue;
  })();
  return loaded;
}

/** The engine reports a Rust panic here before it throws "unreachable"; keep the message for the error. */
let lastPanic = "";
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (message: string) => (lastPanic = message),
};

async function withEngine<T>(schema: string, adapter: SqlMigrationAwareDriverAdapterFactory, fn: (engine: Engine) => Promise<T>): Promise<T> {
  const glue = await loadEngine();
  const engine = await glue.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, bindMigrationAwareSqlAdapterFactory(adapter));
  try {
    return await fn(engine);
  } catch (err) {
    throw new Error(`Prisma's schema engine failed: ${err instanceof Error ? err.message : String(err)}${lastPanic ? `\n${lastPanic}` : ""}`);
  } finally {
    engine.free();
  }
}

/** `prisma migrate deploy`, done by Prisma's engine: applies prisma/migrations and records them its way. */
export function prismaMigrateDeploy(adapter: SqlMigrationAwareDriverAdapterFactory, migrationsDir: string): Promise<string[]> {
  const names = fs.readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const migrationsList = {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") } },
    })),
    shadowDbInitScript: "",
  };
  return withEngine(fs.readFileSync(SCHEMA_PATH, "utf8"), adapter, async (engine) => {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: { externalTables: [], externalEnums: [] } });
    return appliedMigrationNames;
  });
}

export interface SchemaDifference {
  /** 0: the database is what the schema describes; 2: it is not (as `prisma migrate diff --exit-code`). */
  exitCode: number;
  /** Prisma's summary of what differs ("No difference detected." when nothing does). */
  summary: string;
  /** The SQL Prisma would run to make the database match the schema. */
  script: string;
}

/**
 * `prisma migrate diff --from-config-datasource --to-schema <schema> --exit-code`: how the database the
 * adapter connects to differs from what `schema` (the text of a schema.prisma) says it should be.
 */
export function diffDatabaseWithSchema(adapter: SqlMigrationAwareDriverAdapterFactory, schema: string): Promise<SchemaDifference> {
  const files = [{ path: SCHEMA_PATH, content: schema }];
  return withEngine(schema, adapter, async (engine) => {
    const diff = (script: boolean) =>
      engine.diff({
        from: { tag: "schemaDatasource", files, configDir: path.dirname(SCHEMA_PATH) },
        to: { tag: "schemaDatamodel", files },
        script,
        exitCode: true,
        filters: { externalTables: [], externalEnums: [] },
      });
    const summary = await diff(false);
    const script = await diff(true);
    return { exitCode: summary.exitCode, summary: (summary.stdout ?? "").trim(), script: (script.stdout ?? "").trim() };
  });
}

/**
 * An adapter factory for a PostgreSQL database, for the schema engine. @prisma/adapter-pg 7.10 refuses
 * result columns of PostgreSQL's one-byte "char" type (OID 18), which the engine reads from pg_catalog
 * (relkind, contype, ...): those columns are handed over as the driver-adapter "Character" type. And it
 * runs a migration script split at every ";", which breaks a semicolon in a comment or a function body:
 * the script goes to the server whole, as Prisma's native engine sends it.
 */
export function postgresAdapterFor(url: string): SqlMigrationAwareDriverAdapterFactory & { close(): Promise<void> } {
  const factory = new PrismaPg({ connectionString: url });
  const connected: SqlDriverAdapter[] = [];
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = withCharColumns(await factory.connect());
      connected.push(adapter);
      return adapter;
    },
    connectToShadowDb: () => Promise.reject(new Error("this comparison needs no shadow database")),
    close: async () => void (await Promise.all(connected.splice(0).map((adapter) => adapter.dispose()))),
  };
}

interface PgResult {
  fields: { dataTypeID: number }[];
  rows: unknown[];
}

function withCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const internals = adapter as unknown as { performIO?: (query: unknown) => Promise<PgResult>; client?: { query(sql: string): Promise<unknown> } };
  const client = internals.client;
  if (!client) throw new Error("@prisma/adapter-pg no longer has client: revisit postgresAdapterFor()");
  adapter.executeScript = async (script) => void (await client.query(script));
  const performIO = internals.performIO?.bind(adapter);
  if (!performIO) throw new Error("@prisma/adapter-pg no longer has performIO: revisit postgresAdapterFor()");
  const charColumns = new WeakMap<unknown[], number[]>();
  internals.performIO = async (query) => {
    const result = await performIO(query);
    const chars = result.fields.flatMap((field, i) => (field.dataTypeID === pg.types.builtins.CHAR ? [i] : []));
    for (const i of chars) result.fields[i].dataTypeID = pg.types.builtins.TEXT;
    if (chars.length) charColumns.set(result.rows, chars);
    return result;
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const i of charColumns.get(result.rows) ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  return adapter;
}
