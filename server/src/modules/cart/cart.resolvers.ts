import type { Resolvers } from "../../generated/graphql";

const dollars = (cents: number) => cents / 100;

export const cartResolvers: Resolvers = {
  Query: {
    myCart: (_, __, ctx) => ctx.services.cart.view(ctx.user()),
    guestCart: (_, { lines }, ctx) => ctx.services.cart.preview(lines),
  },
  Mutation: {
    addToCart: (_, { partId, quantity }, ctx) => ctx.services.cart.add(ctx.user(), partId, quantity),
    setCartQuantity: (_, { partId, quantity }, ctx) => ctx.services.cart.setQuantity(ctx.user(), partId, quantity),
    removeFromCart: (_, { id }, ctx) => ctx.services.cart.remove(ctx.user(), id),
    mergeGuestCart: (_, { lines }, ctx) => ctx.services.cart.merge(ctx.user(), lines),
  },
  Cart: {
    subtotal: (c) => dollars(c.subtotalCents),
    weightKg: (c) => c.weightGrams / 1000,
  },
  CartLine: {
    unitPrice: (l) => (l.unitPriceCents === null ? null : dollars(l.unitPriceCents)),
    lineTotal: (l) => dollars(l.lineTotalCents),
  },
};
