import { Prisma, type Category, type Part, type PrismaClient, type Vehicle } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { parseInput, parsePageSize } from "../../validation";
import { searchArgs, searchFilter, suggestArgs, type PartFilter, type PartFilterInput } from "../../../../shared/search-schemas";
import type { SqlReads } from "../../db/sql";
import { type BikeLookup, fitAnswer, type FitAnswer } from "../fitment";
import { partsWithIds } from "../parts";
import { decodePosition, encodePosition, type MatchedNumber, type PartSort } from "./search-order";
import { searchStatement, textQuery, type FacetValue, type SearchRow, type SearchStatement } from "./search-statement";
import { isCorrectable, searchWords, typoDistance, wholeQueryKey, type SearchWord } from "./search-terms";

export interface SearchResult {
  /** `matchedNumber`: the other number (OEM, superseded, interchange) the part was found by, not its own. */
  edges: { cursor: string; node: Part; matchedNumber: { kind: "OEM" | "SUPERSEDED" | "INTERCHANGE"; number: string } | null }[];
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
    const { candidates, splits } = await this.spellings(words);
    // A word one typo from the catalogue's, or two of its words written together ("oilfilter" → oil filter).
    const oneTypo = new Map(words.map((w) => [w.text, [...nearest(w.text, candidates.get(w.text) ?? [], 1, 3), ...(splits.get(w.text) ?? [])]]));
    const bike = filter.fitsVehicle ? await this.bike(filter.fitsVehicle, bikes) : null;
    const row = await this.run({ text: textQuery(words, oneTypo), wholeKey: wholeQueryKey(words), filter, bike, sort, first, after });

    const shown = row.page.slice(0, first);
    const parts = await this.partsById(shown.map((r) => r.id));
    // A part deleted since the first statement is left out; the cursors stay those of the rows shown.
    const edges = shown.flatMap((r) => {
      const node = parts.get(r.id);
      return node ? [{ cursor: encodePosition(sort, r), node, matchedNumber: matchedNumber(r.matched) }] : [];
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
   * For each correctable query word that the catalogue does not use itself: the catalogue's words within
   * two edits of it, and the ways it splits into two of the catalogue's words of three letters or more
   * ("oilfilter" → "oil filter", "brakepads" → "brake pads"), as riders write compounds together. One
   * statement for the whole query; none when no word needs it.
   */
  private async spellings(words: SearchWord[]): Promise<{ candidates: Map<string, string[]>; splits: Map<string, string[]> }> {
    const asked = [...new Set(words.map((w) => w.text).filter(isCorrectable))];
    const candidates = new Map<string, string[]>();
    const splits = new Map<string, string[]>();
    if (asked.length === 0) return { candidates, splits };
    const rows = await this.prisma.$queryRaw<{ asked: string; word: string; split: boolean }[]>`
      WITH unknown AS (
        SELECT q.w FROM unnest(${asked}::text[]) AS q(w)
        WHERE NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = q.w)
      )
      SELECT u.w AS asked, s.word, FALSE AS split
      FROM unknown u
      JOIN search_words s ON length(s.word) BETWEEN length(u.w) - 2 AND length(u.w) + 2
        AND levenshtein_less_equal(s.word, u.w, 2) <= 2
      UNION ALL
      SELECT u.w, left(u.w, i) || ' ' || substr(u.w, i + 1), TRUE
      FROM unknown u, generate_series(3, length(u.w) - 3) AS i
      WHERE EXISTS (SELECT 1 FROM search_words a WHERE a.word = left(u.w, i))
        AND EXISTS (SELECT 1 FROM search_words b WHERE b.word = substr(u.w, i + 1))`;
    for (const r of rows) {
      const into = r.split ? splits : candidates;
      into.set(r.asked, [...(into.get(r.asked) ?? []), r.word]);
    }
    return { candidates, splits };
  }

  private async run(statement: SearchStatement): Promise<SearchRow> {
    const [row] = await this.reads.query<SearchRow>(searchStatement(statement));
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
    const row = await this.run({ text: textQuery(suggestionWords, new Map()), wholeKey: wholeQueryKey(suggestionWords), filter, bike, sort: "RELEVANCE", first: 1, after: undefined });
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

/** The other number a part was found by, its kind as the API names it. */
function matchedNumber(m: MatchedNumber | null | undefined): SearchResult["edges"][number]["matchedNumber"] {
  return m ? { kind: m.kind === "oem" ? "OEM" : m.kind === "superseded" ? "SUPERSEDED" : "INTERCHANGE", number: m.number } : null;
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
