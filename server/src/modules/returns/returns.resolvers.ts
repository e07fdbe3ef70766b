import DataLoader from "dataloader";
import type { Resolvers } from "../../generated/graphql";
import type { Order, OrderLine, Part, ReturnEvent, ReturnRequest, User, Vehicle } from "../../generated/prisma/client";
import type { RefundWithLines } from "../orders";
import { isAdmin } from "../users";
import { REASON_RULES, RETURN_REASONS, RETURN_WINDOWS, returnNumber, returnShippingWords, type ReturnReason, type ReturnStatus } from "../../../../shared/return-policy";
import { nextReturnActions } from "./return-state";
import type { ReturnLineView, ReturnsService } from "./returns.service";

/** What of a request's context these resolvers read (ADR 0063). */
interface ReturnsContext {
  services: { returns: ReturnsService };
  viewer(): Promise<User | null>;
  loaders: {
    user: DataLoader<string, User | null>;
    refunds: DataLoader<string, RefundWithLines[]>;
    orderLines: DataLoader<string, OrderLine[]>;
    part: DataLoader<string, Part | null>;
    vehicle: DataLoader<string, Vehicle | null>;
  };
}

/** A request's batch loaders of this module, made when first used: a page of orders or returns asks once. */
class ReturnLoaders {
  constructor(private readonly ctx: ReturnsContext) {}
  private readonly made = new Map<string, DataLoader<string, unknown>>();
  private loader<V>(name: string, batch: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let found = this.made.get(name);
    if (!found) this.made.set(name, (found = new DataLoader<string, unknown>(batch)));
    return found as DataLoader<string, V>;
  }
  get ofOrder() {
    return this.loader<ReturnRequest[]>("ofOrder", (ids) => this.ctx.services.returns.ofOrders(ids));
  }
  get lines() {
    return this.loader<ReturnLineView[]>("lines", (ids) => this.ctx.services.returns.linesOf(ids));
  }
  get events() {
    return this.loader<ReturnEvent[]>("events", (ids) => this.ctx.services.returns.eventsOf(ids));
  }
  get unitsLeft() {
    return this.loader<number>("unitsLeft", (ids) => this.ctx.services.returns.unitsLeftOf(ids));
  }
  get order() {
    return this.loader<Order>("order", (ids) => this.ctx.services.returns.ordersOf(ids));
  }
  get deadline() {
    return this.loader<Date | null>("deadline", (ids) => this.ctx.services.returns.deadlinesOf(ids));
  }
}

const loaders = new WeakMap<ReturnsContext, ReturnLoaders>();
const of = (ctx: ReturnsContext) => {
  let found = loaders.get(ctx);
  if (!found) loaders.set(ctx, (found = new ReturnLoaders(ctx)));
  return found;
};

export const returnsResolvers: Resolvers = {
  Query: {
    returnPolicy: () => ({
      windows: [...RETURN_WINDOWS],
      reasons: RETURN_REASONS.map((reason) => ({ reason, ...REASON_RULES[reason], returnShipping: returnShippingWords(reason) })),
    }),
    returnRequest: (_, { id }, ctx) => ctx.services.returns.byId(ctx.user(), id),
    returns: (_, args, ctx) => ctx.services.returns.list(args),
    returnFitmentReport: (_, { first }, ctx) => ctx.services.returns.fitmentReport(first),
  },
  Mutation: {
    requestReturn: (_, { input }, ctx) => ctx.services.returns.request(ctx.user(), input),
    cancelReturn: (_, { id }, ctx) => ctx.services.returns.cancel(ctx.user(), id),
    approveReturn: (_, { id, note }, ctx) => ctx.services.returns.approve(ctx.user(), id, note),
    rejectReturn: (_, { id, reason }, ctx) => ctx.services.returns.reject(ctx.user(), id, reason),
    receiveReturn: (_, { id, lines, refundInstead }, ctx) => ctx.services.returns.receive(ctx.user(), id, lines, refundInstead ?? false),
  },
  Order: {
    returns: (order, _, ctx) => of(ctx).ofOrder.load(order.id),
    returnDeadline: (order, _, ctx) => of(ctx).deadline.load(order.id),
    returnable: async (order, _, ctx) => {
      if (order.status !== "delivered") return false;
      const deadline = await of(ctx).deadline.load(order.id);
      if (!deadline || deadline.getTime() < Date.now()) return false;
      const lines = await ctx.loaders.orderLines.load(order.id);
      const left = await of(ctx).unitsLeft.loadMany(lines.map((l) => l.id));
      return left.some((n) => typeof n === "number" && n > 0);
    },
  },
  OrderLine: {
    returnableQuantity: (line, _, ctx) => of(ctx).unitsLeft.load(line.id),
  },
  Part: {
    returnable: (part) => part.returnable,
  },
  ReturnConnection: {
    totalCount: (page) => page.totalCount(),
  },
  Return: {
    number: (row) => returnNumber(row.number),
    status: (row) => row.status as ReturnStatus,
    reason: (row) => row.reason as ReturnReason,
    order: (row, _, ctx) => of(ctx).order.load(row.orderId),
    orderNumber: async (row, _, ctx) => `MP-${(await of(ctx).order.load(row.orderId)).number}`,
    email: async (row, _, ctx) => (await ctx.loaders.user.load(row.buyerId))?.email ?? "",
    lines: (row, _, ctx) => of(ctx).lines.load(row.id),
    vehicle: (row, _, ctx) => (row.vehicleId ? ctx.loaders.vehicle.load(row.vehicleId) : null),
    returnShipping: (row) => returnShippingWords(row.reason as ReturnReason),
    exchangeOrder: (row, _, ctx) => (row.exchangeOrderId ? of(ctx).order.load(row.exchangeOrderId) : null),
    refund: async (row, _, ctx) => {
      if (!row.refundId) return null;
      const [refunds, order] = await Promise.all([ctx.loaders.refunds.load(row.orderId), of(ctx).order.load(row.orderId)]);
      const refund = refunds.find((r) => r.id === row.refundId);
      return refund ? { ...refund, currency: order.currency } : null;
    },
    events: (row, _, ctx) => of(ctx).events.load(row.id),
    nextActions: async (row, _, ctx) => {
      const viewer = await ctx.viewer().catch(() => null);
      return viewer ? nextReturnActions(row.status as ReturnStatus, { buyer: viewer.id === row.buyerId, admin: isAdmin(viewer) }) : [];
    },
  },
  ReturnLine: {
    orderLine: (line) => line.orderLine,
  },
  ReturnEvent: {
    from: (event) => (event.fromStatus as ReturnStatus | null) ?? null,
    to: (event) => event.toStatus as ReturnStatus,
    actor: (event) => event.actor as "buyer" | "admin" | "payment",
    at: (event) => event.createdAt,
  },
  FitmentReturnRow: {
    part: (row, _, ctx) => ctx.loaders.part.load(row.partId),
    vehicle: async (row, _, ctx) => (await ctx.loaders.vehicle.load(row.vehicleId))!,
  },
};
