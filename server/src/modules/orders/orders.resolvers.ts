import type { Resolvers } from "../../generated/graphql";

export const ordersResolvers: Resolvers = {
  Query: {
    myOrders: (_, __, ctx) => ctx.services.orders.mine(ctx.user()),
    ordersByEmail: (_, { email }, ctx) => ctx.services.orders.ofEmail(ctx.user(), email),
    order: (_, { id }, ctx) => ctx.services.orders.get(ctx.user(), id),
    orders: (_, args, { services }) => services.orders.list(args),
  },
  Mutation: {
    placeOrder: (_, { input }, ctx) => ctx.services.orders.place(ctx.user(), input),
    cancelOrder: (_, { id }, ctx) => ctx.services.orders.cancel(ctx.user(), id),
    markOrderShipped: (_, { id }, { services }) => services.orders.markShipped(id),
  },
  Order: {
    number: (order) => `MP-${order.number}`,
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
