import type { Resolvers } from "../../generated/graphql";
import { requireUser } from "../../graphql/context";

export const backInStockResolvers: Resolvers = {
  Query: {
    myBackInStockRequests: async (_, __, ctx) => ctx.services.backInStock.mine(await requireUser(ctx)),
  },
  Mutation: {
    requestBackInStock: async (_, { partId }, ctx) => ctx.services.backInStock.request(await requireUser(ctx), partId),
    cancelBackInStockRequest: async (_, { id }, ctx) => ctx.services.backInStock.cancel(await requireUser(ctx), id),
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
