import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { migrate } from "./migrate";
import { openConfiguredDatabase } from "./open-configured";

/** `npm run db:migrate`: applies prisma/migrations, as `prisma migrate deploy` would. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openConfiguredDatabase(config, log);
  try {
    const { applied, modified } = await db.withConnection((conn) => migrate(conn));
    log.info({ applied, modified, database: `${db.kind} (${db.location})` }, applied.length ? "migrations applied" : "database is up to date");
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
