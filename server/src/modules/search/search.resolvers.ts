import type { Resolvers } from "../../generated/graphql";

export const searchResolvers: Resolvers = {
  Query: {
    searchParts: (_, args, { services }) => services.search.search(args),
    searchSuggestions: (_, { query }, { services }) => services.search.suggest(query),
  },
};
