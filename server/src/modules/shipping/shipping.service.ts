import { z } from "zod";
import { cartLines, zoneInput } from "../../../../shared/order-schemas";
import type { Part, PrismaClient, ShippingMethod, ShippingRate, ShippingZone } from "../../generated/prisma/client";
import { badInput, badInputs, notFound } from "../../errors";
import { inputProblems, parseId, parseInputFully } from "../../validation";
import { quantityProblem } from "../parts";
import { countryName, destination, isCountryCode } from "../../../../shared/addresses";
import type { Transaction } from "../../db/transaction";
import { asAddressParts, assertMayShipTo, exportRefusal } from "./export-controls";
import { DEFAULT_CUTOFF_MINUTES, estimateDelivery, type DeliveryEstimate, type Readiness } from "../../../../shared/delivery";
import { landedCost, type LandedCost } from "../landed-cost";

export type MethodWithRates = ShippingMethod & { rates: ShippingRate[] };
export type ZoneWithMethods = ShippingZone & { methods: MethodWithRates[] };

export interface QuoteLine {
  partId: string;
  name: string;
  partNumber: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  weightGrams: number;
  /** The part's export data, as digits and an ISO code. */
  hsCode: string | null;
  scheduleB: string | null;
  originCountry: string | null;
}

export interface ShippingOption {
  id: string;
  label: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
  /** When a parcel sent by it now arrives (ADR 0073); null for a sold-out part nobody knows the return of. */
  delivery: DeliveryEstimate | null;
}

/** The clock delivery dates are counted from, and the day's dispatch cut-off (minutes after midnight, US Eastern). */
export interface DispatchClock {
  now: () => Date;
  cutoffMinutes: number;
}

/** A part as far as its delivery date depends on it. */
export type DeliveredPart = Pick<Part, "weightGrams" | "minQuantity" | "availableQuantity" | "leadTimeDays" | "restockDate">;

/** How a part stands for dispatch: in stock when its minimum can be bought, otherwise by its restock date or lead time. */
export function readinessOfPart(part: DeliveredPart): Readiness {
  if (part.availableQuantity >= part.minQuantity) return { inStock: true };
  return { inStock: false, restockDate: part.restockDate ? part.restockDate.toISOString().slice(0, 10) : null, leadTimeDays: part.leadTimeDays };
}

/** What a parcel costs at the border, and the total charged with it. */
export interface Landed {
  landed: LandedCost;
  /** Subtotal, shipping and the duties and taxes charged at checkout. */
  totalCents: number;
}

/** An option with what the parcel costs at the border when shipped by it (the shipping price may be in the duty base). */
export interface LandedOption extends ShippingOption, Landed {}

/** A quote in cents and grams; the API shows dollars and kilograms. */
export interface Quote {
  lines: QuoteLine[];
  weightGrams: number;
  subtotalCents: number;
  shippingOptions: LandedOption[];
  /** The cheapest option's landed cost: the quote's duties, taxes and total are its. */
  landed: LandedCost;
  dutiesCents: number;
  taxesCents: number;
  totalCents: number;
  currency: "USD";
}

/** Duties and taxes of these lines shipped to this destination for this price, and the total charged with them. */
export function landedTotal(
  where: { country: string; region?: string | null },
  lines: Pick<QuoteLine, "hsCode" | "originCountry" | "lineTotalCents">[],
  shippingCents: number,
): Landed {
  const landed = landedCost({
    country: where.country,
    region: where.region ?? null,
    lines: lines.map((l) => ({ hsCode: l.hsCode, originCountry: l.originCountry, valueCents: l.lineTotalCents })),
    shippingCents,
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  return { landed, totalCents: subtotalCents + shippingCents + landed.chargedCents.duties + landed.chargedCents.taxes };
}

/**
 * Shipping: zones of countries, their methods, and each method's price by weight band; and
 * the quote of a cart to a destination, which checkout and `POST /checkout/quote` show before paying.
 */
export class ShippingService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly clock: DispatchClock = { now: () => new Date(), cutoffMinutes: DEFAULT_CUTOFF_MINUTES },
  ) {}

  /**
   * When a part ordered now reaches this destination by the cheapest method that carries its minimum
   * quantity. BAD_USER_INPUT for a malformed country code; null where the shop does not ship (no zone,
   * export controls) or the part is sold out with no restock date or lead time.
   */
  async partDelivery(part: DeliveredPart, rawCountry: string, postalCode?: string | null): Promise<DeliveryEstimate | null> {
    const country = rawCountry.trim().toUpperCase();
    if (!isCountryCode(country)) throw badInput("Country is a two-letter ISO code, such as DE.", "country");
    if (exportRefusal({ country, region: null, postalCode: postalCode ?? null, city: null })) return null;
    const zone = await this.prisma.shippingZone.findFirst({ where: { countries: { has: country } }, include: methodsInOrder });
    const option = zone ? this.optionsOf(zone, country, part.weightGrams * part.minQuantity, readinessOfPart(part))[0] : undefined;
    return option?.delivery ?? null;
  }

  zones(): Promise<ZoneWithMethods[]> {
    return this.prisma.shippingZone.findMany({ orderBy: { name: "asc" }, include: methodsInOrder });
  }

  /**
   * The zones a shopper can be shipped to (those with a method), cheapest starting price first: what the
   * shipping policy page shows, from the rows checkout quotes with.
   */
  async deliveryZones(): Promise<ZoneWithMethods[]> {
    const zones = (await this.zones()).filter((z) => z.methods.some((m) => m.rates.length > 0));
    const from = (z: ZoneWithMethods) => Math.min(...z.methods.flatMap((m) => m.rates.map((r) => r.priceCents)));
    return zones.sort((a, b) => from(a) - from(b) || a.name.localeCompare(b.name));
  }

  /** Creates a zone or replaces one, in one transaction: the zone, its methods (kept by id) and their rates. */
  async saveZone(raw: unknown): Promise<ZoneWithMethods> {
    const input = parseInputFully(zoneInput, raw);
    const saved = await this.prisma.$transaction(async (tx) => {
      // One save at a time: a country cannot slip into two zones saved at once.
      await tx.$executeRaw`LOCK TABLE shipping_zones IN SHARE ROW EXCLUSIVE MODE`;
      if (input.id && !(await tx.shippingZone.findUnique({ where: { id: input.id } }))) throw notFound("No shipping zone has this id.");
      const others = await tx.shippingZone.findMany({
        where: { NOT: input.id ? { id: input.id } : undefined, countries: { hasSome: input.countries } },
        orderBy: { name: "asc" },
      });
      if (others.length > 0) {
        const where = others.map((z) => `${input.countries.filter((c) => z.countries.includes(c)).map(countryName).join(", ")} in ${z.name}`);
        throw badInput(`Already in another zone (a country is in one zone only): ${where.join("; ")}.`, "countries");
      }
      const named = await tx.shippingZone.findUnique({ where: { name: input.name } });
      if (named && named.id !== input.id) throw badInput(`A zone is already called ${input.name}.`, "name");
      const zone = input.id
        ? await tx.shippingZone.update({ where: { id: input.id }, data: { name: input.name, countries: input.countries } })
        : await tx.shippingZone.create({ data: { name: input.name, countries: input.countries } });
      await this.replaceMethods(tx, zone.id, input.methods);
      return zone;
    });
    return this.prisma.shippingZone.findUniqueOrThrow({ where: { id: saved.id }, include: methodsInOrder });
  }

  async deleteZone(zoneId: string): Promise<ZoneWithMethods> {
    const id = parseId(zoneId);
    const zone = await this.prisma.shippingZone.findUnique({ where: { id }, include: methodsInOrder });
    if (!zone) throw notFound("No shipping zone has this id.");
    await this.prisma.shippingZone.deleteMany({ where: { id } });
    return zone;
  }

  /**
   * What these parts cost shipped to this destination. Every problem of the input is reported at once
   * (`lines.1.quantity`, `address.postalCode`), and a destination outside every zone, or a parcel too
   * heavy for every method, is refused with a sentence that says so.
   */
  async quote(rawLines: unknown, rawAddress: unknown): Promise<Quote> {
    // A destination the law closes is the answer, whatever else is wrong: read from the address as sent.
    assertMayShipTo(asAddressParts(rawAddress));
    const lines = cartLines.safeParse(rawLines);
    const where = destination.safeParse(rawAddress);
    const problems = [...inputProblems(lines, "lines"), ...inputProblems(where, "address")];

    const quoteLines: QuoteLine[] = [];
    if (lines.success) {
      const ids = [...new Set(lines.data.map((l) => l.partId.toLowerCase()))];
      const parts = new Map((await this.prisma.part.findMany({ where: { id: { in: ids } } })).map((p) => [p.id, p]));
      // The same part twice counts as one line of both quantities.
      const merged = new Map<string, { index: number; quantity: number }>();
      lines.data.forEach((l, index) => {
        const id = l.partId.toLowerCase();
        const seen = merged.get(id);
        merged.set(id, { index: seen?.index ?? index, quantity: (seen?.quantity ?? 0) + l.quantity });
      });
      for (const [id, { index, quantity }] of merged) {
        const part = parts.get(id);
        const problem = part && quantityProblem(part, quantity);
        if (!part) {
          problems.push({ field: `lines.${index}.partId`, message: "No part has this id." });
        } else if (problem) {
          problems.push({ field: `lines.${index}.quantity`, message: problem });
        } else {
          quoteLines.push({
            partId: part.id,
            name: part.name,
            partNumber: part.partNumber,
            quantity,
            unitPriceCents: part.priceCents,
            lineTotalCents: part.priceCents * quantity,
            weightGrams: part.weightGrams * quantity,
            hsCode: part.hsCode,
            scheduleB: part.scheduleB,
            originCountry: part.originCountry,
          });
        }
      }
    }
    if (problems.length > 0) throw badInputs(problems);

    const to = where.data!;
    const weightGrams = quoteLines.reduce((sum, l) => sum + l.weightGrams, 0);
    const shippingOptions = (await this.options(to.country, weightGrams)).map((o) => ({ ...o, ...landedTotal(to, quoteLines, o.priceCents) }));
    const cheapest = shippingOptions[0];
    return {
      lines: quoteLines,
      weightGrams,
      subtotalCents: quoteLines.reduce((sum, l) => sum + l.lineTotalCents, 0),
      shippingOptions,
      landed: cheapest.landed,
      dutiesCents: cheapest.landed.chargedCents.duties,
      taxesCents: cheapest.landed.chargedCents.taxes,
      totalCents: cheapest.totalCents,
      currency: "USD",
    };
  }

  /**
   * The methods that can carry a parcel of this weight to this country, cheapest first, each with when a
   * parcel sent by it now arrives (its lines in stock, as checkout takes them); refused when none can.
   */
  async options(country: string, weightGrams: number): Promise<ShippingOption[]> {
    const zone = await this.prisma.shippingZone.findFirst({ where: { countries: { has: country } }, include: methodsInOrder });
    if (!zone || zone.methods.length === 0) throw badInput(`We don't ship to ${countryName(country)} yet.`, "address.country");
    const options = this.optionsOf(zone, country, weightGrams, { inStock: true });
    if (options.length === 0) {
      const heaviest = Math.max(...zone.methods.flatMap((m) => m.rates.map((r) => r.maxWeightGrams)));
      throw badInput(
        `These parts weigh ${kg(weightGrams)} kg: we ship at most ${kg(heaviest)} kg in one parcel to ${countryName(country)}. Split them into smaller orders.`,
        "lines",
      );
    }
    return options;
  }

  private optionsOf(zone: ZoneWithMethods, country: string, weightGrams: number, readiness: Readiness): ShippingOption[] {
    const now = this.clock.now();
    return zone.methods
      .flatMap((m) => {
        const band = m.rates.find((r) => r.maxWeightGrams >= weightGrams);
        if (!band) return [];
        const delivery = estimateDelivery({ now, country, method: m, readiness, cutoffMinutes: this.clock.cutoffMinutes });
        return [{ id: m.id, label: m.label, priceCents: band.priceCents, minDays: m.minDays, maxDays: m.maxDays, delivery }];
      })
      .sort((a, b) => a.priceCents - b.priceCents || a.minDays - b.minDays || a.label.localeCompare(b.label));
  }

  private async replaceMethods(tx: Transaction, zoneId: string, methods: z.output<typeof zoneInput>["methods"]): Promise<void> {
    const existing = await tx.shippingMethod.findMany({ where: { zoneId } });
    const kept = new Set(methods.flatMap((m) => (m.id ? [m.id.toLowerCase()] : [])));
    for (const [index, m] of methods.entries()) {
      if (m.id && !existing.some((e) => e.id === m.id!.toLowerCase())) throw badInput("No method of this zone has this id.", `methods.${index}.id`);
    }
    await tx.shippingMethod.deleteMany({ where: { zoneId, id: { notIn: [...kept] } } });
    for (const [position, m] of methods.entries()) {
      const data = { label: m.label, minDays: m.minDays, maxDays: m.maxDays, position };
      const method = m.id ? await tx.shippingMethod.update({ where: { id: m.id.toLowerCase() }, data }) : await tx.shippingMethod.create({ data: { ...data, zoneId } });
      await tx.shippingRate.deleteMany({ where: { methodId: method.id } });
      await tx.shippingRate.createMany({
        data: m.rates.map((r) => ({ methodId: method.id, maxWeightGrams: Math.round(r.maxWeightKg * 1000), priceCents: Math.round(r.price * 100) })),
      });
    }
  }
}

const methodsInOrder = {
  methods: { orderBy: [{ position: "asc" as const }, { label: "asc" as const }], include: { rates: { orderBy: { maxWeightGrams: "asc" as const } } } },
};

const kg = (grams: number) => (grams / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 });
