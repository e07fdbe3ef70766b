import { ChakraProvider } from "@chakra-ui/react";
import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { createApolloClient } from "../lib/apollo";
import { SessionProvider } from "../lib/session";
import { system } from "../lib/theme";
import { createRouter } from "./router";

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createRouter);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
