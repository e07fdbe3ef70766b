-- Issue 18: export data on parts (HS code, Schedule B, origin, boxed size), its snapshot on order lines,
-- and an order's import duties and taxes as their own lines.

ALTER TABLE "parts"
    ADD COLUMN "hs_code" VARCHAR(6),
    ADD COLUMN "schedule_b" VARCHAR(10),
    ADD COLUMN "origin_country" VARCHAR(2),
    ADD COLUMN "length_mm" INTEGER,
    ADD COLUMN "width_mm" INTEGER,
    ADD COLUMN "height_mm" INTEGER,
    ADD CONSTRAINT "parts_hs_code_check" CHECK ("hs_code" ~ '^[0-9]{6}$'),
    ADD CONSTRAINT "parts_schedule_b_check" CHECK ("schedule_b" ~ '^[0-9]{10}$' AND ("hs_code" IS NULL OR left("schedule_b", 6) = "hs_code")),
    ADD CONSTRAINT "parts_origin_country_check" CHECK ("origin_country" ~ '^[A-Z]{2}$'),
    ADD CONSTRAINT "parts_dimensions_check" CHECK (
        ("length_mm" IS NULL AND "width_mm" IS NULL AND "height_mm" IS NULL)
        OR ("length_mm" BETWEEN 1 AND 3000 AND "width_mm" BETWEEN 1 AND 3000 AND "height_mm" BETWEEN 1 AND 3000)
    );

-- Parts of existing catalogues get the HS code of their section (the commonest for it): what a customs
-- broker would start from. Parts outside these sections, and every origin, stay unknown until an admin sets them.
UPDATE "parts" AS p
SET "hs_code" = CASE c."slug"
        WHEN 'tyres' THEN '401140'
        WHEN 'lighting' THEN '851220'
        WHEN 'chains-and-sprockets' THEN '731511'
        WHEN 'batteries' THEN '850710'
        WHEN 'brakes' THEN '871410'
        WHEN 'brake-pads' THEN '871410'
        WHEN 'exhaust' THEN '871410'
        WHEN 'suspension' THEN '871410'
        WHEN 'controls' THEN '871410'
        WHEN 'protection' THEN '871410'
    END
FROM "categories" AS c
WHERE c."id" = p."category_id";
UPDATE "parts" SET "schedule_b" = "hs_code" || '0000' WHERE "hs_code" IS NOT NULL;

ALTER TABLE "orders"
    ADD COLUMN "due_on_delivery_cents" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "incoterm" VARCHAR(3),
    ADD COLUMN "duty_rules_version" VARCHAR(30),
    ADD COLUMN "duty_reason" VARCHAR(200),
    ADD CONSTRAINT "orders_due_on_delivery_check" CHECK ("due_on_delivery_cents" >= 0),
    ADD CONSTRAINT "orders_incoterm_check" CHECK ("incoterm" IN ('DDP', 'DAP'));

ALTER TABLE "order_lines"
    ADD COLUMN "hs_code" VARCHAR(6),
    ADD COLUMN "schedule_b" VARCHAR(10),
    ADD COLUMN "origin_country" VARCHAR(2);

CREATE TABLE "order_charges" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "rate" DOUBLE PRECISION NOT NULL,
    "collected" VARCHAR(10) NOT NULL,

    CONSTRAINT "order_charges_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "order_charges_kind_check" CHECK ("kind" IN ('duty', 'vat', 'gst')),
    CONSTRAINT "order_charges_collected_check" CHECK ("collected" IN ('checkout', 'delivery')),
    CONSTRAINT "order_charges_amount_check" CHECK ("amount_cents" > 0),
    CONSTRAINT "order_charges_rate_check" CHECK ("rate" >= 0 AND "rate" <= 100)
);

CREATE UNIQUE INDEX "order_charges_order_id_position_key" ON "order_charges"("order_id", "position");

ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
