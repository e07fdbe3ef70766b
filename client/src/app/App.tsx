import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useEffect, useState, type ReactNode } from "react";
import { RouterProvider, type HydrationState } from "react-router-dom";
import { endHydration } from "../lib/hydration";
import { CurrencyProvider, currencyFromCookie } from "../lib/currency";
import type { CurrencyCode } from "@shared/currencies";
import { shopSystem } from "../lib/theme";
import { createRouter } from "./router";

/**
 * Marks the document once React runs it (`<html data-interactive>`): a server-rendered page shows before
 * that. Its effect runs after the page's, once the page is hydrated.
 */
function MarkInteractive() {
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute("data-interactive", "");
  }, []);
  return null;
}

/**
 * What every page is rendered in, in the browser and on the server (the same tree in both, as
 * hydration and `useId` need): the theme, and the API client once there is one.
 */
export function AppShell({
  apolloClient,
  styling = shopSystem(),
  styleCache,
  currency = null,
  children,
}: {
  apolloClient?: ApolloClient;
  /** The currency the `currency` cookie names (lib/currency.tsx). */
  currency?: CurrencyCode | null;
  styling?: SystemContext;
  /** Where the styles go: on a server-rendered page, one that knows the head's (lib/style-cache.ts). */
  styleCache?: EmotionCache;
  children: ReactNode;
}) {
  const shell = (
    <ChakraProvider value={styling}>
      {apolloClient ? (
        <ApolloProvider client={apolloClient}>
          <CurrencyProvider initial={currency}>{children}</CurrencyProvider>
        </ApolloProvider>
      ) : (
        <CurrencyProvider initial={currency}>{children}</CurrencyProvider>
      )}
      <MarkInteractive />
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{shell}</CacheProvider> : shell;
}

/**
 * The storefront in the browser. A server-rendered page comes with its API client (its cache holding the
 * page's data) and the router's state, so that it takes the page over as it is.
 */
export function App({ apolloClient, hydrationData, styleCache }: { apolloClient?: ApolloClient; hydrationData?: HydrationState; styleCache?: EmotionCache }) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <AppShell apolloClient={apolloClient} styleCache={styleCache} currency={currencyFromCookie(document.cookie)}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
