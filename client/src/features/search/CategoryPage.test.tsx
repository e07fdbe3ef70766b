import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import { mockErrors, type OperationMock } from "../../test/mocks";
import CategoryPage from "./CategoryPage";
import { SearchCategoryDocument } from "./operations";
import { categoryMock, makeResultPart, searchMock, searchResult } from "./test-data";

function renderCategory(path: string, mocks: OperationMock[]) {
  return renderPage(<CategoryPage />, { path, routePath: "/category/:slug", mocks });
}

const brakePads = {
  __typename: "Category" as const,
  id: "cat-brake-pads",
  slug: "brake-pads",
  label: "Brake pads",
  parent: { __typename: "Category" as const, id: "cat-brakes", slug: "brakes", label: "Brakes" },
};

describe("CategoryPage", () => {
  it("is the search pre-filtered to the category, under its label, with the URL's other filters", async () => {
    const user = userEvent.setup();
    const { router } = renderCategory("/category/brake-pads?brand=EBC&category=exhaust&sort=newest", [
      categoryMock("brake-pads", brakePads),
      // The page's own category replaces any in the URL.
      searchMock({ filter: { categories: ["brake-pads"], brands: ["EBC"] }, sort: "NEWEST", first: 24 }, searchResult([makeResultPart(1)])),
      searchMock({ filter: { categories: ["brake-pads"], brands: ["EBC"], inStock: true }, sort: "NEWEST", first: 24 }, searchResult([makeResultPart(2)])),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Brake pads" })).toBeInTheDocument();
    expect(document.title).toBe("Brake pads | MotoParts USA");
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(breadcrumb.getByRole("link", { name: "Brakes" })).toHaveAttribute("href", "/category/brakes");
    expect(breadcrumb.getByText("Brake pads")).toHaveAttribute("aria-current", "page");

    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    const panel = within(screen.getByLabelText("Filters", { selector: "aside" }));
    // No category checkboxes: the category is the page's.
    expect(panel.queryByRole("group", { name: "Category", hidden: true })).not.toBeInTheDocument();
    await user.click(panel.getByRole("checkbox", { name: "In stock only", hidden: true }));
    expect(await screen.findByRole("article", { name: "Part number 2" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/category/brake-pads");
    expect(new URLSearchParams(router.state.location.search).get("inStock")).toBe("1");
  });

  it("says the category is not found", async () => {
    renderCategory("/category/nope", [
      mockErrors(SearchCategoryDocument, { slug: "nope" }, [{ message: "No category nope.", extensions: { code: "NOT_FOUND" } }]),
      searchMock({ filter: { categories: ["nope"] }, sort: "RELEVANCE", first: 24 }, searchResult([])),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("0 parts")).not.toBeInTheDocument();
  });
});
