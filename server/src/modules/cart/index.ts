/**
 * The cart module's front door: what the rest of the server may use (ADR 0063). The signed-in shopper's
 * cart (a guest's lives in the browser until sign-in merges it).
 */
export { cartResolvers } from "./cart.resolvers";
export { CartService } from "./cart.service";
export type { CartLineView, CartView } from "./cart.service";
