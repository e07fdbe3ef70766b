import type { CartLine, Part, PrismaClient, User } from "../../generated/prisma/client";
import { badInput, notFound } from "../../errors";
import { parseId, parseInput } from "../../validation";
import { isSoldOut, quantityProblem } from "../parts";
import { lockUser, type Transaction } from "../../db/transaction";
import { cartPreviewArgs, cartQuantityArgs, guestCartArgs, MAX_CART_LINES } from "../../../../shared/order-schemas";

export type CartNoticeKind = "PRICE_CHANGED" | "QUANTITY_LOWERED" | "UNAVAILABLE";

export interface CartNotice {
  kind: CartNoticeKind;
  message: string;
}

/** A line as the cart shows it: the part as it is now, and what changed since the shopper last touched it. */
export interface CartLineView {
  id: string;
  part: Part | null;
  name: string;
  quantity: number;
  /** Null when the part can no longer be bought. */
  unitPriceCents: number | null;
  lineTotalCents: number;
  weightGrams: number;
  notices: CartNotice[];
}

export interface CartView {
  lines: CartLineView[];
  subtotalCents: number;
  itemCount: number;
  weightGrams: number;
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The signed-in shopper's cart, kept on the server so that it is the same on every device.
 * Prices are never stored as the cart's: a line remembers the price the shopper saw, and the cart says
 * when today's differs. Reading the cart lowers a quantity that the stock no longer covers. Every change
 * locks the owner's row first, so two tabs adding at once are counted one after the other.
 */
export class CartService {
  constructor(private readonly prisma: PrismaClient) {}

  async view(user: User): Promise<CartView> {
    return this.prisma.$transaction((tx) => this.read(tx, user));
  }

  /** Adds units of a part: to its line when there is one. The line's total must lie within the part's minimum and stock. */
  async add(user: User, partId: string, rawQuantity: unknown): Promise<CartView> {
    const id = parseId(partId, "partId");
    const quantity = parseInput(cartQuantityArgs, { quantity: rawQuantity }).quantity;
    return this.change(user, async (tx) => {
      const part = await tx.part.findUnique({ where: { id } });
      if (!part) throw notFound("No part has this id.");
      const line = await tx.cartLine.findUnique({ where: { userId_partId: { userId: user.id, partId: id } } });
      const total = (line?.quantity ?? 0) + quantity;
      const problem = quantityProblem(part, total);
      if (problem) throw badInput(line ? `${problem} Your cart has ${line.quantity} already.` : problem, "quantity");
      if (!line && (await tx.cartLine.count({ where: { userId: user.id } })) >= MAX_CART_LINES) {
        throw badInput(`A cart holds at most ${MAX_CART_LINES} parts: order these first, or remove one.`, "partId");
      }
      await tx.cartLine.upsert({
        where: { userId_partId: { userId: user.id, partId: id } },
        create: { userId: user.id, partId: id, name: part.name, quantity: total, seenPriceCents: part.priceCents },
        update: { name: part.name, quantity: total, seenPriceCents: part.priceCents },
      });
    });
  }

  /** Sets a line's quantity, within the part's minimum and stock; seeing the line again accepts today's price. */
  async setQuantity(user: User, partId: string, rawQuantity: unknown): Promise<CartView> {
    const id = parseId(partId, "partId");
    const quantity = parseInput(cartQuantityArgs, { quantity: rawQuantity }).quantity;
    return this.change(user, async (tx) => {
      const line = await tx.cartLine.findUnique({ where: { userId_partId: { userId: user.id, partId: id } }, include: { part: true } });
      if (!line?.part) throw notFound("This part is not in your cart.");
      const problem = quantityProblem(line.part, quantity);
      if (problem) throw badInput(problem, "quantity");
      await tx.cartLine.update({ where: { id: line.id }, data: { quantity, name: line.part.name, seenPriceCents: line.part.priceCents } });
    });
  }

  /** Removes a line: by its part, or by its id (a line whose part was deleted has no part). */
  async remove(user: User, lineOrPartId: string): Promise<CartView> {
    const id = parseId(lineOrPartId, "id");
    return this.change(user, async (tx) => {
      const { count } = await tx.cartLine.deleteMany({ where: { userId: user.id, OR: [{ id }, { partId: id }] } });
      if (count === 0) throw notFound("This part is not in your cart.");
    });
  }

  /**
   * A guest's cart joins the account's at sign-in: a part in both gets both quantities, capped at its stock
   * (and raised to its minimum); a part that is gone or sold out is left out. Nothing is refused: the guest
   * cart is what the shopper had, and the merged cart says what changed.
   */
  async merge(user: User, rawLines: unknown): Promise<CartView> {
    const lines = parseInput(guestCartArgs, { lines: rawLines }).lines;
    return this.change(user, async (tx) => {
      const ids = [...new Set(lines.map((l) => l.partId.toLowerCase()))];
      const parts = new Map((await tx.part.findMany({ where: { id: { in: ids } } })).map((p) => [p.id, p]));
      const current = new Map((await tx.cartLine.findMany({ where: { userId: user.id, partId: { in: ids } } })).map((l) => [l.partId!, l]));
      let room = MAX_CART_LINES - (await tx.cartLine.count({ where: { userId: user.id } }));
      const wanted = new Map<string, number>();
      for (const l of lines) wanted.set(l.partId.toLowerCase(), (wanted.get(l.partId.toLowerCase()) ?? 0) + l.quantity);
      for (const [partId, guestQuantity] of wanted) {
        const part = parts.get(partId);
        if (!part || isSoldOut(part)) continue;
        const line = current.get(partId);
        const quantity = Math.max(part.minQuantity, Math.min(part.availableQuantity, (line?.quantity ?? 0) + guestQuantity));
        if (line) {
          await tx.cartLine.update({ where: { id: line.id }, data: { quantity } });
        } else if (room > 0) {
          room--;
          await tx.cartLine.create({ data: { userId: user.id, partId, name: part.name, quantity, seenPriceCents: part.priceCents } });
        }
      }
    });
  }

  /**
   * A guest's cart (kept in the browser) as it stands now: each line priced and checked against its part,
   * with the same notices as an account's cart when the browser sends the price the guest saw. Nothing is
   * stored; a line's id is its part's id.
   */
  async preview(rawLines: unknown): Promise<CartView> {
    const lines = parseInput(cartPreviewArgs, { lines: rawLines }).lines;
    const ids = [...new Set(lines.map((l) => l.partId.toLowerCase()))];
    const parts = new Map((await this.prisma.part.findMany({ where: { id: { in: ids } } })).map((p) => [p.id, p]));
    const seen = new Set<string>();
    const views: CartLineView[] = [];
    for (const line of lines) {
      const partId = line.partId.toLowerCase();
      if (seen.has(partId)) continue;
      seen.add(partId);
      const seenPriceCents = line.seenPrice == null ? null : Math.round(line.seenPrice * 100);
      views.push(lineView(partId, parts.get(partId) ?? null, "A part no longer sold", line.quantity, seenPriceCents));
    }
    return summary(views);
  }

  private async change(user: User, work: (tx: Transaction) => Promise<void>): Promise<CartView> {
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      await work(tx);
      return this.read(tx, user);
    });
  }

  /** The cart as it stands, each line checked against its part now; a quantity the stock no longer covers is lowered. */
  private async read(tx: Transaction, user: User): Promise<CartView> {
    const rows = await tx.cartLine.findMany({ where: { userId: user.id }, include: { part: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const lines: CartLineView[] = [];
    for (const row of rows) lines.push(await this.check(tx, row));
    return summary(lines);
  }

  private async check(tx: Transaction, row: CartLine & { part: Part | null }): Promise<CartLineView> {
    const view = lineView(row.id, row.part, row.name, row.quantity, row.seenPriceCents);
    if (view.quantity !== row.quantity && view.unitPriceCents !== null) {
      await tx.cartLine.update({ where: { id: row.id }, data: { quantity: view.quantity } });
    }
    return view;
  }
}

/** A line checked against its part now: gone or sold out, fewer left than wanted, a new price. */
function lineView(id: string, part: Part | null, name: string, wanted: number, seenPriceCents: number | null): CartLineView {
  if (!part || isSoldOut(part)) {
    return {
      id,
      part,
      name: part?.name ?? name,
      quantity: wanted,
      unitPriceCents: null,
      lineTotalCents: 0,
      weightGrams: 0,
      notices: [{ kind: "UNAVAILABLE", message: "No longer available" }],
    };
  }
  const notices: CartNotice[] = [];
  let quantity = wanted;
  if (quantity > part.availableQuantity) {
    quantity = part.availableQuantity;
    notices.push({ kind: "QUANTITY_LOWERED", message: `Only ${quantity} left: quantity lowered` });
  }
  if (seenPriceCents !== null && part.priceCents !== seenPriceCents) {
    notices.push({ kind: "PRICE_CHANGED", message: `Price changed from ${dollars(seenPriceCents)} to ${dollars(part.priceCents)}` });
  }
  return {
    id,
    part,
    name: part.name,
    quantity,
    unitPriceCents: part.priceCents,
    lineTotalCents: part.priceCents * quantity,
    weightGrams: part.weightGrams * quantity,
    notices,
  };
}

function summary(lines: CartLineView[]): CartView {
  const open = lines.filter((l) => l.unitPriceCents !== null);
  return {
    lines,
    subtotalCents: open.reduce((sum, l) => sum + l.lineTotalCents, 0),
    itemCount: open.reduce((sum, l) => sum + l.quantity, 0),
    weightGrams: open.reduce((sum, l) => sum + l.weightGrams, 0),
  };
}
