import { screen, within } from "@testing-library/react";
import { renderPage } from "../../test/render";
import { profile } from "./portfolio.content";
import PortfolioPage from "./PortfolioPage";

describe("PortfolioPage", () => {
  it("renders the maintainer's profile from the content file", async () => {
    renderPage(<PortfolioPage />, { path: "/portfolio" });
    expect(await screen.findByRole("heading", { level: 1, name: profile.name })).toBeInTheDocument();
    expect(document.title).toBe("My Portfolio | MotoParts USA");

    const education = screen.getByRole("region", { name: "Education" });
    expect(within(education).getByText("B.Sc. in Computer Science")).toBeInTheDocument();

    const skills = screen.getByRole("region", { name: "Skills" });
    expect(within(skills).getByText("TypeScript")).toBeInTheDocument();
    expect(within(skills).getByText("PostgreSQL")).toBeInTheDocument();

    const projects = screen.getByRole("region", { name: "Projects" });
    const links = within(projects).getAllByRole("link");
    expect(links).toHaveLength(profile.projects.length);
    expect(within(projects).getByRole("link", { name: /View project\s*: MotoParts USA storefront/ })).toHaveAttribute("href", "/");
    const external = within(projects).getByRole("link", { name: /View project\s*: Orders and payments/ });
    expect(external).toHaveAttribute("href", expect.stringMatching(/^https:\/\/example\.com\//));
    expect(external).toHaveAttribute("target", "_blank");
  });
});
