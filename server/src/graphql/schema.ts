import fs from "node:fs";
import path from "node:path";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { print, type GraphQLSchema } from "graphql";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { addressBookResolvers } from "../modules/addresses";
import { cartResolvers } from "../modules/cart";
import { contactResolvers } from "../modules/contact";
import { ordersResolvers } from "../modules/orders";
import { partsResolvers } from "../modules/parts";
import { searchResolvers } from "../modules/search";
import { shippingResolvers } from "../modules/shipping";
import { paymentsResolvers } from "../modules/payments";
import { reviewsResolvers } from "../modules/reviews";
import { usersResolvers } from "../modules/users";
import { backInStockResolvers } from "../modules/stock-alerts";
import { catalogueFilesResolvers } from "../modules/catalogue-files";
import { fitmentFilesResolvers } from "../modules/fitment-files";
import { fitmentResolvers } from "../modules/fitment";
import { screeningResolvers } from "../modules/screening";
import { currenciesResolvers } from "../modules/currencies";
import { partReviewsResolvers } from "../modules/part-reviews";
import { returnsResolvers } from "../modules/returns";
import { applyAccessDirectives } from "./directives";
import { DateTimeScalar } from "./scalars";
import { fromRoot } from "../paths";

/** The published contract: generated from the parts below by `npm run schema` (a test fails when it is stale). */
export const SCHEMA_PATH = fromRoot("schema.graphql");

/** The API's parts (ADR 0063): the base (directives, scalars, errors, the root types), then each module's SDL. */
export function typeDefFiles(): string[] {
  const modules = fromRoot("server", "src", "modules");
  const parts = fs
    .readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(modules, entry.name, `${entry.name}.graphql`))
    .filter((file) => fs.existsSync(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [fromRoot("server", "src", "graphql", "base.graphql"), ...parts];
}

/** The spec's own parts first in the published file (parts, reviews, users, orders), then the rest by name. */
const FIRST = ["parts", "search", "reviews", "users", "orders", "payments"];
const rank = (file: string) => {
  const at = FIRST.indexOf(path.basename(file, ".graphql"));
  return at < 0 ? FIRST.length : at;
};

/** The whole schema as one document, its modules' extensions of the root types merged in. */
export function loadTypeDefs(): string {
  const merged = mergeTypeDefs(
    typeDefFiles().map((file) => fs.readFileSync(file, "utf8")),
    { throwOnConflict: true, sort: false },
  );
  return `${HEADER}${print(merged)}\n`;
}

const HEADER = "# Generated from server/src/graphql/base.graphql and server/src/modules/*/*.graphql by `npm run schema`: edit those.\n\n";

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
      currenciesResolvers,
      partReviewsResolvers,
      returnsResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
  return applyAccessDirectives(schema);
}
