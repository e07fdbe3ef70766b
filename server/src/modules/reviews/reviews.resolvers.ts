import type { Resolvers } from "../../generated/graphql";
import { requireUser } from "../../graphql/context";

export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_, { last }, { services }) => services.reviews.latest(last),
  },
  Mutation: {
    addReview: async (_, { input }, ctx) => ctx.services.reviews.add(await requireUser(ctx), input),
  },
};
