import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { from as fromPromise, switchMap, throwError } from "rxjs";
import { createShopCache } from "./apollo-cache";
import { getAccessToken } from "./access-token";
import { errorCode } from "./graphql-errors";

/** Operations that start or end the session itself: a refusal of theirs is final, never renewed. */
const SESSION_OPERATIONS = new Set(["SignIn", "SignOut"]);

/** The signIn mutation carries a Firebase ID token itself; every other operation gets the access token. */
const auth = new SetContextLink((prev) => {
  const headers = (prev.headers ?? {}) as Record<string, string>;
  if (headers.authorization) return {};
  const token = getAccessToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

/**
 * The shop's Apollo client (loaded through `loadApolloClient`). An expired or revoked access token is
 * renewed once with `recoverSession` (the session's, when one is registered), then the operation retried.
 */
export function createApolloClient(
  recoverSession: () => (() => Promise<boolean>) | null,
  options: { hydrating?: boolean } = {},
): ApolloClient {
  const renewOnUnauthenticated = new ErrorLink(({ error, operation, forward }) => {
    const recover = recoverSession();
    if (errorCode(error) !== "UNAUTHENTICATED" || SESSION_OPERATIONS.has(operation.operationName ?? "") || !recover) return;
    if (operation.getContext().retriedAfterRenewal) return;
    operation.setContext({ retriedAfterRenewal: true, headers: {} });
    return fromPromise(recover()).pipe(
      switchMap((renewed) => {
        if (!renewed) return throwError(() => error);
        operation.setContext({ headers: { authorization: `Bearer ${getAccessToken()}` } });
        return forward(operation);
      }),
    );
  });
  const client = new ApolloClient({
    link: ApolloLink.from([renewOnUnauthenticated, auth, new HttpLink({ uri: "/graphql" })]),
    cache: createShopCache(),
  });
  // A server-rendered page's data came with it: its queries answer from the cache while it hydrates,
  // rather than fetching the same data again (even those that ask for fresh data on every visit). The
  // page turns this off once it is hydrated (main.tsx), however long that took on the phone.
  if (options.hydrating) client.prioritizeCacheValues = true;
  return client;
}
