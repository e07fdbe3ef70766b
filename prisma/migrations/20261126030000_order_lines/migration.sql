-- Cart and checkout (issue 17): an order has lines, each a snapshot of a part as it was ordered, an
-- address, a shipping method and its totals (subtotal, shipping, duties, taxes). Every order there is
-- becomes an order of one line, with the same part, name, price and quantity, and nothing to ship.

-- An order's total is its lines, shipping, duties and taxes now, no longer one unit price times a quantity.
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_cents_check";

-- AlterTable
ALTER TABLE "orders" ALTER COLUMN "product_name" SET DATA TYPE VARCHAR(160),
ADD COLUMN     "subtotal_cents" INTEGER,
ADD COLUMN     "shipping_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "duties_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taxes_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "weight_grams" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shipping_address" JSONB,
ADD COLUMN     "shipping_method" JSONB,
ADD COLUMN     "idempotency_key" VARCHAR(100);

-- CreateTable
CREATE TABLE "order_lines" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "part_id" UUID,
    "name" VARCHAR(120) NOT NULL,
    "part_number" VARCHAR(60),
    "unit_price_cents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "weight_grams" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id")
);

-- Every order there is: one line, as it was ordered (the part's number and weight as they are now, when
-- the part is still in the catalogue).
INSERT INTO "order_lines" ("id", "order_id", "position", "part_id", "name", "part_number", "unit_price_cents", "quantity", "weight_grams")
SELECT gen_random_uuid(), o."id", 0, o."part_id", left(o."product_name", 120), p."part_number", o."unit_price_cents", o."quantity",
       coalesce(p."weight_grams" * o."quantity", 0)
FROM "orders" o LEFT JOIN "parts" p ON p."id" = o."part_id";

UPDATE "orders" o SET "subtotal_cents" = o."total_cents", "weight_grams" = l."weight_grams"
FROM "order_lines" l WHERE l."order_id" = o."id";

ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "orders_buyer_id_idempotency_key_key" ON "orders"("buyer_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "order_lines_part_id_idx" ON "order_lines"("part_id");

-- CreateIndex
CREATE UNIQUE INDEX "order_lines_order_id_position_key" ON "order_lines"("order_id", "position");

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Amounts are never negative, a line has units, and the total is what its parts add up to.
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" >= 1);
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_price_cents_check" CHECK ("unit_price_cents" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check"
  CHECK ("subtotal_cents" >= 0 AND "shipping_cents" >= 0 AND "duties_cents" >= 0 AND "taxes_cents" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_cents_check"
  CHECK ("total_cents" = "subtotal_cents" + "shipping_cents" + "duties_cents" + "taxes_cents");
