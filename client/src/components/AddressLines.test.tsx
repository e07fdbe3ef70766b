import { ChakraProvider } from "@chakra-ui/react";
import { render as rtlRender } from "@testing-library/react";
import type { ReactElement } from "react";
import { countryName } from "@shared/addresses";
import { shopSystem } from "../lib/theme";
import { AddressLines } from "./AddressForm";

const render = (ui: ReactElement) => rtlRender(ui, { wrapper: ({ children }) => <ChakraProvider value={shopSystem()}>{children}</ChakraProvider> });

/** An address as the book, checkout and the order page read it. */
const address = (country: string, fields: { line1: string; city: string; region?: string; postalCode?: string }) => ({
  fullName: "Rita Rider",
  line2: null,
  region: null,
  postalCode: null,
  ...fields,
  country,
  countryName: countryName(country),
  phone: "+44 20 7946 0000",
});

describe("AddressLines", () => {
  it.each([
    ["GB", address("GB", { line1: "221B Baker Street", city: "London", postalCode: "NW1 6XE" }), ["221B Baker Street", "London", "NW1 6XE", "United Kingdom"]],
    ["US", address("US", { line1: "1 Main Street", city: "Springfield", region: "IL", postalCode: "62704" }), ["1 Main Street", "Springfield, IL 62704", "United States"]],
    ["DE", address("DE", { line1: "Unter den Linden 1", city: "Berlin", postalCode: "10115" }), ["Unter den Linden 1", "10115 Berlin", "Germany"]],
    ["FR", address("FR", { line1: "12 Rue de la République", city: "Lyon", postalCode: "69002" }), ["12 Rue de la République", "69002 Lyon", "France"]],
    ["AU", address("AU", { line1: "1 George Street", city: "Sydney", region: "NSW", postalCode: "2000" }), ["1 George Street", "Sydney NSW 2000", "Australia"]],
    ["JP", address("JP", { line1: "1-1 Chiyoda", city: "Chiyoda-ku", region: "13", postalCode: "100-0001" }), ["1-1 Chiyoda", "Chiyoda-ku, Tokyo 100-0001", "Japan"]],
    ["CA", address("CA", { line1: "24 Sussex Drive", city: "Ottawa", region: "ON", postalCode: "K1A 0B1" }), ["24 Sussex Drive", "Ottawa ON K1A 0B1", "Canada"]],
    ["KE", address("KE", { line1: "Kenyatta Avenue 1", city: "Nairobi" }), ["Kenyatta Avenue 1", "Nairobi", "Kenya"]],
  ])("prints an address in %s in its country's format", (_country, a, lines) => {
    const { container } = render(<AddressLines address={a} />);
    const printed = [...container.querySelectorAll("p")].map((p) => p.textContent);
    expect(printed).toEqual(["Rita Rider", ...lines, "+44 20 7946 0000"]);
  });
});
