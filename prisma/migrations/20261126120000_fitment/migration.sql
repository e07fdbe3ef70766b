-- Fitment and part numbers (issue 16, ADR 0023): bikes, the ranges of bikes a part fits, the other
-- numbers a part is known by, and riders' garages.

ALTER TABLE "parts" ADD COLUMN "universal_fit" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "vehicles" (
    "id" UUID NOT NULL,
    "make" VARCHAR(40) NOT NULL,
    "model" VARCHAR(60) NOT NULL,
    "make_slug" VARCHAR(40) NOT NULL,
    "model_slug" VARCHAR(60) NOT NULL,
    "year" SMALLINT NOT NULL,
    "variant" VARCHAR(40) NOT NULL DEFAULT '',
    "market" VARCHAR(2) NOT NULL DEFAULT 'US',
    "engine_cc" SMALLINT NOT NULL,
    "type" VARCHAR(12) NOT NULL,
    "search_key" VARCHAR(160) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vehicles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fitments" (
    "id" UUID NOT NULL,
    "part_id" UUID NOT NULL,
    "make_slug" VARCHAR(40) NOT NULL,
    "model_slug" VARCHAR(60) NOT NULL,
    "year_from" SMALLINT NOT NULL,
    "year_to" SMALLINT NOT NULL,
    "variant" VARCHAR(40),
    "market" VARCHAR(2),
    "position" VARCHAR(5),
    "notes" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fitments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "part_numbers" (
    "id" UUID NOT NULL,
    "part_id" UUID NOT NULL,
    "kind" VARCHAR(12) NOT NULL,
    "brand" VARCHAR(60) NOT NULL,
    "number" VARCHAR(60) NOT NULL,
    "number_key" VARCHAR(60) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "part_numbers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "garage_bikes" (
    "user_id" UUID NOT NULL,
    "vehicle_id" UUID NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "garage_bikes_pkey" PRIMARY KEY ("user_id","vehicle_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vehicles_make_slug_model_slug_year_variant_market_key" ON "vehicles"("make_slug", "model_slug", "year", "variant", "market");

-- CreateIndex
CREATE INDEX "fitments_part_id_idx" ON "fitments"("part_id");

-- CreateIndex
CREATE INDEX "fitments_make_slug_model_slug_year_from_year_to_part_id_var_idx" ON "fitments"("make_slug", "model_slug", "year_from", "year_to", "part_id", "variant", "market");

-- CreateIndex
CREATE INDEX "part_numbers_number_key_idx" ON "part_numbers"("number_key");

-- CreateIndex
CREATE UNIQUE INDEX "part_numbers_part_id_kind_brand_number_key_key" ON "part_numbers"("part_id", "kind", "brand", "number_key");

-- CreateIndex
CREATE INDEX "garage_bikes_vehicle_id_idx" ON "garage_bikes"("vehicle_id");


-- AddForeignKey
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_numbers" ADD CONSTRAINT "part_numbers_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_type_check" CHECK ("type" IN ('street', 'off-road', 'dual-sport', 'scooter', 'atv'));
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_year_check" CHECK ("year" BETWEEN 1900 AND 2100);
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_engine_cc_check" CHECK ("engine_cc" >= 0);
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_years_check" CHECK ("year_from" BETWEEN 1900 AND 2100 AND "year_to" BETWEEN "year_from" AND 2100);
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_position_check" CHECK ("position" IN ('front', 'rear', 'left', 'right'));
ALTER TABLE "part_numbers" ADD CONSTRAINT "part_numbers_kind_check" CHECK ("kind" IN ('oem', 'superseded', 'interchange'));

-- The same range of the same part twice is one range: what makes re-importing a file change nothing.
CREATE UNIQUE INDEX "fitments_range_key" ON "fitments"("part_id", "make_slug", "model_slug", "year_from", "year_to", "variant", "market", "position") NULLS NOT DISTINCT;
-- Typed bike lookups ("mt07 2019") and the garage's make list.
CREATE INDEX "vehicles_make_idx" ON "vehicles"("make_slug", "make");
-- The universal parts, added to every bike's list: their ids (searching), and what browsing counts and
-- sorts them by, read from the index alone.
CREATE INDEX "parts_universal_fit_idx" ON "parts"("id") WHERE "universal_fit";
CREATE INDEX "parts_universal_facets_idx" ON "parts"("category_id", "brand", "price_cents", "available_quantity", "min_quantity") WHERE "universal_fit";
-- At most one active bike per garage.
CREATE UNIQUE INDEX "garage_bikes_one_active_idx" ON "garage_bikes"("user_id") WHERE "active";
