import { screen, within } from "@testing-library/react";
import HomePage from "./HomePage";
import { renderPage } from "../../test/render";
import { makePart, makeReview, partsMock, partsPage, reviewsMock } from "./test-data";

describe("HomePage", () => {
  it("shows the sections in the spec's order, with one h1", async () => {
    renderPage(<HomePage />, { mocks: [partsMock(partsPage([makePart(1)])), reviewsMock([makeReview(1)])] });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("MotoParts USA");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(["Our Collections", "Marketing Services", "Business Summary", "Happy Clients", "Contact Us"]);
    expect(document.title).toBe("MotoParts USA");
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
  });

  it("lists the selling points and loads the hero picture eagerly", async () => {
    renderPage(<HomePage />, { mocks: [partsMock(partsPage([])), reviewsMock([])] });
    const points = within(screen.getByRole("list", { name: "Why riders buy from us" })).getAllByRole("listitem");
    expect(points.map((p) => p.textContent)).toEqual([
      "Premium selection",
      "Insurance on every shipment",
      "All legal documents",
      "Parts from US dealers",
      "Payment security",
      "Fast shipping, with an express option",
    ]);
    const hero = screen.getByRole("img", { name: "A sport motorbike on an open road at sunset" });
    expect(hero).toHaveAttribute("src", "/images/hero-motorbike.svg");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveAttribute("width", "960");
    expect(hero).toHaveAttribute("height", "540");
    expect(hero).not.toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("link", { name: "Shop parts" })).toHaveAttribute("href", "#collections");
    expect(await screen.findByText("No parts in the catalogue yet. Check back soon.")).toBeInTheDocument();
  });

  it("links the marketing cards to the campaigns page and Get Started to the dashboard", async () => {
    renderPage(<HomePage />, { mocks: [partsMock(partsPage([])), reviewsMock([])] });
    expect(screen.getByRole("link", { name: /Digital Campaigns/ })).toHaveAttribute("href", "/services/digital-campaigns");
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByText("190k+")).toBeInTheDocument();
    expect(screen.getByText("Client Profits")).toBeInTheDocument();
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
  });
});
