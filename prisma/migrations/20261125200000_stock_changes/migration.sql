-- Stock that staff add or set, as a record: restocks, and the stock column of catalogue imports.

-- CreateTable
CREATE TABLE "stock_changes" (
    "id" UUID NOT NULL,
    "part_id" UUID,
    "change" INTEGER NOT NULL,
    "stock_after" INTEGER NOT NULL,
    "reason" VARCHAR(20) NOT NULL,
    "by_email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stock_changes_part_id_created_at_idx" ON "stock_changes"("part_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
