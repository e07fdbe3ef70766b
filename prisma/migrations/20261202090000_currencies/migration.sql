-- Orders keep their US cents for the books and gain the charged currency's amounts (ADR 0070). Orders
-- placed before were charged in US dollars: their amounts in it are their cents.
ALTER TABLE "orders" ADD COLUMN "exchange_rate" DECIMAL(20,10),
ADD COLUMN "exchange_rate_id" UUID,
ADD COLUMN "subtotal_minor" INTEGER,
ADD COLUMN "shipping_minor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "duties_minor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "taxes_minor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "total_minor" INTEGER,
ADD COLUMN "refunded_minor" INTEGER NOT NULL DEFAULT 0;
UPDATE "orders" SET "subtotal_minor" = "subtotal_cents", "shipping_minor" = "shipping_cents", "duties_minor" = "duties_cents",
  "taxes_minor" = "taxes_cents", "total_minor" = "total_cents", "refunded_minor" = "refunded_cents";
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET NOT NULL, ALTER COLUMN "total_minor" SET NOT NULL;

ALTER TABLE "order_lines" ADD COLUMN "unit_price_minor" INTEGER;
UPDATE "order_lines" SET "unit_price_minor" = "unit_price_cents";
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_minor" SET NOT NULL;

ALTER TABLE "order_charges" ADD COLUMN "amount_minor" INTEGER;
UPDATE "order_charges" SET "amount_minor" = "amount_cents";
ALTER TABLE "order_charges" ALTER COLUMN "amount_minor" SET NOT NULL;

ALTER TABLE "refunds" ADD COLUMN "amount_minor" INTEGER;
UPDATE "refunds" SET "amount_minor" = "amount_cents";
ALTER TABLE "refunds" ALTER COLUMN "amount_minor" SET NOT NULL;

-- CreateTable
CREATE TABLE "exchange_rates" (
    "id" UUID NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "rate_per_usd" DECIMAL(20,10) NOT NULL,
    "as_of" TIMESTAMPTZ(3) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" VARCHAR(300) NOT NULL,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_locks" (
    "id" UUID NOT NULL,
    "exchange_rate_id" UUID NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "rate_per_usd" DECIMAL(20,10) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_locks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "exchange_rates_currency_as_of_fetched_at_idx" ON "exchange_rates"("currency", "as_of" DESC, "fetched_at" DESC);

-- CreateIndex
CREATE INDEX "rate_locks_expires_at_idx" ON "rate_locks"("expires_at");

-- AddForeignKey
ALTER TABLE "rate_locks" ADD CONSTRAINT "rate_locks_exchange_rate_id_fkey" FOREIGN KEY ("exchange_rate_id") REFERENCES "exchange_rates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
