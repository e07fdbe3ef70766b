import { z } from "zod";
import { Prisma, type Order, type Part, type PrismaClient, type User } from "../../generated/prisma/client";
import { AppError, badInput, badInputs, conflict, notFound } from "../../errors";
import type { Logger } from "../../logger";
import { isUniqueViolation } from "../../db/unique-violation";
import { lockUser, type Transaction } from "../../db/transaction";
import { inputProblems, isUuid, parseId } from "../../validation";
import { quantityProblem } from "../parts/parts.service";
import { landedTotal, type Quote, type ShippingOption, type ShippingService } from "../shipping/shipping.service";
import { countryName, shippingAddress } from "../../../../shared/addresses";
import { MAX_ORDER_TOTAL_CENTS } from "./orders.service";
import type { UnpaidHoldGuard } from "./unpaid-holds";
import { recordPlaced, SILENT, STATUS_WORDS, type OrderNotifier } from "./order-state";
import { asAddressParts, assertMayShipTo } from "../shipping/export-controls";
import type { ScreeningResult, ScreeningService } from "../screening/screening.service";
import { checkoutFingerprint } from "./idempotency";

export interface CheckoutInput {
  lines: unknown;
  address: unknown;
  shippingMethod: unknown;
  idempotencyKey: unknown;
}

export interface CheckoutResult {
  order: Order;
  /** False when the key named an order placed before: nothing was written. */
  created: boolean;
}

type FieldProblem = { field: string; message: string };

const idempotencyKey = z
  .string("An idempotency key is required.")
  .trim()
  .min(8, "An idempotency key has at least 8 characters.")
  .max(100, "An idempotency key has at most 100 characters.")
  .regex(/^[A-Za-z0-9_.:-]+$/, "An idempotency key has only letters, digits, dashes, dots, colons and underscores.");

const shippingMethodId = z.string("Choose a shipping method.").refine(isUuid, "Choose a shipping method from the quote.");

/** How long a buyer waits for a transaction slot under contention before being told to retry. */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/** "Brake pads" or "Brake pads and 2 more": the spec's one-part name of an order. */
export function orderTitle(names: string[]): string {
  const first = names[0] ?? "";
  return names.length === 1 ? first : `${first} and ${names.length - 1} more`;
}

/**
 * Checkout: one order of many lines, shipped to an address by a method of the quote.
 *
 * Every problem with the input is reported at once, before anything is written. Then, in one
 * transaction: the buyer's row is locked (their holds and their key are counted one after the other),
 * each line's stock is taken by a conditional decrement in part-id order (two checkouts over the same
 * parts never wait on each other in a circle), the lines are priced from the rows just locked, and the
 * order is written with its lines. A line that cannot be taken throws, and every line taken before it
 * goes back with the transaction: all or nothing.
 */
export class CheckoutService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    private readonly shipping: ShippingService,
    private readonly guard: UnpaidHoldGuard,
    /** Told when stock changes (the response cache listens). */
    private readonly stockChanged: () => void = () => {},
    /** Told of the new order inside its transaction (the email outbox). */
    private readonly notifier: OrderNotifier = SILENT,
    /** The denied-party screening of the buyer and the recipient. */
    private readonly screening: Pick<ScreeningService, "screen"> = { screen: async () => ({ status: "CLEAR", matches: [] }) },
  ) {}

  async checkout(buyer: User, input: CheckoutInput): Promise<CheckoutResult> {
    const key = idempotencyKey.safeParse(input.idempotencyKey);
    const fingerprint = checkoutFingerprint(input);
    // A retry of a placed order is that order, whatever changed since (stock sold, a price); the same
    // key for another order is refused.
    if (key.success) {
      const placed = await this.byKey(buyer, key.data, fingerprint);
      if (placed) return { order: placed, created: false };
    }
    const { quote, option, address } = await this.check(input, key);
    const screening = await this.screening.screen(
      [
        { party: "BUYER", name: buyer.displayName },
        { party: "RECIPIENT", name: address.fullName },
      ],
      address.country,
    );
    try {
      const result = await this.prisma.$transaction(
        (tx) => this.place(tx, buyer, { key: key.data!, fingerprint }, quote, option, address, screening),
        TRANSACTION_OPTIONS,
      );
      if (result.created) {
        this.stockChanged();
        this.log.info({ orderId: result.order.id, lines: quote.lines.length, totalCents: result.order.totalCents }, "order placed at checkout");
      }
      return result;
    } catch (err) {
      // Two requests with one key that both got past the lock check cannot happen (the buyer's row is
      // locked), but the unique index is the last word: the order it kept is the answer.
      if (isUniqueViolation(err)) {
        const placed = await this.byKey(buyer, key.data!, fingerprint);
        if (placed) return { order: placed, created: false };
      }
      throw err;
    }
  }

  /** The order placed with this key, when its contents are the same; IDEMPOTENCY_KEY_REUSED when they are not. */
  private async byKey(buyer: User, key: string, fingerprint: string, db: Transaction | PrismaClient = this.prisma): Promise<Order | null> {
    const placed = await db.order.findUnique({ where: { buyerId_idempotencyKey: { buyerId: buyer.id, idempotencyKey: key } } });
    // Orders placed before fingerprints were kept have none: their key alone answers, as it did then.
    if (placed?.idempotencyFingerprint && placed.idempotencyFingerprint !== fingerprint) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", `This idempotency key was used for another order (MP-${placed.number}) with other lines, address or shipping method: send a new key for a new order.`, {
        field: "idempotencyKey",
      });
    }
    return placed;
  }

  /**
   * Gives an order placed without an address (the spec's one-part order) its address and shipping method.
   * Unpaid, it is priced again as checkout prices one: shipping, and the duties and taxes charged with it.
   * Paid already, it ships at the shop's cost and its duties and taxes are due on delivery. Either way the
   * destination must be open and the recipient is screened.
   */
  async giveAddress(buyer: User, orderId: string, input: { address: unknown; shippingMethod: unknown }): Promise<Order> {
    assertMayShipTo(asAddressParts(input.address));
    const order = await this.prisma.order.findUnique({ where: { id: parseId(orderId, "orderId") }, include: { lines: { orderBy: { position: "asc" } } } });
    if (!order || order.buyerId !== buyer.id) throw notFound("No order of yours has this id.");
    if (order.shippingAddress) throw conflict(`MP-${order.number} already has a shipping address.`);
    if (order.status !== "unpaid" && order.status !== "paid") throw conflict(`MP-${order.number} is ${STATUS_WORDS[order.status]}: it takes no address now.`);
    const address = shippingAddress.safeParse(input.address);
    const method = shippingMethodId.safeParse(input.shippingMethod);
    const problems = [...inputProblems(address, "address"), ...inputProblems(method, "shippingMethod")];
    if (!address.success || !method.success) throw badInputs(problems);

    const options = await this.shipping.options(address.data.country, order.weightGrams);
    const option = options.find((o) => o.id === method.data.toLowerCase());
    if (!option) throw badInputs([{ field: "shippingMethod", message: `This shipping method does not take this parcel to ${countryName(address.data.country)}: choose one of the options.` }]);
    const lines = order.lines.map((l) => ({ hsCode: l.hsCode, originCountry: l.originCountry, lineTotalCents: l.unitPriceCents * l.quantity }));
    const unpaid = order.status === "unpaid";
    const { landed, totalCents } = landedTotal(address.data, lines, unpaid ? option.priceCents : 0);
    if (unpaid && totalCents > MAX_ORDER_TOTAL_CENTS) {
      throw badInput(`An order can total at most $${(MAX_ORDER_TOTAL_CENTS / 100).toLocaleString("en-US")}: order fewer units.`, "orderId");
    }
    const screening = await this.screening.screen([{ party: "RECIPIENT", name: address.data.fullName }], address.data.country);
    const held = screening.status === "HELD" || order.screening === "HELD";

    const updated = await this.prisma.$transaction(async (tx) => {
      // Only while it still has no address and is in the state it was read in: two tabs give one address.
      const { count } = await tx.order.updateMany({
        where: { id: order.id, status: order.status, shippingAddress: { equals: Prisma.AnyNull } },
        data: {
          shippingAddress: address.data,
          shippingMethod: { id: option.id, label: option.label, minDays: option.minDays, maxDays: option.maxDays },
          ...(unpaid
            ? {
                shippingCents: option.priceCents,
                dutiesCents: landed.chargedCents.duties,
                taxesCents: landed.chargedCents.taxes,
                totalCents,
                dueOnDeliveryCents: landed.dueOnDeliveryCents,
                incoterm: landed.incoterm,
                dutyReason: landed.reason,
              }
            : {
                dueOnDeliveryCents: landed.chargedCents.duties + landed.chargedCents.taxes + landed.dueOnDeliveryCents,
                incoterm: "DAP",
                dutyReason: "Paid before it had an address: its duties and taxes are due on delivery.",
              }),
          dutyRulesVersion: landed.rulesVersion,
          ...(held && order.screening !== "HELD" ? { screening: "HELD", screeningMatches: screening.matches as unknown as Prisma.InputJsonValue } : {}),
        },
      });
      if (count === 0) throw conflict(`MP-${order.number} changed meanwhile: open it again.`);
      await tx.orderCharge.createMany({
        data: landed.charges.map((c, position) => ({
          orderId: order.id,
          position,
          kind: c.kind,
          label: c.label,
          amountCents: c.amountCents,
          rate: c.rate,
          collected: unpaid ? c.collected : "delivery",
        })),
      });
      return tx.order.findUniqueOrThrow({ where: { id: order.id } });
    });
    this.log.info({ orderId: order.id, country: address.data.country, method: option.id }, "order given its address");
    return updated;
  }

  /** Every problem of the input at once, by field: lines, address, shipping method and key. */
  private async check(input: CheckoutInput, key: z.ZodSafeParseResult<string>) {
    const address = shippingAddress.safeParse(input.address);
    const method = shippingMethodId.safeParse(input.shippingMethod);
    const problems: FieldProblem[] = [
      ...inputProblems(address, "address"),
      ...inputProblems(method, "shippingMethod"),
      ...inputProblems(key, "idempotencyKey"),
    ];
    let quote: Quote | null = null;
    try {
      quote = await this.shipping.quote(input.lines, input.address);
    } catch (err) {
      if (!(err instanceof AppError) || err.extensions.code !== "BAD_USER_INPUT") throw err;
      const fields = (err.extensions.fields as FieldProblem[] | undefined) ?? [{ field: String(err.extensions.field ?? "lines"), message: err.message }];
      problems.push(...fields);
    }
    let option: ShippingOption | undefined;
    if (quote && method.success) {
      option = quote.shippingOptions.find((o) => o.id === method.data.toLowerCase());
      if (!option) {
        const country = countryName(address.success ? address.data.country : String((input.address as { country?: unknown })?.country ?? ""));
        problems.push({ field: "shippingMethod", message: `This shipping method does not take this parcel to ${country}: choose one of the options.` });
      }
    }
    const unique = problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i);
    if (unique.length > 0 || !quote || !option || !address.success) throw badInputs(unique.length > 0 ? unique : [{ field: "input", message: "Check the order." }]);
    return { quote, option, address: address.data };
  }

  private async place(
    tx: Transaction,
    buyer: User,
    { key, fingerprint }: { key: string; fingerprint: string },
    quote: Quote,
    option: ShippingOption,
    address: z.output<typeof shippingAddress>,
    screening: ScreeningResult,
  ): Promise<CheckoutResult> {
    await lockUser(tx, buyer.id);
    const placed = await this.byKey(buyer, key, fingerprint, tx);
    if (placed) return { order: placed, created: false };
    await this.guard.checkCount(tx, buyer);

    const wanted = quote.lines.map((line, index) => ({ ...line, index }));
    for (const line of [...wanted].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0))) {
      const taken = await tx.part.updateMany({
        where: { id: line.partId, minQuantity: { lte: line.quantity }, availableQuantity: { gte: line.quantity } },
        data: { availableQuantity: { decrement: line.quantity } },
      });
      if (taken.count === 0) throw await this.shortage(tx, line.partId, line.quantity, line.index);
    }
    // The rows are locked by this transaction now: the prices read are the ones the stock was taken at.
    const parts = new Map((await tx.part.findMany({ where: { id: { in: wanted.map((l) => l.partId) } } })).map((p) => [p.id, p]));
    const lines = wanted.map((line, position) => {
      const part = parts.get(line.partId) as Part;
      return {
        position,
        partId: part.id,
        name: part.name,
        partNumber: part.partNumber,
        unitPriceCents: part.priceCents,
        quantity: line.quantity,
        weightGrams: part.weightGrams * line.quantity,
        hsCode: part.hsCode,
        scheduleB: part.scheduleB,
        originCountry: part.originCountry,
      };
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    // Duties and taxes of the lines as priced now, with the chosen method's price in their base where the country says so.
    const { landed, totalCents } = landedTotal(
      address,
      lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity })),
      option.priceCents,
    );
    if (totalCents > MAX_ORDER_TOTAL_CENTS) {
      throw badInput(`An order can total at most $${(MAX_ORDER_TOTAL_CENTS / 100).toLocaleString("en-US")}: order fewer units.`, "lines");
    }
    await this.guard.checkValue(tx, buyer, subtotalCents);

    const order = await tx.order.create({
      data: {
        buyerId: buyer.id,
        buyerName: buyer.displayName,
        buyerEmail: buyer.email,
        partId: lines[0].partId,
        productName: orderTitle(lines.map((l) => l.name)),
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        unitPriceCents: lines[0].unitPriceCents,
        subtotalCents,
        shippingCents: option.priceCents,
        dutiesCents: landed.chargedCents.duties,
        taxesCents: landed.chargedCents.taxes,
        totalCents,
        dueOnDeliveryCents: landed.dueOnDeliveryCents,
        incoterm: landed.incoterm,
        dutyRulesVersion: landed.rulesVersion,
        dutyReason: landed.reason,
        charges: {
          create: landed.charges.map((c, position) => ({ position, kind: c.kind, label: c.label, amountCents: c.amountCents, rate: c.rate, collected: c.collected })),
        },
        weightGrams: lines.reduce((sum, l) => sum + l.weightGrams, 0),
        shippingAddress: address,
        shippingMethod: { id: option.id, label: option.label, minDays: option.minDays, maxDays: option.maxDays },
        idempotencyKey: key,
        idempotencyFingerprint: fingerprint,
        screening: screening.status,
        screeningMatches: screening.status === "HELD" ? (screening.matches as unknown as Prisma.InputJsonValue) : undefined,
        lines: { create: lines },
      },
    });
    await tx.cartLine.deleteMany({ where: { userId: buyer.id, partId: { in: lines.map((l) => l.partId) } } });
    await recordPlaced(tx, this.notifier, order.id, buyer.email);
    return { order, created: true };
  }

  /** Why a line's stock could not be taken, named by the line's field; thrown, so the lines taken before it go back. */
  private async shortage(tx: Transaction, partId: string, quantity: number, index: number): Promise<AppError> {
    const part = await tx.part.findUnique({ where: { id: partId } });
    const message = !part ? "No part has this id." : (quantityProblem(part, quantity) ?? "Not enough stock for this quantity.");
    return badInputs([{ field: `lines.${index}.${part ? "quantity" : "partId"}`, message }]);
  }
}
