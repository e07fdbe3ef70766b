import type { Resolvers, ScreeningMatch } from "../../generated/graphql";

export const screeningResolvers: Resolvers = {
  Query: {
    screeningList: (_, __, { services }) => services.screening.summary(),
    screeningReviews: (_, { status }, { services }) => services.orders.screeningQueue(status ?? "HELD"),
  },
  Mutation: {
    clearScreening: (_, { orderId, note }, ctx) => ctx.services.orders.reviewScreening(ctx.user(), orderId, "CLEARED", note),
    refuseScreening: (_, { orderId, note }, ctx) => ctx.services.orders.reviewScreening(ctx.user(), orderId, "REFUSED", note),
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
