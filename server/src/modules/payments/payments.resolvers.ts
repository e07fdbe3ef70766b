import type { Resolvers } from "../../generated/graphql";
import { requireUser } from "../../graphql/context";

export const paymentsResolvers: Resolvers = {
  Mutation: {
    createPaymentIntent: async (_, { orderId }, ctx) =>
      ctx.services.payments.createPaymentIntent(await requireUser(ctx), orderId),
  },
};
