-- Trade item numbers and when sold-out parts come back (ADR 0073): a part's GTIN (one part per number), its
-- supplier's lead time in US business days and the day new stock is expected, for delivery estimates.
ALTER TABLE "parts" ADD COLUMN "gtin" VARCHAR(14),
ADD COLUMN "lead_time_days" INTEGER,
ADD COLUMN "restock_date" DATE;

-- CreateIndex
CREATE UNIQUE INDEX "parts_gtin_key" ON "parts"("gtin");
