import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { migrate } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open-configured";
import { seedDatabase } from "./seed";

/** `npm run db:seed`: migrates, then adds whatever demo data is missing (running it again adds nothing). */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openConfiguredDatabase(config, log);
  try {
    await db.withConnection((conn) => migrate(conn));
    const added = await seedDatabase(db.prisma);
    log.info({ added, database: `${db.kind} (${db.location})` }, "seed done");
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
