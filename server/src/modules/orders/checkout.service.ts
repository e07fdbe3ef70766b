import { z } from "zod";
import type { Order, PrismaClient, User } from "../../generated/prisma/client";
import { AppError, badInput, badInputs, forbidden, notFound } from "../../errors";
import type { Logger } from "../../logger";
import type { OrderMetrics } from "../../observability/metrics";
import { isUniqueViolation } from "../../db/unique-violation";
import { lockUser, type Transaction } from "../../db/transaction";
import { inputProblems, parseId, parseInput } from "../../validation";
import { countryName, shippingAddress, type ShippingAddress } from "../../../../shared/addresses";
import { idempotencyKey, placeOrderInput, shippingMethodId, type PlaceOrderInput } from "../../../../shared/order-schemas";
import { ruleMessages } from "../../../../shared/rules";
import { exportRefusal, type LandedOption, type Quote, type ShippingOption, type ShippingService } from "../shipping";
import type { ScreeningService } from "../screening";
import { USD_PRICING, type ExchangeRatesService, type Pricing } from "../currencies";
import { localAmounts } from "../shipping";
import { BASE_CURRENCY, currencyCode, formatMoney, decimalAmount } from "../../../../shared/currencies";
import { SILENT, type OrderNotifier } from "./order-state";
import type { UnpaidHoldGuard } from "./unpaid-holds";
import { checkoutFingerprint } from "./idempotency";
import { TRANSACTION_OPTIONS, writeOrder, type OrderRequest } from "./order-writer";
import { giveOrderAddress, orderShippingOptions } from "./order-address";

export interface CheckoutInput {
  lines: unknown;
  address: unknown;
  shippingMethod: unknown;
  idempotencyKey: unknown;
  /** The currency to charge in; US dollars when absent. */
  currency?: unknown;
  /** The quote's hold on its rate. */
  rateLockId?: unknown;
}

export interface CheckoutResult {
  order: Order;
  /** False when the key named an order placed before: nothing was written. */
  created: boolean;
}

type FieldProblem = { field: string; message: string };

export interface CheckoutServiceOptions {
  prisma: PrismaClient;
  log: Logger;
  shipping: ShippingService;
  guard: UnpaidHoldGuard;
  /** Told when stock changes (the response cache listens). */
  stockChanged?: () => void;
  /** Told of the new order inside its transaction (the email outbox). */
  notifier?: OrderNotifier;
  /** The denied-party screening of the buyer and the recipient. */
  screening?: Pick<ScreeningService, "screen">;
  /** Counts the orders placed. */
  metrics?: Pick<OrderMetrics, "orderPlaced">;
  /** Rates and quotes' holds on them, for checkouts in other currencies than US dollars. */
  exchangeRates?: Pick<ExchangeRatesService, "pricing" | "locked">;
}

/**
 * Placing orders: checkout (many lines shipped to an address by a method of the quote, once per
 * idempotency key), the spec's one-part order (`placeOrder`, `POST /order`: a thin adapter over the same
 * path), and the address an order placed without one is given later. Every order is written by
 * `writeOrder`, in one transaction: all or nothing. Every problem with the input is reported at once,
 * before anything is written.
 */
export class CheckoutService {
  private readonly prisma: PrismaClient;
  private readonly log: Logger;
  private readonly shipping: ShippingService;
  private readonly guard: UnpaidHoldGuard;
  private readonly stockChanged: () => void;
  private readonly notifier: OrderNotifier;
  private readonly screening: Pick<ScreeningService, "screen">;
  private readonly metrics: Pick<OrderMetrics, "orderPlaced">;
  private readonly exchangeRates: Pick<ExchangeRatesService, "pricing" | "locked"> | null;

  constructor(options: CheckoutServiceOptions) {
    this.prisma = options.prisma;
    this.log = options.log;
    this.shipping = options.shipping;
    this.guard = options.guard;
    this.stockChanged = options.stockChanged ?? (() => {});
    this.notifier = options.notifier ?? SILENT;
    this.screening = options.screening ?? { screen: async () => ({ status: "CLEAR", matches: [] }) };
    this.metrics = options.metrics ?? { orderPlaced: () => {} };
    this.exchangeRates = options.exchangeRates ?? null;
  }

  async checkout(buyer: User, input: CheckoutInput): Promise<CheckoutResult> {
    const key = idempotencyKey.safeParse(input.idempotencyKey);
    const fingerprint = checkoutFingerprint(input);
    // A retry of a placed order is that order, whatever changed since (stock sold, a price); the same
    // key for another order is refused.
    if (key.success) {
      const placed = await this.byKey(buyer, key.data, fingerprint);
      if (placed) return { order: placed, created: false };
    }
    const { quote, option, address, currency } = await this.check(input, key);
    const pricing = await this.pricing(currency, input.rateLockId, quote, option);
    const request = {
      buyer,
      lines: quote.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })),
      address,
      option,
      idempotency: { key: key.data!, fingerprint },
      screening: await this.screenParties(buyer, address),
      clearsCart: true,
      pricing,
    };
    try {
      const result = await this.prisma.$transaction(async (tx): Promise<CheckoutResult> => {
        await lockUser(tx, buyer.id);
        const placed = await this.byKey(buyer, key.data!, fingerprint, tx);
        if (placed) return { order: placed, created: false };
        return { order: await this.write(tx, request), created: true };
      }, TRANSACTION_OPTIONS);
      if (result.created) this.placed(result.order, "order placed at checkout");
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

  /**
   * The spec's one-part order (`placeOrder`, `POST /order`): one line of a part named by id (or, for
   * older clients, by its exact name), priced by the server. It ships to the buyer's default address by
   * the cheapest method when the shop ships there; otherwise it is placed without an address, which its
   * buyer gives before paying (or, paid through the API, before it ships). The spec's messages stay: a
   * quantity out of bounds is "Please set exact quantity" with the part's bounds.
   */
  async placeOne(buyer: User, input: PlaceOrderInput): Promise<Order> {
    const { quantity, ...named } = parseInput(placeOrderInput, input);
    if (named.buyerEmail && named.buyerEmail !== buyer.email) throw forbidden("You can only place orders for yourself.");
    const partId = await this.resolvePart(named);
    const destination = await this.defaultDestination(buyer, partId, quantity);
    const request = {
      buyer,
      lines: [{ partId, quantity }],
      address: destination?.address ?? null,
      option: destination?.option ?? null,
      idempotency: null,
      screening: await this.screenParties(buyer, destination?.address ?? null),
      clearsCart: false,
      pricing: USD_PRICING,
    };
    try {
      const order = await this.prisma.$transaction(async (tx) => {
        await lockUser(tx, buyer.id);
        return this.write(tx, request);
      }, TRANSACTION_OPTIONS);
      this.placed(order, "order placed");
      return order;
    } catch (err) {
      throw await this.inSpecTerms(err, partId);
    }
  }

  /** Gives an order placed without an address its address and shipping method (order-address.ts). */
  giveAddress(buyer: User, orderId: string, input: { address: unknown; shippingMethod: unknown }): Promise<Order> {
    return giveOrderAddress({ prisma: this.prisma, log: this.log, shipping: this.shipping, screening: this.screening }, buyer, orderId, input);
  }

  /** The ways to ship an order placed without an address to a destination, priced (order-address.ts). */
  shippingOptionsFor(buyer: User, orderId: string, address: unknown): Promise<LandedOption[]> {
    return orderShippingOptions({ prisma: this.prisma, shipping: this.shipping }, buyer, orderId, address);
  }

  /**
   * How the checkout is charged: US dollars; or another currency at its quote's held rate while the hold
   * lasts, at the current rate without one. A hold that has ended places nothing: QUOTE_EXPIRED tells the
   * total at the current rate (ADR 0070).
   */
  private async pricing(currency: Pricing["currency"], rateLockId: unknown, quote: Quote, option: LandedOption): Promise<Pricing> {
    if (currency === BASE_CURRENCY) return USD_PRICING;
    if (!this.exchangeRates) throw new AppError("CURRENCY_UNAVAILABLE", "This shop charges in US dollars only.", { field: "currency" });
    if (rateLockId === undefined || rateLockId === null || rateLockId === "") return this.exchangeRates.pricing(currency);
    const held = await this.exchangeRates.locked(String(rateLockId), currency);
    if (held) return held;
    const now = await this.exchangeRates.pricing(currency);
    const total = localAmounts(now, quote.lines, option.priceCents, option.landed).totalMinor;
    throw new AppError(
      "QUOTE_EXPIRED",
      `The exchange rate of your quote is no longer held: at today's rate the total is ${formatMoney(total, currency)}. Check the new total and place the order again.`,
      { field: "rateLockId", currency, total: decimalAmount(total, currency) },
    );
  }

  private write(tx: Transaction, request: OrderRequest): Promise<Order> {
    return writeOrder(tx, { guard: this.guard, notifier: this.notifier }, request);
  }

  private placed(order: Order, message: string): void {
    this.metrics.orderPlaced();
    this.stockChanged();
    this.log.info({ orderId: order.id, totalCents: order.totalCents }, message);
  }

  /** The buyer's name, and the recipient's when the order has an address (whose country then counts). */
  private screenParties(buyer: User, address: ShippingAddress | null) {
    return this.screening.screen(
      [
        { party: "BUYER", name: buyer.displayName },
        ...(address ? [{ party: "RECIPIENT" as const, name: address.fullName }] : []),
      ],
      address?.country ?? null,
    );
  }

  /** The buyer's default address with its cheapest method, when the shop may and can ship these parts there. */
  private async defaultDestination(buyer: User, partId: string, quantity: number): Promise<{ address: ShippingAddress; option: ShippingOption } | null> {
    const saved = await this.prisma.address.findFirst({ where: { userId: buyer.id, isDefault: true } });
    const address = saved && shippingAddress.safeParse(saved);
    if (!address?.success || exportRefusal(address.data)) return null;
    const part = await this.prisma.part.findUnique({ where: { id: partId }, select: { weightGrams: true } });
    if (!part) return null;
    try {
      const [cheapest] = await this.shipping.options(address.data.country, part.weightGrams * quantity);
      return { address: address.data, option: cheapest };
    } catch (err) {
      // No zone ships there, or the parcel is too heavy for it: the buyer chooses where it goes later.
      if (err instanceof AppError && err.extensions.code === "BAD_USER_INPUT") return null;
      throw err;
    }
  }

  /** The part an order names: by id, or by its exact name for older clients. */
  private async resolvePart({ partId, productName }: { partId?: string | null; productName?: string | null }): Promise<string> {
    if (partId) return parseId(partId, "partId");
    if (!productName) throw badInput("partId is required.", "partId");
    const matches = await this.prisma.part.findMany({ where: { name: productName }, select: { id: true }, take: 2 });
    if (matches.length === 0) throw badInput(`No part is named "${productName}".`, "productName");
    if (matches.length > 1) throw badInput(`Several parts are named "${productName}": send partId.`, "productName");
    return matches[0].id;
  }

  /** The order writer's refusals of its one line, as the spec's order says them. */
  private async inSpecTerms(err: unknown, partId: string): Promise<unknown> {
    if (!(err instanceof AppError) || err.extensions.code !== "BAD_USER_INPUT") return err;
    const field = String(err.extensions.field ?? "");
    if (field === "lines") return new AppError("BAD_USER_INPUT", err.message, { field: "quantity" });
    if (!field.startsWith("lines.0.")) return err;
    const part = await this.prisma.part.findUnique({ where: { id: partId } });
    if (!part) return notFound("No part has this id.");
    return new AppError("BAD_USER_INPUT", ruleMessages.quantityOutOfRange, { field: "quantity", minquantity: part.minQuantity, avquantity: part.availableQuantity });
  }

  /** The order placed with this key, when its contents are the same; IDEMPOTENCY_KEY_REUSED when they are not. */
  private async byKey(buyer: User, key: string, fingerprint: string, db: Transaction | PrismaClient = this.prisma): Promise<Order | null> {
    const placed = await db.order.findUnique({ where: { buyerId_idempotencyKey: { buyerId: buyer.id, idempotencyKey: key } } });
    // Orders placed before fingerprints were kept have none: their key alone answers, as it did then.
    if (placed?.idempotencyFingerprint && placed.idempotencyFingerprint !== fingerprint) {
      throw new AppError(
        "IDEMPOTENCY_KEY_REUSED",
        `This idempotency key was used for another order (MP-${placed.number}) with other lines, address or shipping method: send a new key for a new order.`,
        { field: "idempotencyKey" },
      );
    }
    return placed;
  }

  /** Every problem of the input at once, by field: lines, address, shipping method and key. */
  private async check(input: CheckoutInput, key: z.ZodSafeParseResult<string>) {
    const address = shippingAddress.safeParse(input.address);
    const method = shippingMethodId.safeParse(input.shippingMethod);
    const currency = currencyCode.optional().safeParse(input.currency ?? undefined);
    const problems: FieldProblem[] = [
      ...inputProblems(address, "address"),
      ...inputProblems(method, "shippingMethod"),
      ...inputProblems(key, "idempotencyKey"),
      ...inputProblems(currency, "currency"),
    ];
    let quote: Quote | null = null;
    try {
      quote = await this.shipping.quote(input.lines, input.address);
    } catch (err) {
      if (!(err instanceof AppError) || err.extensions.code !== "BAD_USER_INPUT") throw err;
      const fields = (err.extensions.fields as FieldProblem[] | undefined) ?? [{ field: String(err.extensions.field ?? "lines"), message: err.message }];
      problems.push(...fields);
    }
    let option: LandedOption | undefined;
    if (quote && method.success) {
      option = quote.shippingOptions.find((o) => o.id === method.data.toLowerCase());
      if (!option) {
        const country = countryName(address.success ? address.data.country : String((input.address as { country?: unknown })?.country ?? ""));
        problems.push({ field: "shippingMethod", message: `This shipping method does not take this parcel to ${country}: choose one of the options.` });
      }
    }
    const unique = problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i);
    if (unique.length > 0 || !quote || !option || !address.success || !currency.success) throw badInputs(unique.length > 0 ? unique : [{ field: "input", message: "Check the order." }]);
    return { quote, option, address: address.data, currency: currency.data ?? BASE_CURRENCY };
  }
}
