import type { Resolvers } from "../../generated/graphql";

export const backInStockResolvers: Resolvers = {
  Query: {
    myBackInStockRequests: (_, __, ctx) => ctx.services.backInStock.mine(ctx.user()),
  },
  Mutation: {
    requestBackInStock: (_, { partId }, ctx) => ctx.services.backInStock.request(ctx.user(), partId),
    cancelBackInStockRequest: (_, { id }, ctx) => ctx.services.backInStock.cancel(ctx.user(), id),
  },
  BackInStockRequest: {
    // Requests go with their part (ON DELETE CASCADE), so the part is there.
    part: async (request, _, { loaders }) => {
      const part = await loaders.part.load(request.partId);
      if (!part) throw new Error(`back-in-stock request ${request.id} has no part row`);
      return part;
    },
  },
};
