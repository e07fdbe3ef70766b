-- Catalogue imports write a thousand parts per statement (ADR 0022); two things made that slow.

-- 1. Looking a thousand part number keys up went through the trigram index (a third of a second per
-- batch). A plain index in byte order answers equality, and the search box's prefixes ("520v…") too. It
-- is on the key as text, which is how PostgreSQL compares it with text parameters (and an expression
-- index, which Prisma's schema leaves alone, as it does parts_browse_idx).

-- CreateIndex
CREATE INDEX "parts_part_number_key_prefix_idx" ON "parts" (("part_number_key"::text) text_pattern_ops);

-- 2. The search vocabulary (search_words, ADR 0021) was filled by one INSERT per part written. It is now
-- filled once per INSERT statement, from all its new parts, and once per part when an edit changes the
-- words that feed it. The search document itself is still computed per row, as before.

-- The words of these texts and of these categories' labels (with their ancestors').
CREATE FUNCTION "search_words_add"(texts text[], category_ids uuid[]) RETURNS void LANGUAGE sql AS $$
    WITH RECURSIVE up AS (
        SELECT c."label", c."parent_id", 0 AS depth FROM "categories" c WHERE c."id" = ANY(category_ids)
        UNION ALL
        SELECT c."label", c."parent_id", up.depth + 1 FROM "categories" c JOIN up ON c."id" = up."parent_id" WHERE up.depth < 8
    )
    INSERT INTO "search_words" ("word")
    SELECT DISTINCT w
    FROM (SELECT unnest(texts) AS t UNION ALL SELECT "label" FROM up) x, regexp_split_to_table(lower(x.t), '[^[:alpha:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING
$$;

-- A part's texts that feed the vocabulary: name and brand, and each spec's name and value.
CREATE FUNCTION "part_vocabulary_texts"(name text, brand text, specs jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
    SELECT ARRAY[concat_ws(' ', name, brand)] || coalesce(
        (SELECT array_agg((s ->> 'name') || ' ' || (s ->> 'value'))
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(specs) = 'array' THEN specs ELSE '[]'::jsonb END) AS s),
        '{}'::text[])
$$;

CREATE OR REPLACE FUNCTION "parts_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    RETURN NEW;
END
$$;

CREATE FUNCTION "parts_search_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "search_words_add"(
        (SELECT array_agg(t) FROM "added" a, unnest("part_vocabulary_texts"(a."name", a."brand", a."specs")) AS t),
        (SELECT array_agg(DISTINCT a."category_id") FROM "added" a WHERE a."category_id" IS NOT NULL));
    RETURN NULL;
END
$$;

CREATE FUNCTION "parts_search_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM "search_words_add"(
        "part_vocabulary_texts"(NEW."name", NEW."brand", NEW."specs"),
        CASE WHEN NEW."category_id" IS NULL THEN '{}'::uuid[] ELSE ARRAY[NEW."category_id"] END);
    RETURN NULL;
END
$$;

CREATE TRIGGER "parts_search_words_added"
AFTER INSERT ON "parts" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "parts_search_words_added"();

CREATE TRIGGER "parts_search_words_changed"
AFTER UPDATE OF "name", "brand", "category_id", "specs" ON "parts"
FOR EACH ROW EXECUTE FUNCTION "parts_search_words_changed"();
