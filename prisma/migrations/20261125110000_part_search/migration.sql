-- Search in PostgreSQL itself (ADR 0021): a weighted full-text document per part, kept up to date by a
-- trigger; trigram and edit-distance matching for part numbers and typos. Works the same on PGlite, which
-- ships both extensions as contrib modules.

CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";

-- AlterTable
ALTER TABLE "parts" ADD COLUMN "search_document" tsvector;

-- CreateTable
CREATE TABLE "search_words" (
    "word" VARCHAR(60) NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "parts_search_document_idx" ON "parts" USING GIN ("search_document");

-- CreateIndex
CREATE INDEX "parts_part_number_key_idx" ON "parts" USING GIN ("part_number_key" gin_trgm_ops);

-- CreateIndex: browsing (a search without words) and the search box's suggestions, in-stock parts first, then newest
CREATE INDEX "parts_browse_idx" ON "parts" ((available_quantity >= min_quantity) DESC, "created_at" DESC, "id" DESC);

-- CreateIndex: facet counts and totals while browsing, read from the index alone
CREATE INDEX "parts_facets_idx" ON "parts" ("category_id", "brand", "price_cents", "available_quantity", "min_quantity");

-- CreateIndex: browsing by price
CREATE INDEX "parts_price_cents_id_idx" ON "parts" ("price_cents", "id");

-- A part's search document: name and part number weigh most (A), then brand and category labels (B),
-- then description and specs (C). The part number goes in as its key ("520vx3120") with the simple
-- configuration, so any spelling of it finds the part; so does the brand ("DID" is an English stop word).
-- The words of names, brands, categories and specs also go into search_words, the vocabulary that typos
-- are corrected against.
CREATE FUNCTION "parts_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    labels text;
    spec_text text;
BEGIN
    WITH RECURSIVE up AS (
        SELECT c."label", c."parent_id", 0 AS depth FROM "categories" c WHERE c."id" = NEW."category_id"
        UNION ALL
        SELECT c."label", c."parent_id", up.depth + 1 FROM "categories" c JOIN up ON c."id" = up."parent_id" WHERE up.depth < 8
    )
    SELECT string_agg("label", ' ') INTO labels FROM up;

    SELECT string_agg((s ->> 'name') || ' ' || (s ->> 'value'), ' ') INTO spec_text
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW."specs") = 'array' THEN NEW."specs" ELSE '[]'::jsonb END) AS s;

    NEW."search_document" :=
        setweight(to_tsvector('english', NEW."name"), 'A')
        || setweight(to_tsvector('simple', coalesce(NEW."part_number_key", '')), 'A')
        || setweight(to_tsvector('simple', coalesce(NEW."brand", '')), 'B')
        || setweight(to_tsvector('english', coalesce(labels, '')), 'B')
        || setweight(to_tsvector('english', NEW."description"), 'C')
        || setweight(to_tsvector('english', coalesce(spec_text, '')), 'C');

    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(concat_ws(' ', NEW."name", NEW."brand", labels, spec_text)), '[^[:alpha:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING;

    RETURN NEW;
END
$$;

CREATE TRIGGER "parts_search_refresh"
BEFORE INSERT OR UPDATE OF "name", "description", "brand", "part_number_key", "category_id", "specs" ON "parts"
FOR EACH ROW EXECUTE FUNCTION "parts_search_refresh"();

-- Every part there is now.
UPDATE "parts" SET "name" = "name";
