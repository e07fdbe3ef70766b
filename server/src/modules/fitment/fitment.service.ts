import { Prisma, type Fitment, type Part, type PrismaClient, type Vehicle } from "../../generated/prisma/client";
import { badInputs, notFound } from "../../errors";
import { parseId, parseInputFully } from "../../validation";
import { knownVariant, partFitmentInput, vehicleSlug, type FitPosition, type FitmentRange } from "../../../../shared/vehicles";
import type { SqlReads } from "../../db/sql";
import type { BikeLookup } from "./vehicles.service";

export type FitStatus = "FITS" | "FITS_WITH_NOTE" | "DOES_NOT_FIT" | "UNIVERSAL" | "UNKNOWN";

/** Whether a part fits a bike, and what the ranges that name it say. */
export interface FitAnswer {
  status: FitStatus;
  notes: string[];
  positions: FitPosition[];
  vehicle: Vehicle;
}

/** A range with its make and model as people write them (read from the bikes it names). */
export type FitmentRow = Fitment & { make: string; model: string };

interface FitRow extends PartFit {
  part_id: string;
}

/** What decides a part's answer for one bike: universal, any range at all, and its ranges that name the bike. */
export interface PartFit {
  universal: boolean;
  has_data: boolean;
  matches: { notes: string | null; position: FitPosition | null }[];
}

/**
 * A part's PartFit for one bike, as SQL columns over the part's id and `universal_fit` (the badges' statement
 * and the search's share it). Each range is looked up by part (fitments_range_key leads with part_id): a
 * few index probes per card; joining the bike's ranges instead read all of them, up to ~2,000 rows.
 */
export function partFitColumns(bike: Vehicle, partId: Prisma.Sql, universal: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${universal} AS universal,
    EXISTS (SELECT 1 FROM fitments any_range WHERE any_range.part_id = ${partId}) AS has_data,
    coalesce((
      SELECT json_agg(json_build_object('notes', f.notes, 'position', f.position) ORDER BY f.position NULLS FIRST, f.notes NULLS FIRST)
      FROM fitments f
      WHERE f.part_id = ${partId}
        AND f.make_slug = ${bike.makeSlug} AND f.model_slug = ${bike.modelSlug}
        AND ${bike.year}::int BETWEEN f.year_from AND f.year_to
        AND (f.variant IS NULL OR lower(f.variant) = lower(${bike.variant}))
        AND (f.market IS NULL OR f.market = ${bike.market})
    ), '[]'::json) AS matches`;
}

/** The five-way answer (ADR 0023): universal wins; a range without a note beats ranges with one. */
export function fitAnswer(row: PartFit | undefined, vehicle: Vehicle): FitAnswer {
  const positions = [...new Set((row?.matches ?? []).flatMap((m) => (m.position ? [m.position] : [])))];
  if (!row) return { status: "UNKNOWN", notes: [], positions, vehicle };
  if (row.universal) return { status: "UNIVERSAL", notes: [], positions: [], vehicle };
  if (row.matches.length === 0) return { status: row.has_data ? "DOES_NOT_FIT" : "UNKNOWN", notes: [], positions, vehicle };
  const notes = [...new Set(row.matches.flatMap((m) => (m.notes ? [m.notes] : [])))];
  const plain = row.matches.some((m) => !m.notes);
  return { status: plain ? "FITS" : "FITS_WITH_NOTE", notes, positions, vehicle };
}

/**
 * Fitment (ADR 0023): the ranges of bikes a part fits, whether it fits one bike, and the admin's edit.
 * A range names a make and model by slug, years from–to, and optionally one variant (compared without
 * case), market and position; a range without variant or market covers them all.
 */
export interface FitmentServiceOptions {
  prisma: PrismaClient;
  reads: SqlReads;
  /** Told after a part's fitment changes (the response cache listens). */
  changed?: () => void;
}

export class FitmentService {
  private readonly prisma: PrismaClient;
  private readonly reads: SqlReads;
  private readonly changed: () => void;

  constructor(options: FitmentServiceOptions) {
    this.prisma = options.prisma;
    this.reads = options.reads;
    this.changed = options.changed ?? (() => {});
  }

  /**
   * Whether each part fits one bike: one statement for every part asked about. The DataLoader of a
   * request batches the cards of a page into it, and reads the bike through the request's `bikes`.
   */
  async fitsOf(vehicleId: string, partIds: readonly string[], bikes: BikeLookup): Promise<Map<string, FitAnswer>> {
    const vehicle = await bikes.load(parseId(vehicleId, "vehicleId"));
    if (!vehicle) throw notFound("No bike has this id.");
    const rows = await this.reads.query<FitRow>(
      Prisma.sql`SELECT p.id AS part_id, ${partFitColumns(vehicle, Prisma.sql`p.id`, Prisma.sql`p.universal_fit`)} FROM parts p WHERE p.id = ANY(${[...partIds]}::uuid[])`,
      "fits_of_parts",
    );
    const byPart = new Map(rows.map((r) => [r.part_id, r]));
    return new Map(partIds.map((id) => [id, fitAnswer(byPart.get(id), vehicle)]));
  }

  /** Each part's ranges, by make, model, first year: one statement for every part asked about. */
  async rangesOf(partIds: readonly string[]): Promise<FitmentRow[][]> {
    const rows = await this.prisma.$queryRaw<(FitmentRow & { partId: string })[]>`
      SELECT f.id, f.part_id AS "partId", f.make_slug AS "makeSlug", f.model_slug AS "modelSlug",
        f.year_from AS "yearFrom", f.year_to AS "yearTo", f.variant, f.market, f.position, f.notes, f.created_at AS "createdAt",
        coalesce(n.make, f.make_slug) AS make, coalesce(n.model, f.model_slug) AS model
      FROM fitments f
      LEFT JOIN LATERAL (
        SELECT v.make, v.model FROM vehicles v WHERE v.make_slug = f.make_slug AND v.model_slug = f.model_slug ORDER BY v.year DESC LIMIT 1
      ) n ON TRUE
      WHERE f.part_id = ANY(${[...partIds]}::uuid[])
      ORDER BY make, model, f.year_from, f.year_to, f.variant NULLS FIRST, f.market NULLS FIRST, f.position NULLS FIRST`;
    const byPart = new Map<string, FitmentRow[]>();
    for (const r of rows) byPart.set(r.partId, [...(byPart.get(r.partId) ?? []), r]);
    return partIds.map((id) => byPart.get(id) ?? []);
  }

  /**
   * Replaces a part's fitment. Every range must name a make and model the shop knows, in years that model
   * was sold (BAD_USER_INPUT with `fields`, every bad range at once); the same range twice is kept once.
   */
  async setFitment(partId: string, input: unknown): Promise<Part> {
    const id = parseId(partId, "partId");
    const parsed = parseInputFully(partFitmentInput, lowerPositions(input), "input");
    const ranges = await this.resolveRanges(parsed.ranges);
    const updated = await this.prisma.$transaction(async (tx) => {
      const part = await tx.part.findUnique({ where: { id } });
      if (!part) throw notFound("No part has this id.");
      await tx.fitment.deleteMany({ where: { partId: id } });
      await tx.fitment.createMany({ data: ranges.map((r) => ({ ...r, partId: id })), skipDuplicates: true });
      return part.universalFit === parsed.universal ? part : tx.part.update({ where: { id }, data: { universalFit: parsed.universal } });
    });
    this.changed();
    return updated;
  }

  /** Ranges as rows: slugs of known models, years within the model's, variants its bikes have, or every problem at once. */
  private async resolveRanges(ranges: FitmentRange[]) {
    if (ranges.length === 0) return [];
    const asked = ranges.map((r) => ({ make: vehicleSlug(r.make), model: vehicleSlug(r.model) }));
    const known = await this.prisma.$queryRaw<{ make_slug: string; model_slug: string; first: number; last: number; variants: string[] }[]>`
      SELECT make_slug, model_slug, min(year)::int AS first, max(year)::int AS last,
        coalesce(array_agg(DISTINCT variant ORDER BY variant) FILTER (WHERE variant <> ''), '{}') AS variants
      FROM vehicles
      WHERE (make_slug, model_slug) IN (SELECT * FROM unnest(${asked.map((a) => a.make)}::text[], ${asked.map((a) => a.model)}::text[]))
      GROUP BY make_slug, model_slug`;
    const spans = new Map(known.map((k) => [`${k.make_slug}/${k.model_slug}`, k]));
    const problems: { field: string; message: string }[] = [];
    const variants = ranges.map((r, i) => {
      const span = spans.get(`${asked[i].make}/${asked[i].model}`);
      if (!span) problems.push({ field: `input.ranges.${i}.model`, message: `The shop knows no ${r.make} ${r.model}: add the bike first.` });
      else if (r.yearTo < span.first || r.yearFrom > span.last)
        problems.push({ field: `input.ranges.${i}.yearFrom`, message: `The ${r.make} ${r.model} was sold from ${span.first} to ${span.last}.` });
      else if (r.variant) {
        const known = knownVariant({ make: r.make, model: r.model, variants: span.variants }, r.variant);
        if ("message" in known) problems.push({ field: `input.ranges.${i}.variant`, message: known.message });
        else return known.variant;
      }
      return null;
    });
    if (problems.length > 0) throw badInputs(problems);
    return ranges.map((r, i) => ({
      makeSlug: asked[i].make,
      modelSlug: asked[i].model,
      yearFrom: r.yearFrom,
      yearTo: r.yearTo,
      variant: variants[i],
      market: r.market ?? null,
      position: r.position ?? null,
      notes: r.notes ?? null,
    }));
  }
}

/** The API's positions are upper case (FRONT), the table's and the shared rule's lower case (front). */
function lowerPositions(input: unknown): unknown {
  if (!input || typeof input !== "object" || !("ranges" in input) || !Array.isArray(input.ranges)) return input;
  return {
    ...input,
    ranges: input.ranges.map((r: unknown) => (r && typeof r === "object" && "position" in r && typeof r.position === "string" ? { ...r, position: r.position.toLowerCase() } : r)),
  };
}
