-- Search reads a narrow row per part (ADR 0021). A broad search ("brake pads": 8,600 of 100,000 parts)
-- counts and ranks every part it matches, so it read the whole parts row of each (1.2 KB with its search
-- document): thousands of pages per request. part_search holds only what search reads, so the same
-- search reads fewer, smaller rows:
-- - the title (name and part number, weight A; brand and category labels, B), which ranks and suggests;
-- - the body (description and specs), without positions: a word there counts, its place does not;
-- - the columns of the facets and of the sort orders.
-- Triggers on parts keep it up to date; the app never writes it.

-- CreateTable
CREATE TABLE "part_search" (
    "part_id" UUID NOT NULL,
    "title" tsvector NOT NULL,
    "body" tsvector NOT NULL,
    "category_id" UUID,
    "brand" VARCHAR(60),
    "part_number_key" VARCHAR(60),
    "price_cents" INTEGER NOT NULL,
    "in_stock" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "part_search_pkey" PRIMARY KEY ("part_id")
);

-- AddForeignKey
ALTER TABLE "part_search" ADD CONSTRAINT "part_search_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A part's title: name and part number (A), brand and the labels of its category and the category's
-- ancestors (B). The part number goes in as its key ("520vx3120") with the simple configuration, so any
-- spelling of it finds the part; so does the brand ("DID" is an English stop word).
CREATE FUNCTION "part_search_title"(name text, part_number_key text, brand text, category_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
    SELECT setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('simple', coalesce(part_number_key, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(brand, '')), 'B')
        || setweight(to_tsvector('english', coalesce((
               WITH RECURSIVE up AS (
                   SELECT c."label", c."parent_id", 0 AS depth FROM "categories" c WHERE c."id" = category_id
                   UNION ALL
                   SELECT c."label", c."parent_id", up.depth + 1 FROM "categories" c JOIN up ON c."id" = up."parent_id" WHERE up.depth < 8
               )
               SELECT string_agg("label", ' ') FROM up), '')), 'B')
$$;

-- A part's body: the words of its description and of each spec's name and value.
CREATE FUNCTION "part_search_body"(description text, specs jsonb)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
    SELECT strip(to_tsvector('english', description) || to_tsvector('english', coalesce((
               SELECT string_agg((s ->> 'name') || ' ' || (s ->> 'value'), ' ')
               FROM jsonb_array_elements(CASE WHEN jsonb_typeof(specs) = 'array' THEN specs ELSE '[]'::jsonb END) AS s), '')))
$$;

-- New parts: one INSERT per statement, however many parts it adds (catalogue imports add a thousand).
CREATE FUNCTION "part_search_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "part_search" ("part_id", "title", "body", "category_id", "brand", "part_number_key", "price_cents", "in_stock", "created_at")
    SELECT a."id", "part_search_title"(a."name", a."part_number_key", a."brand", a."category_id"), "part_search_body"(a."description", a."specs"),
           a."category_id", a."brand", a."part_number_key", a."price_cents", a."available_quantity" >= a."min_quantity", a."created_at"
    FROM "added" a;
    RETURN NULL;
END
$$;

CREATE TRIGGER "part_search_added"
AFTER INSERT ON "parts" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "part_search_added"();

-- Changed parts: the title and the body are computed again only when a text they are made of changed.
CREATE FUNCTION "part_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "part_search" SET
        "title" = CASE
            WHEN (OLD."name", OLD."part_number_key", OLD."brand", OLD."category_id") IS DISTINCT FROM (NEW."name", NEW."part_number_key", NEW."brand", NEW."category_id")
            THEN "part_search_title"(NEW."name", NEW."part_number_key", NEW."brand", NEW."category_id")
            ELSE "title" END,
        "body" = CASE
            WHEN (OLD."description", OLD."specs") IS DISTINCT FROM (NEW."description", NEW."specs")
            THEN "part_search_body"(NEW."description", NEW."specs")
            ELSE "body" END,
        "category_id" = NEW."category_id",
        "brand" = NEW."brand",
        "part_number_key" = NEW."part_number_key",
        "price_cents" = NEW."price_cents",
        "in_stock" = NEW."available_quantity" >= NEW."min_quantity",
        "created_at" = NEW."created_at"
    WHERE "part_id" = NEW."id";
    RETURN NULL;
END
$$;

-- Orders change a part's stock all day; the row is touched only when that flips it in or out of stock.
CREATE TRIGGER "part_search_changed"
AFTER UPDATE ON "parts" FOR EACH ROW
WHEN ((OLD."name", OLD."part_number_key", OLD."brand", OLD."category_id", OLD."description", OLD."specs", OLD."price_cents", OLD."created_at")
          IS DISTINCT FROM (NEW."name", NEW."part_number_key", NEW."brand", NEW."category_id", NEW."description", NEW."specs", NEW."price_cents", NEW."created_at")
      OR (OLD."available_quantity" >= OLD."min_quantity") <> (NEW."available_quantity" >= NEW."min_quantity"))
EXECUTE FUNCTION "part_search_changed"();

-- Every part there is now.
INSERT INTO "part_search" ("part_id", "title", "body", "category_id", "brand", "part_number_key", "price_cents", "in_stock", "created_at")
SELECT p."id", "part_search_title"(p."name", p."part_number_key", p."brand", p."category_id"), "part_search_body"(p."description", p."specs"),
       p."category_id", p."brand", p."part_number_key", p."price_cents", p."available_quantity" >= p."min_quantity", p."created_at"
FROM "parts" p;

-- The search document on parts, its trigger and the trigram index give way to part_search.
DROP TRIGGER "parts_search_refresh" ON "parts";
DROP FUNCTION "parts_search_refresh"();

-- DropIndex
DROP INDEX "parts_part_number_key_idx";

-- DropIndex
DROP INDEX "parts_search_document_idx";

-- AlterTable
ALTER TABLE "parts" DROP COLUMN "search_document";

-- CreateIndex: what a search matches, title and body together (an expression index, which Prisma's schema
-- leaves alone). The queries name no weights, so the index answers exactly and no row is read twice.
CREATE INDEX "part_search_document_idx" ON "part_search" USING GIN (("title" || "body"));

-- CreateIndex: partial part numbers ("vx3120")
CREATE INDEX "part_search_part_number_key_idx" ON "part_search" USING GIN ("part_number_key" gin_trgm_ops);

-- CreateIndex: the search box's suggestions, in-stock parts first, then newest
CREATE INDEX "part_search_in_stock_created_at_part_id_idx" ON "part_search" ("in_stock" DESC, "created_at" DESC, "part_id" DESC);
