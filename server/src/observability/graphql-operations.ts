import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { Kind, parse, type DocumentNode } from "graphql";
import type { ShopMetrics } from "./metrics";

/**
 * Counts every GraphQL operation, answered or refused, by name and outcome. A name is a label only when
 * it is one of the shop's own operations (`known`: the client's documents and the REST shim's): any other
 * is `unknown` and one without a name `anonymous`, so a caller cannot mint series. The outcome is `ok`,
 * or the code of the first error (codes are the shop's ErrorCode and Apollo's, a fixed set).
 */
export function operationMetrics(metrics: ShopMetrics, known: ReadonlySet<string>): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      let counted = false;
      return {
        async willSendResponse({ operationName, request, document, response }) {
          if (counted) return;
          counted = true;
          // Refused before it was resolved (invalid): the name the request gave, or its one operation's.
          const name = operationName ?? request.operationName ?? onlyOperationName(document);
          const operation = !name ? "anonymous" : known.has(name) ? name : "unknown";
          const first = response.body.kind === "single" ? response.body.singleResult.errors?.[0] : undefined;
          const code = first?.extensions?.code;
          metrics.graphqlOperation(operation, first ? (typeof code === "string" ? code : "INTERNAL_SERVER_ERROR") : "ok");
        },
      };
    },
  };
}

function onlyOperationName(document: DocumentNode | undefined): string | undefined {
  const operations = document?.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION) ?? [];
  return operations.length === 1 ? operations[0].name?.value : undefined;
}

/** The names of the operations in GraphQL documents (the REST shim's), for `known`. */
export function operationNames(documents: string[]): string[] {
  return documents.flatMap((text) =>
    parse(text).definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [])),
  );
}
