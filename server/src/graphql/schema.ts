import fs from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { addressBookResolvers } from "../modules/addresses/address-book.resolvers";
import { cartResolvers } from "../modules/cart/cart.resolvers";
import { contactResolvers } from "../modules/contact/contact.resolvers";
import { ordersResolvers } from "../modules/orders/orders.resolvers";
import { partsResolvers } from "../modules/parts/parts.resolvers";
import { searchResolvers } from "../modules/search/search.resolvers";
import { shippingResolvers } from "../modules/shipping/shipping.resolvers";
import { paymentsResolvers } from "../modules/payments/payments.resolvers";
import { reviewsResolvers } from "../modules/reviews/reviews.resolvers";
import { usersResolvers } from "../modules/users/users.resolvers";
import { backInStockResolvers } from "../modules/stock-alerts/back-in-stock.resolvers";
import { catalogueFilesResolvers } from "../modules/catalogue-files/catalogue-files.resolvers";
import { fitmentFilesResolvers } from "../modules/fitment-files/fitment-files.resolvers";
import { fitmentResolvers } from "../modules/fitment/fitment.resolvers";
import { screeningResolvers } from "../modules/screening/screening.resolvers";
import { applyAccessDirectives } from "./directives";
import { DateTimeScalar } from "./scalars";

export const SCHEMA_PATH = path.resolve(__dirname, "../../../schema.graphql");

export function loadTypeDefs(): string {
  return fs.readFileSync(SCHEMA_PATH, "utf8");
}

/** The executable schema: schema.graphql, the modules' resolvers, and the access directives. */
export function buildSchema(typeDefs = loadTypeDefs()): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime: DateTimeScalar },
      partsResolvers,
      searchResolvers,
      reviewsResolvers,
      usersResolvers,
      ordersResolvers,
      paymentsResolvers,
      contactResolvers,
      backInStockResolvers,
      catalogueFilesResolvers,
      fitmentFilesResolvers,
      addressBookResolvers,
      shippingResolvers,
      cartResolvers,
      fitmentResolvers,
      screeningResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
  return applyAccessDirectives(schema);
}
