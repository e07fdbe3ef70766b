import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeFragmentData } from "../../gql";
import { fakeSession, renderPage } from "../../test/render";
import { PartCard, PartCardFragment } from "./PartCard";
import { makePart } from "./test-data";

async function renderCard(overrides: Parameters<typeof makePart>[1] = {}) {
  renderPage(<PartCard part={makeFragmentData(makePart(7, overrides), PartCardFragment)} />, { session: fakeSession({ status: "signedOut", user: null }) });
  return within(await screen.findByRole("article", { name: "Part number 7" }));
}

describe("PartCard", () => {
  it("leads to the part's page from its name and its picture, and keeps Book Now on the purchase page", async () => {
    const card = await renderCard();
    const links = card.getAllByRole("link");
    // The name, in the heading, and the picture (out of the tab order) lead to the public part page.
    expect(card.getByRole("heading", { name: "Part number 7" })).toContainElement(links[1]);
    expect(links[1]).toHaveAttribute("href", "/product/part-7");
    expect(links[0]).toHaveAttribute("href", "/product/part-7");
    expect(links[0]).toHaveAttribute("tabindex", "-1");
    expect(links[0]).toContainElement(card.getByRole("img", { name: "Part number 7" }));
    // Everything else as before.
    expect(card.getByRole("link", { name: /Book Now/ })).toHaveAttribute("href", "/allparts/part-7");
    expect(card.getByText("Minimum: 2 pices")).toBeInTheDocument();
    expect(card.getByText("Available: 57 pices")).toBeInTheDocument();
  });

  it("adds the part's minimum quantity to the cart in one click, beside Book Now", async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const card = await renderCard();
    expect(card.getByRole("link", { name: /Book Now/ })).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: /^Add to cart\s*:\s*Part number 7$/ }));
    expect(JSON.parse(localStorage.getItem("motoparts.cart.v1") ?? "null")).toEqual([{ partId: "part-7", quantity: 2, seenPrice: 17 }]);
    expect(await screen.findByText("Added to your cart")).toBeInTheDocument();
  });

  it("shows the part's stars and review count when it has reviews, and nothing without", async () => {
    const card = await renderCard({ reviewSummary: { __typename: "PartReviewSummary", average: 4.3, count: 12 } });
    expect(card.getByRole("img", { name: "Rated 4.3 out of 5 from 12 reviews" })).toHaveTextContent("★ 4.3 (12)");
  });

  it("shows no rating for a part without reviews", async () => {
    const card = await renderCard();
    expect(card.queryByRole("img", { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it("keeps a sold-out part's disabled button and its 'email me' link", async () => {
    const card = await renderCard({ soldOut: true, avquantity: 1 });
    expect(card.getByRole("button", { name: /Sold out/ })).toBeDisabled();
    expect(card.getByRole("link", { name: "Email me when Part number 7 is back" })).toHaveAttribute("href", "/allparts/part-7");
    expect(card.queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument();
  });
});
