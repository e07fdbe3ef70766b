import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { relayStylePagination } from "@apollo/client/utilities";
import { from as fromPromise, switchMap, throwError } from "rxjs";
import { getAccessToken } from "./access-token";

/**
 * What the API layer needs from the session: a way to get a new access token when the server says the
 * current one is no longer good. Registered by the session provider.
 */
let recoverSession: (() => Promise<boolean>) | null = null;
export function setSessionRecovery(fn: (() => Promise<boolean>) | null): void {
  recoverSession = fn;
}

export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/** The signIn mutation carries a Firebase ID token itself; every other operation gets the access token. */
const auth = new SetContextLink((prev) => {
  const headers = (prev.headers ?? {}) as Record<string, string>;
  if (headers.authorization) return {};
  const token = getAccessToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

/** An expired or revoked access token is renewed once from the Firebase session, then the operation retried. */
const renewOnUnauthenticated = new ErrorLink(({ error, operation, forward }) => {
  if (errorCode(error) !== "UNAUTHENTICATED" || operation.operationName === "SignIn" || !recoverSession) return;
  if (operation.getContext().retriedAfterRenewal) return;
  operation.setContext({ retriedAfterRenewal: true, headers: {} });
  return fromPromise(recoverSession()).pipe(
    switchMap((renewed) => {
      if (!renewed) return throwError(() => error);
      operation.setContext({ headers: { authorization: `Bearer ${getAccessToken()}` } });
      return forward(operation);
    }),
  );
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([renewOnUnauthenticated, auth, new HttpLink({ uri: "/graphql" })]),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            parts: relayStylePagination(),
            orders: relayStylePagination(["status"]),
          },
        },
      },
    }),
  });
}
