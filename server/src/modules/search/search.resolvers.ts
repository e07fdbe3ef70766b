import type { Resolvers } from "../../generated/graphql";

export const searchResolvers: Resolvers = {
  Query: {
    searchParts: (_, args, { services, loaders }) => services.search.search(args, loaders.vehicle),
    searchSuggestions: (_, { query }, { services }) => services.search.suggest(query),
  },
};
