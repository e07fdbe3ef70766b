import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test/render";
import NotFoundPage from "./NotFoundPage";

describe("NotFoundPage", () => {
  it("says 'You are Lost Buddy' and Return Home takes the visitor to /", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<NotFoundPage />, {
      path: "/no/such/page",
      routePath: "*",
      routes: [{ path: "/", element: <p>home page</p> }],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "You are Lost Buddy" })).toBeInTheDocument();
    expect(document.title).toBe("Page not found | MotoParts USA");

    const home = screen.getByRole("link", { name: "Return Home" });
    expect(home).toHaveAttribute("href", "/");
    await user.click(home);
    expect(await screen.findByText("home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
