import type { ApolloClient } from "@apollo/client";
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

let client: Promise<ApolloClient> | undefined;

/**
 * The shop's Apollo client, made on first use: its code (about 50 KB gzip) is not needed to paint a page.
 * `hydrating`: made to take over a server-rendered page, whose data it is given (see main.tsx).
 */
export function loadApolloClient(options: { hydrating?: boolean } = {}): Promise<ApolloClient> {
  client ??= import("./apollo-client").then(({ createApolloClient }) => createApolloClient(() => recoverSession, options));
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
