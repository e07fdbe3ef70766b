-- Cart and checkout, part one (issue 17): shipping weights on parts, the address book, and shipping zones
-- with their methods and weight-band rates.

-- AlterTable
ALTER TABLE "parts" ADD COLUMN "weight_grams" INTEGER NOT NULL DEFAULT 1000;

-- CreateTable
CREATE TABLE "addresses" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "full_name" VARCHAR(100) NOT NULL,
    "line1" VARCHAR(100) NOT NULL,
    "line2" VARCHAR(100),
    "city" VARCHAR(60) NOT NULL,
    "region" VARCHAR(60),
    "postal_code" VARCHAR(12),
    "country" CHAR(2) NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_zones" (
    "id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "countries" CHAR(2)[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shipping_zones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_methods" (
    "id" UUID NOT NULL,
    "zone_id" UUID NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "min_days" INTEGER NOT NULL,
    "max_days" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shipping_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_rates" (
    "id" UUID NOT NULL,
    "method_id" UUID NOT NULL,
    "max_weight_grams" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,

    CONSTRAINT "shipping_rates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "addresses_user_id_created_at_idx" ON "addresses"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "shipping_zones_name_key" ON "shipping_zones"("name");

-- CreateIndex
CREATE INDEX "shipping_methods_zone_id_position_idx" ON "shipping_methods"("zone_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "shipping_rates_method_id_max_weight_grams_key" ON "shipping_rates"("method_id", "max_weight_grams");

-- AddForeignKey
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "shipping_zones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_fkey" FOREIGN KEY ("method_id") REFERENCES "shipping_methods"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A shopper has at most one default address.
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" ("user_id") WHERE "is_default";

-- A zone has at least one country; a method's days and a rate's amounts are sane.
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_countries_check" CHECK (cardinality("countries") > 0);
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_days_check" CHECK ("min_days" >= 0 AND "max_days" >= "min_days");
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_amounts_check" CHECK ("max_weight_grams" > 0 AND "price_cents" >= 0);

-- The parts there are get a typical shipping weight of their section; admins and imports refine it.
UPDATE "parts" p SET "weight_grams" = w."grams"
FROM "categories" c, (VALUES
    ('brakes', 600), ('exhaust', 4500), ('tyres', 6000), ('chains-and-sprockets', 2200), ('lighting', 700),
    ('filters', 300), ('suspension', 3500), ('electrics', 900), ('controls', 500)
) AS w ("slug", "grams")
WHERE p."category_id" = c."id" AND c."slug" = w."slug";
