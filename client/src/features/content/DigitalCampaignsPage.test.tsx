import { screen } from "@testing-library/react";
import { renderPage } from "../../test/render";
import DigitalCampaignsPage from "./DigitalCampaignsPage";

describe("DigitalCampaignsPage", () => {
  it("describes the campaigns and Get Started leads to the dashboard", async () => {
    renderPage(<DigitalCampaignsPage />, { path: "/services/digital-campaigns" });
    expect(await screen.findByRole("heading", { level: 1, name: "Digital Campaigns" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Search campaigns" })).toBeInTheDocument();
    const getStarted = screen.getAllByRole("link", { name: "Get Started" });
    expect(getStarted.length).toBeGreaterThan(0);
    for (const link of getStarted) expect(link).toHaveAttribute("href", "/dashboard");
  });
});
