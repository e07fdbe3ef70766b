import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { RouterProvider, type HydrationState } from "react-router-dom";
import { system } from "../lib/theme";
import { createRouter } from "./router";

/** Marks the document once React runs it (`<html data-interactive>`): a server-rendered page shows before that. */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute("data-interactive", "");
  }, []);
  return null;
}

/**
 * What every page is rendered in, in the browser and on the server (the same tree in both, as
 * hydration and `useId` need): the theme, and the API client once there is one.
 */
export function AppShell({ apolloClient, styling = system, children }: { apolloClient?: ApolloClient; styling?: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={styling}>
      {apolloClient ? <ApolloProvider client={apolloClient}>{children}</ApolloProvider> : children}
      <MarkInteractive />
    </ChakraProvider>
  );
}

/**
 * The storefront in the browser. A server-rendered page comes with its API client (its cache holding the
 * page's data) and the router's state, so that it takes the page over as it is.
 */
export function App({ apolloClient, hydrationData }: { apolloClient?: ApolloClient; hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <AppShell apolloClient={apolloClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
