import type { Resolvers } from "../../generated/graphql";
import { requireUser } from "../../graphql/context";

export const ordersResolvers: Resolvers = {
  Query: {
    myOrders: async (_, __, ctx) => ctx.services.orders.mine(await requireUser(ctx)),
    ordersByEmail: async (_, { email }, ctx) => ctx.services.orders.ofEmail(await requireUser(ctx), email),
    order: async (_, { id }, ctx) => ctx.services.orders.get(await requireUser(ctx), id),
    orders: (_, args, { services }) => services.orders.list(args),
  },
  Mutation: {
    placeOrder: async (_, { input }, ctx) => ctx.services.orders.place(await requireUser(ctx), input),
    cancelOrder: async (_, { id }, ctx) => ctx.services.orders.cancel(await requireUser(ctx), id),
    markOrderShipped: (_, { id }, { services }) => services.orders.markShipped(id),
  },
  Order: {
    part: (order, _, { loaders }) => (order.partId ? loaders.part.load(order.partId) : null),
    buyer: async (order, _, { loaders }) => {
      const buyer = await loaders.user.load(order.buyerId);
      if (!buyer) throw new Error(`order ${order.id} has no buyer row`);
      return buyer;
    },
    productname: (order) => order.productName,
    userName: (order) => order.buyerName,
    email: (order) => order.buyerEmail,
    unitPrice: (order) => order.unitPriceCents / 100,
    productPrice: (order) => order.totalCents / 100,
    paid: (order) => order.status === "paid" || order.status === "shipped",
  },
};
