import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render as rtlRender, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { shopSystem } from "../lib/theme";
import { PartImage, categoryPlaceholder } from "./PartImage";

const render = (ui: ReactElement) => rtlRender(ui, { wrapper: ({ children }) => <ChakraProvider value={shopSystem()}>{children}</ChakraProvider> });

describe("PartImage", () => {
  it("shows the part's picture, and its category's placeholder once that fails to load", () => {
    render(<PartImage src="/images/parts/gone.svg" name="Rear tyre" category="tyres" />);
    const img = screen.getByRole("img", { name: "Rear tyre" });
    expect(img).toHaveAttribute("src", "/images/parts/gone.svg");
    fireEvent.error(img);
    const placeholder = screen.getByRole("img", { name: "Rear tyre (picture not available)" });
    expect(placeholder).toHaveAttribute("src", "/images/categories/tyres.svg");
    // A failing placeholder does not loop.
    fireEvent.error(placeholder);
    expect(screen.getByRole("img", { name: "Rear tyre (picture not available)" })).toHaveAttribute("src", "/images/categories/tyres.svg");
  });

  it("tries a new picture again, and uses the generic placeholder without a category", () => {
    const { rerender } = render(<PartImage src="/a.png" name="Lever" />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img")).toHaveAttribute("src", "/images/categories/part.svg");
    rerender(<PartImage src="/b.png" name="Lever" />);
    expect(screen.getByRole("img", { name: "Lever" })).toHaveAttribute("src", "/b.png");
  });

  it("has a placeholder for every category", () => {
    expect(categoryPlaceholder("chains_and_sprockets")).toBe("/images/categories/chains-and-sprockets.svg");
    expect(categoryPlaceholder(null)).toBe("/images/categories/part.svg");
  });
});
