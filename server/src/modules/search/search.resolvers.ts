import type { Resolvers } from "../../generated/graphql";

export const searchResolvers: Resolvers = {
  Query: {
    searchParts: async (_, args, { services, loaders }) => {
      const result = await services.search.search(args, loaders.vehicle);
      // The cards' fit badges for the bike searched with are already known (keys as Part.fitsVehicle makes them).
      for (const [partId, answer] of result.fits?.answers ?? []) loaders.fits.prime(`${result.fits!.vehicleId}|${partId}`, answer);
      return result;
    },
    searchSuggestions: (_, { query }, { services }) => services.search.suggest(query),
  },
};
