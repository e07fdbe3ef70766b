import { z } from "zod";
import type { Part, PrismaClient } from "../../generated/prisma/client";
import { PartCategory } from "../../generated/prisma/enums";
import { badInput, notFound } from "../../errors";
import { afterKeyset, decodeCursor, newestFirst, toPage, type Page } from "../../pagination";
import { parseId, parseInput, parsePageSize } from "../../validation";
import { limits, ruleMessages } from "../../../../shared/rules";
import { availableQuantity, partDetailsInput, price, restockQuantity, withMinNotAboveStock } from "../../../../shared/schemas";

export type PartPage = Page<Part>;

/** The shared rules of a part (shared/schemas.ts), with the category from the database's enum and the price as whole cents. */
const toCents = (dollars: number) => Math.round(dollars * 100);
const category = z.enum(PartCategory).nullish();
const partDetails = partDetailsInput.extend({ category, price: price.transform(toCents) });
const newPart = withMinNotAboveStock(partDetails.extend({ avquantity: availableQuantity }));

/** A part with fewer units in stock than its minimum order (none at all included) cannot be ordered (ADR 0050). */
export const isSoldOut = (part: Pick<Part, "availableQuantity" | "minQuantity">): boolean => part.availableQuantity < part.minQuantity;

export type PartDetailsInput = z.input<typeof partDetails>;
export type NewPartInput = z.input<typeof newPart>;

export class PartsService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Told after every change to the catalogue (the response cache listens). */
    private readonly changed: () => void = () => {},
  ) {}

  /** The catalogue, newest first. */
  async list(args: { first?: number | null; after?: string | null }): Promise<PartPage> {
    const first = parsePageSize(args.first, 12);
    const rows = await this.prisma.part.findMany({
      where: afterKeyset(decodeCursor(args.after)),
      orderBy: newestFirst,
      take: first + 1,
    });
    return toPage(rows, first, () => this.prisma.part.count());
  }

  async get(id: string): Promise<Part> {
    const part = await this.prisma.part.findUnique({ where: { id: parseId(id) } });
    if (!part) throw notFound("No part has this id.");
    return part;
  }

  /** Parts by id in one query, in the order asked (null for a deleted part). */
  async getMany(ids: readonly string[]): Promise<(Part | null)[]> {
    const rows = await this.prisma.part.findMany({ where: { id: { in: [...ids] } } });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async add(input: NewPartInput, addedByEmail: string): Promise<Part> {
    const p = parseInput(newPart, input);
    const part = await this.prisma.part.create({
      data: {
        name: p.name,
        description: p.description,
        picture: p.picture,
        category: p.category ?? null,
        priceCents: p.price,
        minQuantity: p.minquantity,
        availableQuantity: p.avquantity,
        addedByEmail,
      },
    });
    this.changed();
    return part;
  }

  async update(id: string, input: PartDetailsInput): Promise<Part> {
    const partId = parseId(id);
    const p = parseInput(partDetails, input);
    // A new minimum may not be above the stock in hand (an unchanged one may: sales lower the stock).
    const current = await this.get(partId);
    if (p.minquantity !== current.minQuantity && p.minquantity > current.availableQuantity) {
      throw badInput(ruleMessages.minAboveCurrentStock(current.availableQuantity), "minquantity");
    }
    const { count } = await this.prisma.part.updateMany({
      where: { id: partId },
      data: {
        name: p.name,
        description: p.description,
        picture: p.picture,
        category: p.category ?? null,
        priceCents: p.price,
        minQuantity: p.minquantity,
      },
    });
    if (count === 0) throw notFound("No part has this id.");
    this.changed();
    return this.get(partId);
  }

  async restock(id: string, added: number): Promise<Part> {
    const partId = parseId(id);
    const n = parseInput(restockQuantity, added);
    const { count } = await this.prisma.part.updateMany({
      where: { id: partId, availableQuantity: { lte: limits.maxQuantity - n } },
      data: { availableQuantity: { increment: n } },
    });
    if (count === 0) {
      await this.get(partId); // NOT_FOUND when the part is gone
      throw badInput(`Stock would exceed ${limits.maxQuantity.toLocaleString("en-US")} units.`, "quantity");
    }
    this.changed();
    return this.get(partId);
  }

  /** Deletes a part; its orders keep their copy of name and price (their part becomes null). */
  async delete(id: string): Promise<{ id: string }> {
    const partId = parseId(id);
    const { count } = await this.prisma.part.deleteMany({ where: { id: partId } });
    if (count === 0) throw notFound("No part has this id.");
    this.changed();
    return { id: partId };
  }
}
