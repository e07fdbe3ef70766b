import { defineConfig } from "prisma/config";

// `generate`, `validate` and `format` never run Prisma's native schema engine, which cannot be
// downloaded without internet; point its path at any existing file for those commands only.
const NO_ENGINE = new Set(["generate", "validate", "format"]);
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && NO_ENGINE.has(process.argv[2] ?? "")) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx server/src/db/seed-cli.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/motoparts" },
});
