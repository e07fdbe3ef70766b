-- Trade item numbers and when sold-out parts come back (ADR 0073): a part's GTIN (one part per number), its
-- supplier's lead time in US business days and the day new stock is expected, for delivery estimates.
ALTER TABLE "parts" ADD COLUMN "gtin" VARCHAR(14),
ADD COLUMN "lead_time_days" INTEGER,
ADD COLUMN "restock_date" DATE;

-- CreateIndex
CREATE UNIQUE INDEX "parts_gtin_key" ON "parts"("gtin");

-- One part per product, however its GTIN is written: GS1 compares GTINs as 14 digits, zeros in front (a
-- UPC-12 and its EAN-13 form with a leading 0 are one number). Prisma cannot describe an expression index.
CREATE UNIQUE INDEX "parts_gtin14_key" ON "parts"(lpad("gtin", 14, '0'));
