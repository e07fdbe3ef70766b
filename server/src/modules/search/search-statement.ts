import { Prisma, type Vehicle } from "../../generated/prisma/client";
import type { PartFilter } from "../../../../shared/search-schemas";
import { partFitColumns } from "../fitment";
import { afterBrowsing, afterPosition, BROWSE_ORDER, ORDER, ratingColumns, type PageRow, type PartSort, type Position } from "./search-order";
import type { SearchWord } from "./search-terms";
import { gtin14, isGtin } from "../../../../shared/gtin";

/**
 * The search's SQL (ADR 0021): the query's words as tsqueries, what matches and how it ranks, and the one
 * statement that reads a page with its total and facets, over part_search when there are words and over
 * parts when browsing, narrowed to a bike's ranges when asked (ADR 0023).
 */

/** A value of a facet (a category or a brand) and how many matches have it. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** One statement's answer: the page, the total and both facets. */
export interface SearchRow {
  page: PageRow[];
  total: number;
  categories: FacetValue[];
  brands: FacetValue[];
}

/**
 * One word as a tsquery: its English stem, or its letters and digits as a brand or part number (a prefix
 * when it holds a digit and 3 characters: "520vx3" finds 520VX3-120), or a spelling of it the catalogue
 * uses ("brkae" → brake). Words of letters alone are matched whole: a prefix of a common word ("brake:*")
 * costs a third of a broad search's time, and the search box suggests by prefix already.
 */
function wordQuery(word: SearchWord, corrections: readonly string[]): Prisma.Sql {
  const key = word.key.length >= 3 && /\p{N}/u.test(word.key) ? `${word.key}:*` : word.key;
  const alternatives = [
    Prisma.sql`plainto_tsquery('english', ${word.text})`,
    Prisma.sql`to_tsquery('simple', ${key})`,
    ...corrections.map((c) => Prisma.sql`plainto_tsquery('english', ${c})`),
  ];
  return Prisma.sql`(${Prisma.join(alternatives, " || ")})`;
}

/** A query's words as tsqueries: a part matches `all` of them, and ranks by `any` of them in its title. */
export interface TextQuery {
  all: Prisma.Sql;
  any: Prisma.Sql;
}

/** The query's words; null for an empty query (browse). */
export function textQuery(words: SearchWord[], corrections: Map<string, string[]>): TextQuery | null {
  if (words.length === 0) return null;
  const each = words.map((w) => wordQuery(w, corrections.get(w.text) ?? []));
  return { all: Prisma.join(each, " && "), any: Prisma.join(each, " || ") };
}

/**
 * What matches the query, before the filters: a part whose title and body hold every word (the
 * expression of part_search_document_idx), or whose part number contains the whole query. Its rank
 * sums the words found in its title, a name or part number (A) above a brand or category (B); a word
 * found only in the description or specs adds nothing, so those parts come after, in stock then newest.
 * ts_rank, not ts_rank_cd: titles are short, so the proximity that _cd weighs adds cost and little order.
 */
function matchCondition(text: TextQuery | null, wholeKey: string | null): { where: Prisma.Sql; rank: Prisma.Sql } {
  if (!text) return { where: Prisma.sql`TRUE`, rank: Prisma.sql`0::real` };
  const byKey = wholeKey ? Prisma.sql`s.part_number_key LIKE ${`%${wholeKey}%`}` : Prisma.sql`FALSE`;
  // The part's other numbers (OEM, superseded, interchange) match whole, as its own number does (ADR 0023).
  const byOtherNumber = wholeKey ? Prisma.sql`s.part_id IN (SELECT id FROM numbered)` : Prisma.sql`FALSE`;
  const exactKey = wholeKey ? Prisma.sql`CASE WHEN s.part_number_key = ${wholeKey} OR ${byOtherNumber} THEN 1 ELSE 0 END` : Prisma.sql`0`;
  return {
    where: Prisma.sql`((s.title || s.body) @@ (${text.all}) OR ${byKey} OR ${byOtherNumber})`,
    // The ranking tsquery is a sub-select, computed once: written inline, PostgreSQL would parse the words
    // again for every part matched (plainto_tsquery is not immutable), a third of a broad search's time.
    rank: Prisma.sql`(ts_rank(s.title, (SELECT ${text.any})) + ${exactKey} + CASE WHEN ${byKey} THEN 0.5 ELSE 0 END)::real`,
  };
}

/** What one search statement reads: the query's words (none to browse), its filters and bike, and the page. */
export interface SearchStatement {
  text: TextQuery | null;
  /** The whole query as a part number key, when it can be one. */
  wholeKey: string | null;
  filter: PartFilter;
  bike: Vehicle | null;
  sort: PartSort;
  first: number;
  after: Position | undefined;
}

/**
 * One statement for a page of a search or a browse: the page (one row more than shown, to say whether
 * another follows), the total and both facets, each facet counted without its own filter (ADR 0021).
 */
export function searchStatement({ text, wholeKey, filter, bike, sort, first, after }: SearchStatement): Prisma.Sql {
  const match = matchCondition(text, wholeKey);
  const slugs = filter.categories ?? [];
  const brands = filter.brands ?? [];
  // Unqualified: they apply to the parts table and to the CTEs made of it alike.
  const byCategory = slugs.length > 0 ? Prisma.sql`category_id IN (SELECT id FROM picked)` : Prisma.sql`TRUE`;
  // The same, written so that an index on category_id can look the categories up.
  const inPicked = Prisma.sql`p.category_id = ANY(ARRAY(SELECT id FROM picked))`;
  const byBrand = brands.length > 0 ? Prisma.sql`brand = ANY(${brands}::text[])` : Prisma.sql`TRUE`;
  // Searching reads part_search (s), browsing parts (p): both have price_cents, and in stock is a column of the first.
  const source = Prisma.raw(text ? "s" : "p");
  const filters: Prisma.Sql[] = [];
  if (filter.minPrice != null) filters.push(Prisma.sql`${source}.price_cents >= ${Math.round(filter.minPrice * 100)}`);
  if (filter.maxPrice != null) filters.push(Prisma.sql`${source}.price_cents <= ${Math.round(filter.maxPrice * 100)}`);
  if (filter.inStock) filters.push(text ? Prisma.sql`s.in_stock` : Prisma.sql`p.available_quantity >= p.min_quantity`);
  // Searching: the matches that fit. Browsing reads the universal parts and those with a range apart (below).
  if (bike && text) filters.push(Prisma.sql`(s.part_id IN (SELECT id FROM fits) OR s.part_id IN (SELECT id FROM parts WHERE universal_fit))`);
  const where = (extra: Prisma.Sql[]) => Prisma.join([...extra, ...filters, Prisma.sql`TRUE`], " AND ");

  // `grouped` counts what matches by (category, brand): a few hundred rows at most, from which the total
  // and both facets are summed, each facet without its own filter. `page` is the rows shown.
  const parts = text
    ? Prisma.sql`
      matched AS (
        SELECT s.part_id AS id, s.category_id, s.brand, s.price_cents, s.created_at, s.in_stock, ${match.rank} AS rank, ${ratingColumns(sort, "r")}
        FROM part_search s${sort === "RATING" ? Prisma.sql` JOIN parts r ON r.id = s.part_id` : Prisma.empty}
        WHERE ${where([match.where])}
      ),
      grouped AS (SELECT category_id, brand, count(*)::int AS n FROM matched GROUP BY category_id, brand),
      page AS (
        SELECT id, rank, in_stock, price_cents, created_at, rating_key, review_count FROM matched
        WHERE ${byCategory} AND ${byBrand} AND ${afterPosition(after)}
        ORDER BY ${ORDER[sort]}
        LIMIT ${first + 1}
      )`
    : bike
      ? browseFitting(where, { byCategory, byBrand, inPicked: slugs.length > 0 ? inPicked : null, after }, sort, first)
      : // Browsing: the counts read from an index alone, the page from an index in the sort's order.
      Prisma.sql`
      grouped AS (SELECT p.category_id, p.brand, count(*)::int AS n FROM parts p WHERE ${where([])} GROUP BY p.category_id, p.brand),
      page AS (
        SELECT p.id, 0::real AS rank, (p.available_quantity >= p.min_quantity) AS in_stock, p.price_cents, p.created_at, ${ratingColumns(sort, "p")}
        FROM parts p
        WHERE ${where([byCategory, byBrand, afterBrowsing(after)])}
        ORDER BY ${BROWSE_ORDER[sort]}
        LIMIT ${first + 1}
      )`;

  // Found by another of its numbers, not by its own: which one, for the card ("Matches OEM 5YU-25806-00").
  const matchedNumber = wholeKey
    ? Prisma.sql`(SELECT CASE WHEN m.kind = 'own' THEN NULL ELSE json_build_object('kind', m.kind, 'number', m.number) END
        FROM numbered m WHERE m.id = page.id ORDER BY m.depth, (m.kind = 'own') DESC, m.kind LIMIT 1)`
    : Prisma.sql`NULL`;
  // Narrowed to a bike, each shown part's fit for it comes along: the cards' badges need no statement.
  const fit = bike ? Prisma.sql`(SELECT to_json(f) FROM (SELECT ${partFitColumns(bike, Prisma.sql`p.id`, Prisma.sql`p.universal_fit`)} FROM parts p WHERE p.id = page.id) f)` : Prisma.sql`NULL`;
  return Prisma.sql`
    WITH RECURSIVE picked AS (
      SELECT id FROM categories WHERE slug = ANY(${slugs}::text[])
      UNION
      SELECT c.id FROM categories c JOIN picked ON c.parent_id = picked.id
    ),
    ${numberedParts(wholeKey)},
    ${fittingParts(bike)},
    ${parts}
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
          'id', id, 'rank', rank::text, 'in_stock', in_stock, 'price_cents', price_cents, 'fit', ${fit}, 'matched', ${matchedNumber},
          'rating_key', rating_key, 'review_count', review_count,
          'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) ORDER BY ${ORDER[sort]}), '[]'::json) FROM page) AS page,
      (SELECT coalesce(sum(n), 0)::int FROM grouped WHERE ${byCategory} AND ${byBrand}) AS total,
      (SELECT coalesce(json_agg(json_build_object('value', c.slug, 'label', c.label, 'count', f.n) ORDER BY f.n DESC, c.label), '[]'::json)
         FROM (SELECT category_id, sum(n)::int AS n FROM grouped WHERE category_id IS NOT NULL AND ${byBrand} GROUP BY category_id) f
         JOIN categories c ON c.id = f.category_id) AS categories,
      (SELECT coalesce(json_agg(json_build_object('value', brand, 'label', brand, 'count', n) ORDER BY n DESC, brand), '[]'::json)
         FROM (SELECT brand, sum(n)::int AS n FROM grouped WHERE brand IS NOT NULL AND ${byCategory} GROUP BY brand) b) AS brands`;
}

/**
 * `numbered`: the parts that list the query as another number (OEM, superseded, interchange), or own it,
 * and then the parts that supersede those, up the chain to the newest (ADR 0023), each with the number
 * that matched and its kind ('own' for a part's own number or GTIN; 'superseded' up the chain). Never read without a key.
 */
function numberedParts(wholeKey: string | null): Prisma.Sql {
  if (!wholeKey) return Prisma.sql`numbered(id, depth, kind, number) AS (SELECT NULL::uuid, 0, NULL::text, NULL::text WHERE FALSE)`;
  return Prisma.sql`numbered(id, depth, kind, number) AS (
    SELECT part_id, 0, kind::text, number::text FROM part_numbers WHERE number_key = ${wholeKey}
    UNION
    SELECT id, 0, 'own'::text, part_number::text FROM parts WHERE part_number_key = ${wholeKey}
    UNION${gtinArm(wholeKey)}
    SELECT link.part_id, n.depth + 1, 'superseded'::text, n.number
    FROM numbered n
    JOIN parts p ON p.id = n.id
    JOIN part_numbers link ON link.kind = 'superseded' AND link.number_key = p.part_number_key AND lower(link.brand) = lower(p.brand)
    WHERE n.depth < 8
  )`;
}

/**
 * A query that is a GTIN (a barcode scanned into the search box) finds the part with it, as its own number,
 * however either is written (compared as GTIN-14, by the index parts_gtin14_key).
 */
function gtinArm(wholeKey: string): Prisma.Sql {
  if (!isGtin(wholeKey)) return Prisma.empty;
  return Prisma.sql`
    SELECT id, 0, 'own'::text, gtin::text FROM parts WHERE lpad(gtin, 14, '0') = ${gtin14(wholeKey)}
    UNION`;
}

/**
 * `fits`: the parts with a range that names the bike: the ranges of its make and model whose years hold
 * its year, for any variant or its own, any market or its own (ADR 0023). Universal parts fit too; they
 * are read apart, since they are thousands and the ranges of one bike a few hundred.
 */
function fittingParts(bike: Vehicle | null): Prisma.Sql {
  if (!bike) return Prisma.sql`fits(id) AS (SELECT NULL::uuid WHERE FALSE)`;
  return Prisma.sql`fits(id) AS (
    SELECT f.part_id FROM fitments f
    WHERE f.make_slug = ${bike.makeSlug} AND f.model_slug = ${bike.modelSlug} AND f.year_from <= ${bike.year}::int AND f.year_to >= ${bike.year}::int
      AND (f.variant IS NULL OR lower(f.variant) = lower(${bike.variant})) AND (f.market IS NULL OR f.market = ${bike.market})
  )`;
}

/**
 * Browsing the parts that fit a bike: the universal parts (from parts_universal_facets_idx, without
 * visiting their rows for the counts) and the parts with a range that names the bike, two disjoint sets
 * counted and paged apart, then merged. One set of "fits or universal" would look up every universal
 * part's row for each count and page: at 100,000 parts, 8,000 of them universal, 100 ms instead of a few.
 * The ranged parts' rows (a few hundred) are read once, for their counts and their page alike.
 */
function browseFitting(
  where: (extra: Prisma.Sql[]) => Prisma.Sql,
  page: {
    /** Unqualified, as they apply to the ranged rows. */
    byCategory: Prisma.Sql;
    byBrand: Prisma.Sql;
    /** The categories as an index condition on parts p; null when no category is picked. */
    inPicked: Prisma.Sql | null;
    after: Position | undefined;
  },
  sort: PartSort,
  first: number,
): Prisma.Sql {
  const universal = Prisma.sql`p.universal_fit`;
  const columns = Prisma.sql`p.id, 0::real AS rank, (p.available_quantity >= p.min_quantity) AS in_stock, p.price_cents, p.created_at, ${ratingColumns(sort, "p")}`;
  const pageColumns = Prisma.sql`id, rank, in_stock, price_cents, created_at, rating_key, review_count`;
  // In a category, the universal parts are read by category first (parts_universal_facets_idx), then
  // sorted: walked in the browse order instead, a category with none of them would read all 8,000. The
  // fence (MATERIALIZED) keeps the planner from choosing that walk. Elsewhere the walk finds a page at once.
  const universalPage = page.inPicked
    ? Prisma.sql`(SELECT * FROM universal_rows ORDER BY ${ORDER[sort]} LIMIT ${first + 1})`
    : Prisma.sql`(SELECT ${columns} FROM parts p WHERE ${where([universal, page.byCategory, page.byBrand, afterBrowsing(page.after)])} ORDER BY ${BROWSE_ORDER[sort]} LIMIT ${first + 1})`;
  const universalRows = page.inPicked
    ? Prisma.sql`universal_rows AS MATERIALIZED (SELECT ${columns} FROM parts p WHERE ${where([universal, page.inPicked, page.byBrand, afterBrowsing(page.after)])}),`
    : Prisma.empty;
  return Prisma.sql`
    ${universalRows}
    ranged_rows AS MATERIALIZED (
      SELECT ${columns}, p.category_id, p.brand FROM parts p WHERE ${where([Prisma.sql`NOT p.universal_fit AND p.id IN (SELECT id FROM fits)`])}
    ),
    grouped AS (
      SELECT category_id, brand, sum(n)::int AS n FROM (
        SELECT p.category_id, p.brand, count(*)::int AS n FROM parts p WHERE ${where([universal])} GROUP BY p.category_id, p.brand
        UNION ALL
        SELECT category_id, brand, count(*)::int FROM ranged_rows GROUP BY category_id, brand
      ) counted GROUP BY category_id, brand
    ),
    page AS (
      SELECT * FROM (
        ${universalPage}
        UNION ALL
        (SELECT ${pageColumns} FROM ranged_rows WHERE ${page.byCategory} AND ${page.byBrand} AND ${afterPosition(page.after)} ORDER BY ${ORDER[sort]} LIMIT ${first + 1})
      ) paged ORDER BY ${ORDER[sort]} LIMIT ${first + 1}
    )`;
}
