import { CombinedGraphQLErrors, ServerError, type ApolloClient } from "@apollo/client";
import { ApolloProvider, getApolloContext } from "@apollo/client/react";
import { Suspense, use, useCallback, useContext, type ReactNode } from "react";

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

/**
 * Seconds to wait when the server refused a request for coming too often (HTTP 429), from its
 * `Retry-After` header or the error's `retryAfter`; null for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  const seconds = (value: unknown) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 1;
  };
  if (ServerError.is(error) && error.statusCode === 429) return seconds(error.response.headers.get("retry-after"));
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((e) => e.extensions?.code === "TOO_MANY_REQUESTS");
    if (limited) return seconds(limited.extensions?.retryAfter);
  }
  return null;
}

let client: Promise<ApolloClient> | undefined;

/** The shop's Apollo client, made on first use: its code (about 50 KB gzip) is not needed to paint a page. */
export function loadApolloClient(): Promise<ApolloClient> {
  client ??= import("./apollo-client").then(({ createApolloClient }) => createApolloClient(() => recoverSession));
  client.catch(() => (client = undefined));
  return client;
}

/** How to get the client: the one of an enclosing ApolloProvider (as in tests), else the shop's. */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const provided = useContext(getApolloContext()).client;
  return useCallback(() => (provided ? Promise.resolve(provided) : loadApolloClient()), [provided]);
}

function ShopApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={use(loadApolloClient())}>{children}</ApolloProvider>;
}

/** Its children, with the shop's Apollo client once loaded (the fallback until then), unless one is provided already. */
export function WithApolloClient({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (useContext(getApolloContext()).client) return children;
  return (
    <Suspense fallback={fallback}>
      <ShopApolloProvider>{children}</ShopApolloProvider>
    </Suspense>
  );
}
