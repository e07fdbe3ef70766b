import DataLoader from "dataloader";
import type { Prisma, PrismaClient, Vehicle } from "../../generated/prisma/client";
import { badInput, notFound } from "../../errors";
import { parseId, parseInput } from "../../validation";
import { lookupKey, vehicleArgs, vehicleQuery } from "../../../../shared/vehicles";

/** Bikes by id, as a request's DataLoader reads them: the search and the cards' badges share one read. */
export interface BikeLookup {
  load(id: string): Promise<Vehicle | null>;
}

/** A request's bikes by id (one statement for the ids asked for together; each id read once). */
export function bikeLoader(vehicles: Pick<VehiclesService, "getMany">): DataLoader<string, Vehicle | null> {
  return new DataLoader((ids: readonly string[]) => vehicles.getMany(ids));
}

export interface VehicleMake {
  name: string;
  slug: string;
}

export interface VehicleModel {
  name: string;
  slug: string;
  type: string;
  firstYear: number;
  lastYear: number;
}

export interface Bike {
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  year: number;
  vehicles: Vehicle[];
}

/** Bikes found by typing: at most this many. */
const MAX_FOUND = 20;

/** The plain US bike first, then variants and markets A to Z: the order of every list of one year's bikes. */
const PLAIN_FIRST = (a: Vehicle, b: Vehicle) =>
  Number(a.variant !== "") - Number(b.variant !== "") ||
  Number(a.market !== "US") - Number(b.market !== "US") ||
  a.variant.localeCompare(b.variant) ||
  a.market.localeCompare(b.market);

/**
 * The bikes the shop knows (ADR 0023), for the garage's selects, typed lookups and bike pages. Each
 * select step is one query on the vehicles table's unique index (make, model, year, variant, market),
 * so a step costs the same with 50 bikes or 50,000.
 */
export class VehiclesService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Every make, A to Z. */
  async makes(): Promise<VehicleMake[]> {
    return this.prisma.$queryRaw<VehicleMake[]>`
      SELECT DISTINCT ON (make_slug) make AS name, make_slug AS slug FROM vehicles ORDER BY make_slug, make`;
  }

  /** A make's models, A to Z, with the years they span and the type of their newest bike. */
  async models(make: string): Promise<VehicleModel[]> {
    const slug = parseInput(vehicleArgs.make, make);
    const rows = await this.prisma.$queryRaw<VehicleModel[]>`
      SELECT DISTINCT ON (model_slug) model AS name, model_slug AS slug, type,
        min(year) OVER (PARTITION BY model_slug)::int AS "firstYear", max(year) OVER (PARTITION BY model_slug)::int AS "lastYear"
      FROM vehicles WHERE make_slug = ${slug}
      ORDER BY model_slug, year DESC`;
    return rows.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  }

  /** The years a model was sold in, newest first. */
  async years(make: string, model: string): Promise<number[]> {
    const [makeSlug, modelSlug] = [parseInput(vehicleArgs.make, make), parseInput(vehicleArgs.model, model)];
    const rows = await this.prisma.$queryRaw<{ year: number }[]>`
      SELECT DISTINCT year FROM vehicles WHERE make_slug = ${makeSlug} AND model_slug = ${modelSlug} ORDER BY year DESC`;
    return rows.map((r) => r.year);
  }

  /** A model's bikes of one year: one per variant and market, the plain US one first. */
  async variants(make: string, model: string, year: number): Promise<Vehicle[]> {
    const rows = await this.prisma.vehicle.findMany({
      where: { makeSlug: parseInput(vehicleArgs.make, make), modelSlug: parseInput(vehicleArgs.model, model), year: parseInput(vehicleArgs.year, year) },
    });
    return rows.sort(PLAIN_FIRST);
  }

  /**
   * Every bike, or those of one make, model or model year, by make, model, year, variant and market. A
   * model needs its make and a year its model (BAD_USER_INPUT otherwise): "mt-07" alone could be anyone's.
   */
  async list(make?: string | null, model?: string | null, year?: number | null): Promise<Vehicle[]> {
    if (model != null && make == null) throw badInput("Give the make with the model.", "model");
    if (year != null && model == null) throw badInput("Give the make and model with the year.", "year");
    return this.prisma.vehicle.findMany({
      where: {
        ...(make != null && { makeSlug: parseInput(vehicleArgs.make, make) }),
        ...(model != null && { modelSlug: parseInput(vehicleArgs.model, model) }),
        ...(year != null && { year: parseInput(vehicleArgs.year, year) }),
      },
      orderBy: [{ makeSlug: "asc" }, { modelSlug: "asc" }, { year: "asc" }, { variant: "asc" }, { market: "asc" }],
    });
  }

  /** The bike page's bike: a model in one year, NOT_FOUND when the shop knows none. */
  async bike(make: string, model: string, year: number): Promise<Bike> {
    const vehicles = await this.variants(make, model, year);
    const [first] = vehicles;
    if (!first) throw notFound(`The shop knows no ${year} ${make} ${model}.`);
    return { make: first.make, model: first.model, makeSlug: first.makeSlug, modelSlug: first.modelSlug, year, vehicles };
  }

  async get(id: string): Promise<Vehicle> {
    const vehicle = await this.prisma.vehicle.findUnique({ where: { id: parseId(id) } });
    if (!vehicle) throw notFound("No bike has this id.");
    return vehicle;
  }

  /** Every bike page (a make, model and year), in that order: for the sitemaps. */
  bikePages(): Promise<{ makeSlug: string; modelSlug: string; year: number }[]> {
    return this.prisma.vehicle.findMany({
      select: { makeSlug: true, modelSlug: true, year: true },
      distinct: ["makeSlug", "modelSlug", "year"],
      orderBy: [{ makeSlug: "asc" }, { modelSlug: "asc" }, { year: "asc" }],
    });
  }

  /** Bikes by id, in the order asked (null for unknown ids): the DataLoader's batch. */
  async getMany(ids: readonly string[]): Promise<(Vehicle | null)[]> {
    const rows = await this.prisma.vehicle.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((v) => [v.id, v]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * Bikes found by what a rider types. A word of four digits is a year (two digits too when it can only be
   * one: "mt07 19"); every other word, in letters and digits only, must be found in the bike's make, model
   * and variant run together ("mt07" in "yamahamt07"). Newest first, then by name.
   */
  async find(query: string, first: number | null | undefined): Promise<Vehicle[]> {
    const text = parseInput(vehicleQuery, query);
    const take = Math.min(Math.max(first ?? 10, 1), MAX_FOUND);
    const words = text.split(/\s+/).filter(Boolean);
    // Each word is a condition: a four-digit year; two digits either a year ("mt07 19") or part of a model
    // ("mt 07"); anything else part of the make, model and variant. LIKE's wildcards cannot occur: keys hold
    // letters and digits only.
    const conditions: Prisma.VehicleWhereInput[] = [];
    for (const w of words) {
      const key = lookupKey(w);
      if (/^(19|20)\d\d$/.test(w)) conditions.push({ year: Number(w) });
      else if (/^'?\d\d$/.test(w)) conditions.push({ OR: [{ year: 2000 + Number(w.replace("'", "")) }, { searchKey: { contains: key } }] });
      else if (key !== "") conditions.push({ searchKey: { contains: key } });
    }
    if (conditions.length === 0) return [];
    const rows = await this.prisma.vehicle.findMany({
      where: { AND: conditions },
      orderBy: [{ year: "desc" }, { make: "asc" }, { model: "asc" }, { variant: "asc" }, { market: "asc" }],
      take,
    });
    return rows.sort((a, b) => b.year - a.year || a.make.localeCompare(b.make) || a.model.localeCompare(b.model) || PLAIN_FIRST(a, b));
  }
}
