import fs from "node:fs";
import { loadTypeDefs, SCHEMA_PATH } from "../server/src/graphql/schema";

/** Writes schema.graphql, the published contract, from the modules' SDL (`npm run schema`, run by `npm run generate`). */
fs.writeFileSync(SCHEMA_PATH, loadTypeDefs());
console.log(`wrote ${SCHEMA_PATH}`);
