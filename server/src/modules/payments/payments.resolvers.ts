import type { Resolvers } from "../../generated/graphql";

export const paymentsResolvers: Resolvers = {
  Mutation: {
    createPaymentIntent: (_, { orderId }, ctx) =>
      ctx.services.payments.createPaymentIntent(ctx.user(), orderId),
  },
};
