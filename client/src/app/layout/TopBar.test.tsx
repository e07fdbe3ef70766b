import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { suggestions, suggestionsMock } from "../../features/search/test-data";
import { renderPage } from "../../test/render";
import { TopBar } from "./TopBar";

describe("TopBar", () => {
  // The desktop nav; jsdom applies the phone-first styles that hide it, hence `hidden: true`.
  const nav = () => within(screen.getByLabelText("Main"));

  it.each([
    ["/", "Home"],
    ["/home", "Home"],
    ["/blog", "Blog"],
  ])("marks the current page's link at %s, and only it", async (path, label) => {
    renderPage(<TopBar />, { path });
    expect(await nav().findByRole("link", { name: label, hidden: true })).toHaveAttribute("aria-current", "page");
    const others = nav()
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.textContent !== label);
    expect(others.length).toBeGreaterThan(1);
    for (const link of others) expect(link).not.toHaveAttribute("aria-current");
  });

  describe("search", () => {
    // The bar on every page (`*`), as in the app's layout.
    const renderBar = (path: string) =>
      renderPage(<TopBar />, { path, routePath: "*", mocks: [suggestionsMock(() => suggestions(1, [{ slug: "brakes", label: "Brakes" }]))] });

    it("opens a full-width search box on phones, focused, that suggests and searches", async () => {
      const user = userEvent.setup();
      const { router } = renderBar("/blog");
      const toggle = screen.getByRole("button", { name: "Search" });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      // Wide screens' box is in the bar (hidden on phones).
      expect(screen.getByRole("combobox", { name: "Search parts", hidden: true })).not.toBeVisible();

      await user.click(toggle);
      expect(screen.getByRole("button", { name: "Close search" })).toHaveAttribute("aria-expanded", "true");
      const box = screen.getByRole("combobox", { name: "Search parts" });
      expect(box).toHaveFocus();
      await user.keyboard("brakes");
      expect(await screen.findByRole("option", { name: /Brake pads 1/ })).toBeInTheDocument();
      await user.keyboard("{Enter}");

      expect(router.state.location.pathname).toBe("/search");
      expect(router.state.location.search).toBe("?q=brakes");
      // The box closes once used; the bar's own shows the words searched for.
      expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
      expect(screen.queryByRole("combobox", { name: "Search parts" })).not.toBeInTheDocument();
      expect(screen.getByRole("combobox", { name: "Search parts", hidden: true })).toHaveValue("brakes");
    });

    it("shows the words of the search page being visited", async () => {
      renderBar("/search?q=chain%20kit&brand=DID");
      expect(await screen.findByRole("combobox", { name: "Search parts", hidden: true })).toHaveValue("chain kit");
    });
  });
});
