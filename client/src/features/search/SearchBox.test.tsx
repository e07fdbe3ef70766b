import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WhereAmI } from "../../test/helpers";
import { renderPage } from "../../test/render";
import { SearchBox } from "./SearchBox";
import { suggestions, suggestionsMock } from "./test-data";

const routes = [
  { path: "/product/:id", element: <WhereAmI name="part page" /> },
  { path: "/category/:slug", element: <WhereAmI name="category page" /> },
  { path: "/search", element: <WhereAmI name="search page" /> },
];

function renderBox(asked: string[] = []) {
  const answer = () => suggestions(2, [{ slug: "brake-pads", label: "Brake pads", parent: "Brakes" }]);
  return renderPage(<SearchBox />, { path: "/", routes, mocks: [suggestionsMock(answer, asked)] });
}

const box = () => screen.getByRole("combobox", { name: "Search parts" });
const options = () => within(screen.getByRole("listbox", { name: "Suggestions" })).getAllByRole("option");

describe("SearchBox", () => {
  it("suggests parts and categories from the 2nd character, asking once the typing pauses", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderBox(asked);
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(box()).toHaveAttribute("aria-controls", screen.getByRole("listbox", { hidden: true }).id);

    await user.type(box(), "brake");
    expect(await screen.findByRole("option", { name: /Brake pads 1/ })).toBeInTheDocument();
    expect(box()).toHaveAttribute("aria-expanded", "true");
    // One request for the words typed without a pause, none for a single character.
    expect(asked).toEqual(["brake"]);

    const [first, second, category] = options();
    expect(first).toHaveTextContent("Brake pads 1");
    expect(first).toHaveTextContent("Part no. FA200");
    expect(first).toHaveTextContent("$20.00");
    expect(second).toHaveTextContent("Brake pads 2");
    expect(category).toHaveTextContent("Brake pads in Brakes");
    expect(screen.getByRole("group", { name: "Parts" })).toContainElement(first);
    expect(screen.getByRole("group", { name: "Categories" })).toContainElement(category);
  });

  it("moves through the suggestions with the arrow keys and opens the highlighted part with Enter", async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), "br");
    await screen.findAllByRole("option");
    expect(box()).not.toHaveAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}");
    expect(box()).toHaveAttribute("aria-activedescendant", options()[0].id);
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(box()).toHaveAttribute("aria-activedescendant", options()[1].id);
    expect(options()[0]).toHaveAttribute("aria-selected", "false");
    // Past the last, back to the first; above the first, to the last.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box()).toHaveAttribute("aria-activedescendant", options()[0].id);
    await user.keyboard("{ArrowUp}");
    expect(box()).toHaveAttribute("aria-activedescendant", options()[2].id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box()).toHaveAttribute("aria-activedescendant", options()[0].id);

    await user.keyboard("{Enter}");
    expect(await screen.findByText("part page at /product/part-1")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("opens a highlighted category's page", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), "br");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(await screen.findByText("category page at /category/brake-pads")).toBeInTheDocument();
  });

  it("searches for the words when no suggestion is highlighted", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), "  brake pads ");
    await screen.findAllByRole("option");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("search page at /search?q=brake+pads")).toBeInTheDocument();
  });

  it("searches for the words with the Search button too", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), "chain");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("search page at /search?q=chain")).toBeInTheDocument();
  });

  it("closes the suggestions with Escape, and a second Escape clears the words", async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), "br");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(box()).not.toHaveAttribute("aria-activedescendant");
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    // Enter now searches rather than opening the part that was highlighted.
    await user.keyboard("{ArrowDown}");
    expect(box()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}{Escape}");
    expect(box()).toHaveValue("");
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens a suggestion clicked with the mouse", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), "br");
    await user.click(await screen.findByRole("option", { name: /Brake pads 2/ }));
    expect(await screen.findByText("part page at /product/part-2")).toBeInTheDocument();
  });

  it("does nothing when an empty box is submitted", async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(box(), "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(router.state.location.pathname).toBe("/");
    expect(box()).toHaveAttribute("aria-expanded", "false");
  });
});
