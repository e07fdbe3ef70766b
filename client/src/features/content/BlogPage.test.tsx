import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import { articles } from "./blog.content";
import BlogPage from "./BlogPage";

describe("BlogPage", () => {
  it("shows every article with its title and text", async () => {
    renderPage(<BlogPage />, { path: "/blog" });
    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
    const shown = screen.getAllByRole("article");
    expect(shown).toHaveLength(articles.length);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(within(shown[0]).getByRole("heading", { name: "Customs paperwork for parts shipped from the US" })).toBeInTheDocument();
    expect(within(shown[0]).getByText(/commercial invoice/)).toBeInTheDocument();
    // the contents list jumps to each article
    const contents = screen.getByRole("navigation", { name: "In this blog" });
    expect(within(contents).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(articles.map((a) => `#${a.id}`));
  });

  it("links to the questions page", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, { path: "/blog", routes: [{ path: "/questions", element: <p>questions page</p> }] });
    const link = await screen.findByRole("link", { name: "Read the answers" });
    expect(link).toHaveAttribute("href", "/questions");
    await user.click(link);
    expect(await screen.findByText("questions page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/questions");
  });
});
