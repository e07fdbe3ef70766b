import type { Resolvers } from "../../generated/graphql";
import { isSoldOut } from "./parts.service";

export const partsResolvers: Resolvers = {
  Query: {
    parts: (_, args, { services }) => services.parts.list(args),
    part: (_, { id }, { services }) => services.parts.get(id),
  },
  Mutation: {
    addPart: (_, { input }, ctx) => ctx.services.parts.add(input, ctx.user().email),
    updatePart: (_, { id, input }, { services }) => services.parts.update(id, input),
    restockPart: (_, { id, quantity }, { services }) => services.parts.restock(id, quantity),
    deletePart: (_, { id }, { services }) => services.parts.delete(id),
  },
  Part: {
    price: (part) => part.priceCents / 100,
    minquantity: (part) => part.minQuantity,
    avquantity: (part) => part.availableQuantity,
    soldOut: (part) => isSoldOut(part),
    // Staff addresses are for staff: anyone else (a bad token included) gets null.
    email: async (part, _, ctx) => ((await ctx.viewer().catch(() => null))?.role === "admin" ? part.addedByEmail : null),
  },
};
