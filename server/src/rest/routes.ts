/**
 * The spec's "Calls" table, one row per path: the GraphQL operation it runs and how its answer is
 * shaped for the integrators who call it. Rows hold no business rules: every check happens in the
 * operation, through the same directives and services as any GraphQL client.
 */

import { accountRoutes } from "./routes/accounts";
import { catalogueRoutes } from "./routes/catalogue";
import { orderRoutes } from "./routes/orders";
import { partReviewRoutes } from "./routes/part-reviews";
import { returnRoutes } from "./routes/returns";
import type { RestRoute } from "./route-table";

export type { JsonSchema, Method, RestRequest, RestRoute } from "./route-table";

/** Every path, in the order /openapi.json lists them: the catalogue, parts' reviews and questions, accounts, orders. */
export const routes: RestRoute[] = [...catalogueRoutes, ...partReviewRoutes, ...accountRoutes, ...orderRoutes, ...returnRoutes];
