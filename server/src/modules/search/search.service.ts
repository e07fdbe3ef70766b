import { Prisma, type Category, type Part, type PrismaClient, type Vehicle } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { isUuid, parseInput, parsePageSize } from "../../validation";
import { searchArgs, searchFilter, suggestArgs, type PartFilter, type PartFilterInput } from "../../../../shared/search-schemas";
import type { SqlReads } from "../../db/sql";
import { type BikeLookup, fitAnswer, partFitColumns, type FitAnswer, type PartFit } from "../fitment";
import { partsWithIds } from "../parts";
import { isCorrectable, searchWords, typoDistance, wholeQueryKey, type SearchWord } from "./search-terms";

export type PartSort = "RELEVANCE" | "PRICE_ASC" | "PRICE_DESC" | "NEWEST";

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface SearchResult {
  edges: { cursor: string; node: Part }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  facets: { categories: FacetValue[]; brands: FacetValue[] };
  didYouMean: string | null;
  /** Narrowed to a bike: each shown part's answer for it, read by the same statement (the cards' badges). */
  fits: { vehicleId: string; answers: Map<string, FitAnswer> } | null;
}

export interface SearchArgs {
  query?: string | null;
  filter?: PartFilterInput | null;
  sort?: PartSort | null;
  first?: number | null;
  after?: string | null;
}

/** Parts in the search box's list. */
const SUGGESTED_PARTS = 6;
const SUGGESTED_CATEGORIES = 4;

/** The position after which a page starts: the sort's values of the last row shown. */
interface Position {
  sort: PartSort;
  rank: string;
  inStock: boolean;
  priceCents: number;
  createdAt: string;
  id: string;
}

interface PageRow {
  id: string;
  /** Only when narrowed to a bike. */
  fit: PartFit | null;
  rank: string;
  in_stock: boolean;
  price_cents: number;
  created_at: string;
}

/** One statement's answer: the page, the total and both facets. */
interface SearchRow {
  page: PageRow[];
  total: number;
  categories: FacetValue[];
  brands: FacetValue[];
}

const ORDER: Record<PartSort, Prisma.Sql> = {
  RELEVANCE: Prisma.sql`rank DESC, in_stock DESC, created_at DESC, id DESC`,
  PRICE_ASC: Prisma.sql`price_cents ASC, id ASC`,
  PRICE_DESC: Prisma.sql`price_cents DESC, id DESC`,
  NEWEST: Prisma.sql`created_at DESC, id DESC`,
};

function encodePosition(sort: PartSort, row: PageRow): string {
  return Buffer.from(JSON.stringify([sort, row.rank, row.in_stock, row.price_cents, row.created_at, row.id])).toString("base64url");
}

function decodePosition(cursor: string | null | undefined, sort: PartSort): Position | undefined {
  if (cursor == null || cursor === "") return undefined;
  try {
    const [s, rank, inStock, priceCents, createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (
      s === sort &&
      typeof rank === "string" &&
      Number.isFinite(Number(rank)) &&
      typeof inStock === "boolean" &&
      Number.isInteger(priceCents) &&
      typeof createdAt === "string" &&
      !Number.isNaN(Date.parse(createdAt)) &&
      isUuid(id)
    ) {
      return { sort, rank, inStock, priceCents: priceCents as number, createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw badInput("Malformed cursor: pass the endCursor of a previous page of the same search and sort.", "after");
}

/** Rows after the cursor, in the sort's order (row comparisons, so an index scan can start there). */
function afterPosition(p: Position | undefined): Prisma.Sql {
  if (!p) return Prisma.sql`TRUE`;
  switch (p.sort) {
    case "RELEVANCE":
      return Prisma.sql`(rank, in_stock, created_at, id) < (${p.rank}::real, ${p.inStock}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`;
    case "PRICE_ASC":
      return Prisma.sql`(price_cents, id) > (${p.priceCents}, ${p.id}::uuid)`;
    case "PRICE_DESC":
      return Prisma.sql`(price_cents, id) < (${p.priceCents}, ${p.id}::uuid)`;
    case "NEWEST":
      return Prisma.sql`(created_at, id) < (${p.createdAt}::timestamptz, ${p.id}::uuid)`;
  }
}

/** Browsing's orders, written as parts_browse_idx, parts_price_cents_id_idx and the newest-first index are. */
const BROWSE_ORDER: Record<PartSort, Prisma.Sql> = {
  RELEVANCE: Prisma.sql`(p.available_quantity >= p.min_quantity) DESC, p.created_at DESC, p.id DESC`,
  PRICE_ASC: Prisma.sql`p.price_cents ASC, p.id ASC`,
  PRICE_DESC: Prisma.sql`p.price_cents DESC, p.id DESC`,
  NEWEST: Prisma.sql`p.created_at DESC, p.id DESC`,
};

/** Browsing's rows after the cursor: every rank is 0, so relevance is in-stock first, then newest. */
function afterBrowsing(p: Position | undefined): Prisma.Sql {
  if (p?.sort !== "RELEVANCE") return afterPosition(p);
  return Prisma.sql`((p.available_quantity >= p.min_quantity), p.created_at, p.id) < (${p.inStock}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`;
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
interface TextQuery {
  all: Prisma.Sql;
  any: Prisma.Sql;
}

/** The query's words; null for an empty query (browse). */
function textQuery(words: SearchWord[], corrections: Map<string, string[]>): TextQuery | null {
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

export class SearchService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly reads: SqlReads,
  ) {}

  /**
   * Parts matching a query and filters, a page at a time, with the total, the facets and a spelling hint.
   * `bikes` reads the bike of `fitsVehicle` (a request's DataLoader); narrowed to a bike, the result also
   * holds each shown part's fit answer for it, read by the same statement (ADR 0040).
   */
  async search(args: SearchArgs, bikes: BikeLookup): Promise<SearchResult> {
    const query = parseInput(searchArgs, { query: args.query }).query ?? "";
    const filter: PartFilter = parseInput(searchFilter, args.filter) ?? {};
    const sort: PartSort = args.sort ?? "RELEVANCE";
    const first = parsePageSize(args.first, 24);
    const after = decodePosition(args.after, sort);

    const words = searchWords(query);
    const candidates = await this.spellings(words);
    const oneTypo = new Map(words.map((w) => [w.text, nearest(w.text, candidates.get(w.text) ?? [], 1, 3)]));
    const bike = filter.fitsVehicle ? await this.bike(filter.fitsVehicle, bikes) : null;
    const row = await this.run(textQuery(words, oneTypo), wholeQueryKey(words), filter, bike, sort, first, after);

    const shown = row.page.slice(0, first);
    const parts = await this.partsById(shown.map((r) => r.id));
    // A part deleted since the first statement is left out; the cursors stay those of the rows shown.
    const edges = shown.flatMap((r) => {
      const node = parts.get(r.id);
      return node ? [{ cursor: encodePosition(sort, r), node }] : [];
    });
    const didYouMean = row.total === 0 && words.length > 0 ? await this.didYouMean(words, candidates, filter, bike) : null;
    return {
      edges,
      pageInfo: { hasNextPage: row.page.length > first, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: row.total,
      facets: { categories: row.categories, brands: row.brands },
      didYouMean,
      fits: bike ? { vehicleId: bike.id, answers: new Map(shown.map((r) => [r.id, fitAnswer(r.fit ?? undefined, bike)])) } : null,
    };
  }

  /**
   * For a search box: the parts whose part number starts with what is typed, then those whose name,
   * part number, brand or category has words starting with each word typed (stemmed: "brakes" finds
   * brake), in stock and newest first. PostgreSQL walks part_search's index in that order and stops at
   * the sixth match, so "br" is as quick as "brake"; a rare prefix ("520v") it looks up in the full-text
   * index instead. Then the categories whose label or slug holds the query.
   */
  async suggest(rawQuery: string): Promise<{ parts: Part[]; categories: Category[] }> {
    const query = parseInput(suggestArgs, { query: rawQuery }).query.trim().toLowerCase();
    if (query.length < 2) return { parts: [], categories: [] };
    const words = searchWords(query);
    if (words.length === 0) return { parts: [], categories: [] };
    const key = wholeQueryKey(words);
    const byNumber = key
      ? Prisma.sql`SELECT p.id, 0 AS tier, p.available_quantity >= p.min_quantity AS in_stock, p.created_at FROM parts p WHERE p.part_number_key LIKE ${`${key}%`}`
      : Prisma.sql`SELECT NULL::uuid, 0, FALSE, NULL::timestamptz WHERE FALSE`;
    // Each word a prefix of a word of the title. Matching title || body as well lets the planner use
    // part_search_document_idx for a rare prefix; the title alone keeps description words out.
    const prefixes = Prisma.join(
      words.map((w) => Prisma.sql`(to_tsquery('english', ${`${w.key}:*`}) || to_tsquery('simple', ${`${w.key}:*`}))`),
      " && ",
    );
    const ids = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM (
        (${byNumber} LIMIT ${SUGGESTED_PARTS})
        UNION ALL
        (SELECT s.part_id, 1, s.in_stock, s.created_at FROM part_search s
         WHERE (s.title || s.body) @@ (${prefixes}) AND s.title @@ (${prefixes})
         ORDER BY s.in_stock DESC, s.created_at DESC, s.part_id DESC
         LIMIT ${SUGGESTED_PARTS})
      ) s (id, tier, in_stock, created_at)
      ORDER BY tier, in_stock DESC, created_at DESC
      LIMIT ${SUGGESTED_PARTS + 1}`;
    // The categories whose label or slug holds the query; LIKE's own wildcards in it are taken literally.
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [parts, categories] = await Promise.all([
      // A part found both by its number and by its words is listed once.
      this.partsById([...new Set(ids.map((r) => r.id))]).then((found) => [...new Set(ids.map((r) => r.id))].slice(0, SUGGESTED_PARTS).flatMap((id) => found.get(id) ?? [])),
      this.prisma.$queryRaw<Category[]>`
        SELECT id, slug, label, parent_id AS "parentId", position, created_at AS "createdAt", updated_at AS "updatedAt"
        FROM categories
        WHERE label ILIKE ${pattern} OR slug ILIKE ${pattern.replace(/\s+/g, "-")}
        ORDER BY position, label
        LIMIT ${SUGGESTED_CATEGORIES}`,
    ]);
    return { parts, categories };
  }

  /**
   * The catalogue's words within two edits of each correctable query word that the catalogue does not
   * use itself (one statement for the whole query; none when no word needs it).
   */
  private async spellings(words: SearchWord[]): Promise<Map<string, string[]>> {
    const asked = [...new Set(words.map((w) => w.text).filter(isCorrectable))];
    const found = new Map<string, string[]>();
    if (asked.length === 0) return found;
    const rows = await this.prisma.$queryRaw<{ asked: string; word: string }[]>`
      SELECT q.w AS asked, s.word
      FROM unnest(${asked}::text[]) AS q(w)
      JOIN search_words s ON length(s.word) BETWEEN length(q.w) - 2 AND length(q.w) + 2
        AND levenshtein_less_equal(s.word, q.w, 2) <= 2
      WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = q.w)`;
    for (const r of rows) found.set(r.asked, [...(found.get(r.asked) ?? []), r.word]);
    return found;
  }

  private async run(
    text: TextQuery | null,
    wholeKey: string | null,
    filter: PartFilter,
    bike: Vehicle | null,
    sort: PartSort,
    first: number,
    after: Position | undefined,
  ): Promise<SearchRow> {
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
          SELECT s.part_id AS id, s.category_id, s.brand, s.price_cents, s.created_at, s.in_stock, ${match.rank} AS rank
          FROM part_search s
          WHERE ${where([match.where])}
        ),
        grouped AS (SELECT category_id, brand, count(*)::int AS n FROM matched GROUP BY category_id, brand),
        page AS (
          SELECT id, rank, in_stock, price_cents, created_at FROM matched
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
          SELECT p.id, 0::real AS rank, (p.available_quantity >= p.min_quantity) AS in_stock, p.price_cents, p.created_at
          FROM parts p
          WHERE ${where([byCategory, byBrand, afterBrowsing(after)])}
          ORDER BY ${BROWSE_ORDER[sort]}
          LIMIT ${first + 1}
        )`;

    // Narrowed to a bike, each shown part's fit for it comes along: the cards' badges need no statement.
    const fit = bike ? Prisma.sql`(SELECT to_json(f) FROM (SELECT ${partFitColumns(bike, Prisma.sql`p.id`, Prisma.sql`p.universal_fit`)} FROM parts p WHERE p.id = page.id) f)` : Prisma.sql`NULL`;
    const [row] = await this.reads.query<SearchRow>(Prisma.sql`
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
            'id', id, 'rank', rank::text, 'in_stock', in_stock, 'price_cents', price_cents, 'fit', ${fit},
            'created_at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          ) ORDER BY ${ORDER[sort]}), '[]'::json) FROM page) AS page,
        (SELECT coalesce(sum(n), 0)::int FROM grouped WHERE ${byCategory} AND ${byBrand}) AS total,
        (SELECT coalesce(json_agg(json_build_object('value', c.slug, 'label', c.label, 'count', f.n) ORDER BY f.n DESC, c.label), '[]'::json)
           FROM (SELECT category_id, sum(n)::int AS n FROM grouped WHERE category_id IS NOT NULL AND ${byBrand} GROUP BY category_id) f
           JOIN categories c ON c.id = f.category_id) AS categories,
        (SELECT coalesce(json_agg(json_build_object('value', brand, 'label', brand, 'count', n) ORDER BY n DESC, brand), '[]'::json)
           FROM (SELECT brand, sum(n)::int AS n FROM grouped WHERE brand IS NOT NULL AND ${byCategory} GROUP BY brand) b) AS brands`);
    return row;
  }

  /**
   * When nothing matches: the query with each word the catalogue does not know replaced by its nearest
   * spelling (two edits at most), if that finds parts with the same filters.
   */
  private async didYouMean(words: SearchWord[], candidates: Map<string, string[]>, filter: PartFilter, bike: Vehicle | null): Promise<string | null> {
    let changed = false;
    const respelled = words.map((w) => {
      const best = nearest(w.text, candidates.get(w.text) ?? [], 2, 1)[0];
      if (best) changed = true;
      return best ?? w.text;
    });
    if (!changed) return null;
    const suggestion = respelled.join(" ");
    const suggestionWords = searchWords(suggestion);
    const row = await this.run(textQuery(suggestionWords, new Map()), wholeQueryKey(suggestionWords), filter, bike, "RELEVANCE", 1, undefined);
    return row.total > 0 ? suggestion : null;
  }

  /** The bike a search is narrowed to; an unknown one is the caller's mistake. */
  private async bike(vehicleId: string, bikes: BikeLookup): Promise<Vehicle> {
    const bike = await bikes.load(vehicleId.toLowerCase());
    if (!bike) throw badInput("No bike has this id.", "fitsVehicle");
    return bike;
  }

  /** Parts by id, in one query (none when there are no ids). */
  private async partsById(ids: string[]): Promise<Map<string, Part>> {
    const rows = await partsWithIds(this.reads, ids);
    return new Map(rows.map((p) => [p.id, p]));
  }
}

/**
 * `numbered`: the parts that list the query as another number (OEM, superseded, interchange), or own it,
 * and then the parts that supersede those, up the chain to the newest (ADR 0023). Never read without a key.
 */
function numberedParts(wholeKey: string | null): Prisma.Sql {
  if (!wholeKey) return Prisma.sql`numbered(id, depth) AS (SELECT NULL::uuid, 0 WHERE FALSE)`;
  return Prisma.sql`numbered(id, depth) AS (
    SELECT part_id, 0 FROM part_numbers WHERE number_key = ${wholeKey}
    UNION
    SELECT id, 0 FROM parts WHERE part_number_key = ${wholeKey}
    UNION
    SELECT link.part_id, n.depth + 1
    FROM numbered n
    JOIN parts p ON p.id = n.id
    JOIN part_numbers link ON link.kind = 'superseded' AND link.number_key = p.part_number_key AND lower(link.brand) = lower(p.brand)
    WHERE n.depth < 8
  )`;
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
  const columns = Prisma.sql`p.id, 0::real AS rank, (p.available_quantity >= p.min_quantity) AS in_stock, p.price_cents, p.created_at`;
  const pageColumns = Prisma.sql`id, rank, in_stock, price_cents, created_at`;
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

/** The closest of `candidates` to `word`, at most `maxTypos` edits away, nearest first (then alphabetical). */
function nearest(word: string, candidates: readonly string[], maxTypos: number, take: number): string[] {
  return candidates
    .map((c) => ({ c, d: typoDistance(word, c) }))
    .filter((x) => x.d > 0 && x.d <= maxTypos)
    .sort((a, b) => a.d - b.d || a.c.localeCompare(b.c))
    .slice(0, take)
    .map((x) => x.c);
}
