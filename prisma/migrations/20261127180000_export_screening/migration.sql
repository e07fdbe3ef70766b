-- CreateEnum
CREATE TYPE "ScreeningStatus" AS ENUM ('CLEAR', 'HELD', 'CLEARED', 'REFUSED');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "idempotency_fingerprint" VARCHAR(64),
ADD COLUMN     "screening" "ScreeningStatus" NOT NULL DEFAULT 'CLEAR',
ADD COLUMN     "screening_matches" JSONB,
ADD COLUMN     "screening_note" VARCHAR(500),
ADD COLUMN     "screening_reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "screening_reviewed_by" VARCHAR(254);

-- CreateTable
CREATE TABLE "screening_entries" (
    "id" UUID NOT NULL,
    "source" VARCHAR(300) NOT NULL,
    "name" VARCHAR(500) NOT NULL,
    "alt_names" TEXT[],
    "addresses" TEXT[],
    "countries" TEXT[],
    "programs" TEXT[],
    "keys" TEXT[],
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screening_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_list_imports" (
    "id" UUID NOT NULL,
    "imported_by_email" VARCHAR(254) NOT NULL,
    "entries" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screening_list_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "screening_entries_keys_idx" ON "screening_entries" USING GIN ("keys");

-- CreateIndex
CREATE INDEX "screening_list_imports_imported_at_idx" ON "screening_list_imports"("imported_at");

-- CreateIndex
CREATE INDEX "orders_screening_created_at_idx" ON "orders"("screening", "created_at");
