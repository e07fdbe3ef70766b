import type { Resolvers } from "../../generated/graphql";
import { isSoldOut, specsOf } from "./parts.service";
import { formatHsCode, formatScheduleB } from "../../../../shared/trade-codes";
import { money, toMinor, USD_PRICING } from "../currencies";

export const partsResolvers: Resolvers = {
  Query: {
    parts: (_, args, { services }) => services.parts.list(args),
    part: (_, { id }, { services }) => services.parts.get(id),
    categories: (_, __, { services }) => services.categories.list(),
    category: (_, { slug }, { services }) => services.categories.get(slug),
  },
  Mutation: {
    addPart: (_, { input }, ctx) => ctx.services.parts.add(input, ctx.user().email),
    updatePart: (_, { id, input }, { services }) => services.parts.update(id, input),
    restockPart: (_, { id, quantity }, ctx) => ctx.services.parts.restock(id, quantity, ctx.user().email),
    deletePart: (_, { id }, { services }) => services.parts.delete(id),
    addCategory: (_, { input }, { services }) => services.categories.add(input),
  },
  Part: {
    price: (part) => part.priceCents / 100,
    // In US dollars when the currency's rate is too old (ADR 0070): the client compares the currency it gets.
    localPrice: async (part, { currency }, { services, loaders }) => {
      const rates = await loaders.exchangeRates.load("current");
      const pricing = await services.exchangeRates.pricing(currency, rates).catch(() => USD_PRICING);
      return money(pricing.currency, toMinor(pricing, part.priceCents));
    },
    minquantity: (part) => part.minQuantity,
    avquantity: (part) => part.availableQuantity,
    weightKg: (part) => part.weightGrams / 1000,
    hsCode: (part) => (part.hsCode ? formatHsCode(part.hsCode) : null),
    scheduleB: (part) => (part.scheduleB ? formatScheduleB(part.scheduleB) : null),
    dimensionsCm: (part) =>
      part.lengthMm != null && part.widthMm != null && part.heightMm != null ? { length: part.lengthMm / 10, width: part.widthMm / 10, height: part.heightMm / 10 } : null,
    soldOut: (part) => isSoldOut(part),
    restockDate: (part) => (part.restockDate ? part.restockDate.toISOString().slice(0, 10) : null),
    // Staff addresses are for staff: anyone else (a bad token included) gets null.
    email: async (part, _, ctx) => ((await ctx.viewer().catch(() => null))?.role === "admin" ? part.addedByEmail : null),
    category: (part, _, { services, loaders }) => (part.categoryId ? services.categories.legacyOf(part.categoryId, loaders.category) : null),
    productCategory: (part, _, { loaders }) => (part.categoryId ? loaders.category.load(part.categoryId) : null),
    specs: (part) => specsOf(part),
    images: (part) => [part.picture, ...part.gallery],
  },
  Category: {
    parent: (category, _, { loaders }) => (category.parentId ? loaders.category.load(category.parentId) : null),
  },
};
