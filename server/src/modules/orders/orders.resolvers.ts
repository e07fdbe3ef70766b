import type { Carrier, DeliveryOutcome, Incoterm, OrderActor, RefundMethod, RefundStatus, Resolvers } from "../../generated/graphql";
import { promiseOutcome, type PromiseOutcome } from "../../../../shared/delivery";
import { trackingUrl } from "../../../../shared/carriers";
import type { LandedCharge } from "../landed-cost";
import type { OrderAddress, OrderShippingMethod } from "./order-rows";
import { countryName, regionName } from "../../../../shared/addresses";
import { formatHsCode, formatScheduleB } from "../../../../shared/trade-codes";
import { eeiFiling } from "../shipping";
import { isAdmin } from "../users";
import { nextActions } from "./order-state";
import { money } from "../currencies";
import { orderCurrency } from "./order-currency";

const dollars = (cents: number) => cents / 100;

const OUTCOMES: Record<PromiseOutcome, DeliveryOutcome> = { pending: "PENDING", early: "EARLY", onTime: "ON_TIME", late: "LATE" };

export const ordersResolvers: Resolvers = {
  Query: {
    myOrders: (_, __, ctx) => ctx.services.orders.mine(ctx.user()),
    ordersByEmail: (_, { email }, ctx) => ctx.services.orders.ofEmail(ctx.user(), email),
    order: (_, { id }, ctx) => ctx.services.orders.get(ctx.user(), id),
    orders: (_, args, { services }) => services.orders.list(args),
    orderShippingOptions: (_, { orderId, address }, ctx) => ctx.services.checkout.shippingOptionsFor(ctx.user(), orderId, address),
  },
  Mutation: {
    placeOrder: (_, { input }, ctx) => ctx.services.checkout.placeOne(ctx.user(), input),
    checkout: async (_, { input }, ctx) => (await ctx.services.checkout.checkout(ctx.user(), input)).order,
    giveOrderAddress: (_, { orderId, input }, ctx) => ctx.services.checkout.giveAddress(ctx.user(), orderId, input),
    payOrderWithDemo: (_, { orderId }, ctx) => ctx.services.payments.payWithDemo(ctx.user(), orderId),
    cancelOrder: (_, { id }, ctx) => ctx.services.orders.cancel(ctx.user(), id),
    markOrderShipped: (_, { id }, ctx) => ctx.services.orders.markShipped(ctx.user(), id),
    markOrderPacked: (_, { id }, ctx) => ctx.services.orders.markPacked(ctx.user(), id),
    markOrderDelivered: (_, { id }, ctx) => ctx.services.orders.markDelivered(ctx.user(), id),
    addShipment: (_, { orderId, input }, ctx) => ctx.services.orders.addShipment(ctx.user(), orderId, input),
    markOrdersPacked: (_, { ids }, ctx) => ctx.services.orders.markManyPacked(ctx.user(), ids),
    refundOrder: (_, { orderId, input }, ctx) => ctx.services.refunds.refund(ctx.user(), orderId, input),
    cancelOrderWithRefund: (_, { id, note }, ctx) => ctx.services.refunds.cancelWithRefund(ctx.user(), id, note),
  },
  OrderAmounts: {
    subtotal: (o) => money(orderCurrency(o), o.subtotalMinor),
    shipping: (o) => money(orderCurrency(o), o.shippingMinor),
    duties: (o) => money(orderCurrency(o), o.dutiesMinor),
    taxes: (o) => money(orderCurrency(o), o.taxesMinor),
    total: (o) => money(orderCurrency(o), o.totalMinor),
    refunded: (o) => money(orderCurrency(o), o.refundedMinor),
  },
  Order: {
    number: (order) => `MP-${order.number}`,
    totalMoney: (order) => money(orderCurrency(order), order.totalMinor),
    charged: (order) => order,
    exchangeRate: (order) => (order.exchangeRate ? Number(order.exchangeRate) : null),
    nextActions: async (order, _, ctx) => {
      const viewer = await ctx.viewer();
      return viewer ? nextActions(order, { buyer: order.buyerId === viewer.id, admin: isAdmin(viewer) }) : [];
    },
    part: (order, _, { loaders }) => (order.partId ? loaders.part.load(order.partId) : null),
    buyer: async (order, _, { loaders }) => {
      const buyer = await loaders.user.load(order.buyerId);
      if (!buyer) throw new Error(`order ${order.id} has no buyer row`);
      return buyer;
    },
    productname: (order) => order.productName,
    productName: (order) => order.productName,
    userName: (order) => order.buyerName,
    email: (order) => order.buyerEmail,
    unitPrice: (order) => order.unitPriceCents / 100,
    productPrice: (order) => order.totalCents / 100,
    paid: (order) => order.status !== "unpaid" && order.status !== "cancelled",
    history: (order, _, { loaders }) => loaders.orderHistory.load(order.id),
    shipments: (order, _, { loaders }) => loaders.shipments.load(order.id),
    refunds: async (order, _, { loaders }) => (await loaders.refunds.load(order.id)).map((r) => ({ ...r, currency: order.currency })),
    refunded: (order) => dollars(order.refundedCents),
    lines: (order, _, { loaders }) => loaders.orderLines.load(order.id),
    shippingAddress: (order) => (order.shippingAddress as OrderAddress | null) ?? null,
    shippingMethod: (order) => (order.shippingMethod as OrderShippingMethod | null) ?? null,
    deliveryPromise: async (order, _, { loaders }) => {
      const promise = (order.shippingMethod as OrderShippingMethod | null)?.promise;
      if (!promise) return null;
      // The last time it became delivered: a refund after delivery does not move it.
      const delivered = (await loaders.orderHistory.load(order.id)).filter((e) => e.toStatus === "delivered").at(-1)?.createdAt ?? null;
      const { outcome, daysLate } = promiseOutcome(promise, delivered);
      return { ...promise, shippedAt: order.shippedAt, deliveredAt: delivered, outcome: OUTCOMES[outcome], daysLate };
    },
    subtotal: (order) => dollars(order.subtotalCents),
    shipping: (order) => dollars(order.shippingCents),
    duties: (order) => dollars(order.dutiesCents),
    taxes: (order) => dollars(order.taxesCents),
    total: (order) => dollars(order.totalCents),
    dueOnDelivery: (order) => dollars(order.dueOnDeliveryCents),
    // The table's CHECKs hold kind and collected to the enums' values.
    dutyBreakdown: async (order, _, { loaders }) =>
      (await loaders.orderCharges.load(order.id)).map((c) => ({ ...c, lines: c.linePositions })) as LandedCharge[],
    incoterm: (order) => order.incoterm as Incoterm | null,
    dutyReason: (order) => order.dutyReason,
    exportFiling: async (order, _, { loaders }) => {
      const address = order.shippingAddress as OrderAddress | null;
      if (!address) return null;
      const lines = await loaders.orderLines.load(order.id);
      const filing = eeiFiling(address.country, lines.map((l) => ({ scheduleB: l.scheduleB, valueCents: l.unitPriceCents * l.quantity })));
      return { ...filing, values: filing.lines.map((v) => ({ scheduleB: v.scheduleB && formatScheduleB(v.scheduleB), value: dollars(v.valueCents), overThreshold: v.overThreshold })) };
    },
    weightKg: (order) => order.weightGrams / 1000,
  },
  OrderEvent: {
    from: (e) => e.fromStatus,
    to: (e) => e.toStatus,
    // The table's CHECK holds the actor to the enum's values.
    actor: (e) => e.actor as OrderActor,
    at: (e) => e.createdAt,
  },
  Shipment: {
    carrier: (s) => s.carrier as Carrier,
    trackingUrl: (s) => trackingUrl(s.carrier, s.trackingNumber),
  },
  OrderLine: {
    part: (line, _, { loaders }) => (line.partId ? loaders.part.load(line.partId) : null),
    unitPrice: (line) => dollars(line.unitPriceCents),
    lineTotal: (line) => dollars(line.unitPriceCents * line.quantity),
    hsCode: (line) => (line.hsCode ? formatHsCode(line.hsCode) : null),
    scheduleB: (line) => (line.scheduleB ? formatScheduleB(line.scheduleB) : null),
    refundedQuantity: async (line, _, { loaders }) => {
      const refunds = await loaders.refunds.load(line.orderId);
      let units = 0;
      for (const refund of refunds) if (refund.status !== "failed") for (const l of refund.lines) if (l.orderLineId === line.id) units += l.quantity;
      return units;
    },
  },
  Refund: {
    amount: (r) => dollars(r.amountCents),
    amountMoney: (r) => money(orderCurrency(r), r.amountMinor),
    // The table's CHECKs hold status and method to the enums' values.
    status: (r) => r.status as RefundStatus,
    method: (r) => r.method as RefundMethod,
  },
  RefundedLine: {
    lineId: (l) => l.orderLineId,
    amount: (l) => dollars(l.amountCents),
    returned: (l) => l.restock,
  },
  OrderAddress: {
    regionName: (a) => regionName(a.country, a.region),
    countryName: (a) => countryName(a.country),
  },
};
