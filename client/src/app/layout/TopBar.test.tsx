import { screen, within } from "@testing-library/react";
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
});
