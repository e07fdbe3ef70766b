-- Catalogue data for discovery (ADR 0020): categories become a table that admins extend, in place of the
-- fixed enum; parts get a brand, a manufacturer part number, specs and more images. Every part keeps its
-- category: the enum's nine values become the first nine rows.

-- CreateTable
CREATE TABLE "categories" (
    "id" UUID NOT NULL,
    "slug" VARCHAR(60) NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "parent_id" UUID,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_slug_key" ON "categories"("slug");

-- CreateIndex
CREATE INDEX "categories_parent_id_idx" ON "categories"("parent_id");

-- AddForeignKey
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The old enum's values, as rows. Their ids are derived from the slug, so every database gets the same ones.
INSERT INTO "categories" ("id", "slug", "label", "position", "updated_at")
SELECT md5('motoparts-category:' || slug)::uuid, slug, label, position, CURRENT_TIMESTAMP
FROM (VALUES
    ('brakes', 'Brakes', 1),
    ('exhaust', 'Exhaust', 2),
    ('tyres', 'Tyres', 3),
    ('chains-and-sprockets', 'Chains & sprockets', 4),
    ('lighting', 'Lighting', 5),
    ('filters', 'Filters', 6),
    ('suspension', 'Suspension', 7),
    ('electrics', 'Electrics', 8),
    ('controls', 'Controls', 9)
) AS old ("slug", "label", "position");

-- AlterTable
ALTER TABLE "parts" ADD COLUMN "brand" VARCHAR(60),
ADD COLUMN "category_id" UUID,
ADD COLUMN "gallery" VARCHAR(2048)[] DEFAULT ARRAY[]::VARCHAR(2048)[],
ADD COLUMN "part_number" VARCHAR(60),
ADD COLUMN "part_number_key" VARCHAR(60),
ADD COLUMN "specs" JSONB NOT NULL DEFAULT '[]';

-- Each part keeps its category.
UPDATE "parts" SET "category_id" = "categories"."id"
FROM "categories"
WHERE "categories"."slug" = replace("parts"."category"::text, '_', '-');

ALTER TABLE "parts" DROP COLUMN "category";

-- DropEnum
DROP TYPE "PartCategory";

-- CreateIndex
CREATE INDEX "parts_category_id_idx" ON "parts"("category_id");

-- CreateIndex
CREATE UNIQUE INDEX "parts_brand_part_number_key_key" ON "parts"("brand", "part_number_key");

-- AddForeignKey
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
