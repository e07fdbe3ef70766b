import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { openDatabase, type Database } from "./database";

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  return openDatabase({
    url: config.database.url,
    pgliteDir: path.join(config.dataDir, "pglite"),
    poolSize: config.database.poolSize,
    log,
  });
}
