import type { Resolvers, ScreeningMatch } from "../../generated/graphql";

const REFUSED_AFTER_PAYMENT = "Cancelled with a full refund after the export screening review: we cannot sell to this buyer.";

export const screeningResolvers: Resolvers = {
  Query: {
    screeningList: (_, __, { services }) => services.screening.summary(),
    screeningReviews: (_, { status }, { services }) => services.orders.screeningQueue(status ?? "HELD"),
  },
  Mutation: {
    clearScreening: (_, { orderId, note }, ctx) => ctx.services.orders.reviewScreening(ctx.user(), orderId, "CLEARED", note),
    refuseScreening: async (_, { orderId, note }, ctx) => {
      const order = await ctx.services.orders.reviewScreening(ctx.user(), orderId, "REFUSED", note);
      // Paid before the screening held it (its address came after the payment): cancelled with a full refund.
      if (order.status !== "paid" && order.status !== "packed") return order;
      return ctx.services.refunds.cancelWithRefund(ctx.user(), order.id, REFUSED_AFTER_PAYMENT);
    },
  },
  ScreeningReview: {
    order: (order) => order,
    status: (order) => order.screening,
    // Written by the screening when it held the order (screening.service.ts's ScreeningMatch).
    matches: (order) => (order.screeningMatches as ScreeningMatch[] | null) ?? [],
    note: (order) => order.screeningNote,
    reviewedBy: (order) => order.screeningReviewedBy,
    reviewedAt: (order) => order.screeningReviewedAt,
  },
};
