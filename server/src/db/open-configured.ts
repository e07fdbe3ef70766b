import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { openDatabase, type Database } from "./database";

/** Where the embedded database lives under DATA_DIR. */
export const pgliteDirUnder = (dataDir: string): string => path.join(dataDir, "pglite");

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  return openDatabase({
    url: config.database.url,
    pgliteDir: pgliteDirUnder(config.dataDir),
    poolSize: config.database.poolSize,
    log,
  });
}
