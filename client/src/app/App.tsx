import { ChakraProvider } from "@chakra-ui/react";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { system } from "../lib/theme";
import { createRouter } from "./router";

export function App() {
  const [router] = useState(createRouter);
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
