import type http from "node:http";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import { EXPOSED_CODES } from "../errors";
import type { GraphQLContext } from "./context";

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
          contextValue.log.error({ err: unwrapResolverError(error), path: error.path, operationName }, "unexpected GraphQL error");
        }
      },
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== "single") return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions?.code === INTERNAL) {
            (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
          }
        }
      },
    };
  },
};

export function createApolloServer(options: {
  schema: GraphQLSchema;
  httpServer: http.Server;
  production: boolean;
}): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema: options.schema,
    introspection: !options.production,
    includeStacktraceInErrorResponses: false,
    // The process entry owns signals: it drains HTTP first, then closes the database.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: options.production,
    formatError: (formatted) =>
      isExposed(formatted)
        ? formatted
        : { message: "Something went wrong on our side. Please try again.", extensions: { code: INTERNAL } },
    plugins: [
      errorLogging,
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      options.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }),
    ],
  });
}
