import express, { type Request, type Response, type Router } from "express";
import type { ApolloServer } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";
import { AppError } from "../errors";
import { sendError } from "./respond";
import type { GraphQLContext } from "../graphql/context";
import { buildOpenApi } from "./openapi";
import { routes, type RestRequest, type RestRoute } from "./routes";
import { catalogueFilePaths } from "./catalogue-files";
import { fitmentFilePaths } from "./fitment-files";
import { orderDocumentPaths } from "./order-documents";
import { screeningFilePaths } from "./screening-files";

export interface RestShimDeps {
  /** The running Apollo server whose schema (directives, services) every route goes through. */
  apollo: () => ApolloServer<GraphQLContext> | undefined;
  context: (req: Request, res: Response) => GraphQLContext;
}

/**
 * The spec's REST paths, each running its GraphQL operation against the shop's own schema: same data,
 * same rules, same checks. Wrong methods get 405; errors get the status of their code and `{ message }`.
 */
export function restShim({ apollo, context }: RestShimDeps): Router {
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));

  for (const route of routes) {
    router[route.method.toLowerCase() as "get" | "post" | "put" | "delete"](route.path, async (req, res, next) => {
      if (route.pageToo) {
        // The same URL answers a page or JSON by the Accept header: caches must key on it too.
        res.vary("Accept");
        if (req.accepts(["json", "html"]) === "html") return next();
      }
      await run(route, req, res);
    });
  }

  const openApi = buildOpenApi(routes, { ...catalogueFilePaths, ...fitmentFilePaths, ...orderDocumentPaths, ...screeningFilePaths });
  router.get("/openapi.json", (_req, res) => void res.json(openApi));

  // A known path with another method: 405, naming the ones it has.
  const methodsByPath = new Map<string, string[]>();
  for (const r of routes) methodsByPath.set(r.path, [...(methodsByPath.get(r.path) ?? []), r.method]);
  for (const [path, methods] of methodsByPath) {
    router.all(path, (req, res, next) => {
      // GET also answers HEAD (Express does that itself); a method the path has is here only when its
      // route left the request to the storefront's page (a browser asking for HTML).
      if (methods.includes(req.method) || (req.method === "HEAD" && methods.includes("GET"))) return next();
      res.set("Allow", methods.join(", "));
      res.status(405).json({ message: `${req.method} is not allowed on ${path}; use ${methods.join(" or ")}.` });
    });
  }

  async function run(route: RestRoute, req: Request, res: Response): Promise<void> {
    const server = apollo();
    if (!server) {
      res.status(503).json({ message: "The API is starting. Try again in a moment." });
      return;
    }
    const input: RestRequest = {
      params: req.params as Record<string, string>,
      query: req.query as Record<string, unknown>,
      body: req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {},
    };
    const contextValue = context(req, res);
    let variables: Record<string, unknown>;
    try {
      variables = route.variables(input);
    } catch (err) {
      // A query parameter that cannot be read (a word where a number goes): the caller's mistake.
      if (err instanceof AppError) return sendError(res, { message: err.message, extensions: err.extensions }, contextValue.requestId);
      throw err;
    }
    const response = await server.executeOperation({ query: route.operation, variables }, { contextValue });
    if (response.body.kind !== "single") throw new Error("REST routes run single-result operations");
    const { data, errors } = response.body.singleResult;
    if (errors?.length) {
      sendError(res, asParameterError(errors[0], route), contextValue.requestId);
      return;
    }
    const body = route.respond(data, input);
    // The cache policy Apollo computed from the schema's @cacheControl hints.
    const cacheControl = response.http.headers.get("cache-control");
    if (cacheControl) res.set("Cache-Control", cacheControl);
    if (route.headers) res.set(route.headers(data, input));
    if (route.location) res.location(route.location(data));
    res.status(route.status ?? 200).json(body);
  }

  return router;
}

/** A refused input field, named as the query parameter it came from ("limit", not "first"). */
function asParameterError(error: GraphQLFormattedError, route: RestRoute): GraphQLFormattedError {
  const field = error.extensions?.field;
  if (!route.paramOf || typeof field !== "string") return error;
  const param = route.paramOf[field.split(".")[0]];
  if (!param) return error;
  return { ...error, message: `${param}: ${error.message}`, extensions: { ...error.extensions, field: param } };
}
