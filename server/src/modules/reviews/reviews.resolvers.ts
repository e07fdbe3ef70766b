import type { Resolvers } from "../../generated/graphql";

export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_, { last }, { services }) => services.reviews.latest(last),
  },
  Mutation: {
    addReview: (_, { input }, ctx) => ctx.services.reviews.add(ctx.user(), input),
  },
};
