import type { Resolvers } from "../../generated/graphql";
import { countryName, regionName } from "../../../../shared/addresses";

export const addressBookResolvers: Resolvers = {
  Query: {
    myAddresses: (_, __, ctx) => ctx.services.addressBook.mine(ctx.user()),
  },
  Mutation: {
    addAddress: (_, { input }, ctx) => ctx.services.addressBook.add(ctx.user(), input),
    updateAddress: (_, { id, input }, ctx) => ctx.services.addressBook.update(ctx.user(), id, input),
    removeAddress: (_, { id }, ctx) => ctx.services.addressBook.remove(ctx.user(), id),
    setDefaultAddress: (_, { id }, ctx) => ctx.services.addressBook.setDefault(ctx.user(), id),
  },
  Address: {
    regionName: (a) => regionName(a.country, a.region),
    countryName: (a) => countryName(a.country),
  },
};
