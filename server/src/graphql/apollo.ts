import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import { EXPOSED_CODES } from "../errors";
import type { GraphQLContext } from "./context";
import { queryLimitRules, textInputPlugin } from "./limits";
import { cachePolicyPlugin } from "./cache-policy";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/availability";

const INTERNAL = "INTERNAL_SERVER_ERROR";

/** Whether an error may be shown to the caller as it is. */
function isExposed(formatted: GraphQLFormattedError): boolean {
  const code = formatted.extensions?.code;
  return typeof code === "string" && EXPOSED_CODES.has(code);
}

/**
 * Logs each unexpected error with the request id, and puts that id on the masked error the caller
 * gets, so a support request can be traced.
 */
const errorLogging: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors, operationName }) {
        for (const error of errors) {
          const code = error.extensions?.code;
          if (typeof code === "string" && EXPOSED_CODES.has(code)) continue;
          if (isDatabaseUnavailable(error)) {
            contextValue.log.warn({ err: unwrapResolverError(error), operationName }, "database unavailable");
            continue;
          }
          contextValue.log.error({ err: unwrapResolverError(error), path: error.path, operationName }, "unexpected GraphQL error");
        }
      },
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== "single") return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions?.code === INTERNAL) {
            (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
          }
          if (error.extensions?.code === "SERVICE_UNAVAILABLE") {
            response.http.status = 503;
            response.http.headers.set("retry-after", "5");
          }
        }
      },
    };
  },
};

export function createApolloServer(options: {
  schema: GraphQLSchema;
  production: boolean;
  plugins?: ApolloServerPlugin<GraphQLContext>[];
}): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema: options.schema,
    introspection: !options.production,
    includeStacktraceInErrorResponses: false,
    // The process entry owns signals: it drains HTTP first, then closes the database.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: options.production,
    formatError: (formatted, error) => {
      if (isExposed(formatted)) return formatted;
      if (isDatabaseUnavailable(error)) {
        return { message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: "SERVICE_UNAVAILABLE" } };
      }
      return { message: "Something went wrong on our side. Please try again.", extensions: { code: INTERNAL } };
    },
    validationRules: queryLimitRules(),
    // No real operation of the shop comes near this; it bounds the work of parsing hostile documents.
    parseOptions: { maxTokens: 2_000 },
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      cachePolicyPlugin(options.schema),
      textInputPlugin(),
      ...(options.plugins ?? []),
      errorLogging,
      options.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }),
    ],
  });
}
