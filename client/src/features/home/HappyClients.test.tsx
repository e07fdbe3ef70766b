import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { PLACEHOLDER_AVATAR } from "../../components/Avatar";
import { mockErrors } from "../../test/mocks";
import { renderPage } from "../../test/render";
import { HappyClients } from "./HappyClients";
import { HomeReviewsDocument } from "./operations";
import { makeReview, reviewsMock } from "./test-data";

describe("HappyClients", () => {
  it("shows each review, newest first as the server sends them, with 'Ratings: N 0f 5'", async () => {
    renderPage(<HappyClients />, {
      mocks: [
        reviewsMock([
          makeReview(2, { name: "Dana Newest", ratings: 4, review: "Fast shipping to Lisbon." }),
          makeReview(1, { name: "Ola Older", ratings: 5, review: "Exactly the right chain kit." }),
        ]),
      ],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading reviews…");

    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Dana Newest");
    expect(items[0]).toHaveTextContent("Ratings: 4 0f 5");
    expect(items[0]).toHaveTextContent("Fast shipping to Lisbon.");
    expect(items[1]).toHaveTextContent("Ola Older");
    expect(items[1]).toHaveTextContent("Ratings: 5 0f 5");
    expect(within(items[0]).getByAltText("Dana Newest's photo")).toHaveAttribute("src", "https://example.com/rider-2.png");
  });

  it("shows the default avatar when a review has no picture", async () => {
    renderPage(<HappyClients />, { mocks: [reviewsMock([makeReview(1, { name: "No Photo", picture: null })])] });
    const item = await screen.findByRole("listitem");
    expect(within(item).getByAltText("No Photo's photo")).toHaveAttribute("src", PLACEHOLDER_AVATAR);
  });

  it("says so when there are no reviews", async () => {
    renderPage(<HappyClients />, { mocks: [reviewsMock([])] });
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
  });

  it("shows the server's error and retries", async () => {
    renderPage(<HappyClients />, {
      mocks: [
        mockErrors(HomeReviewsDocument, { last: 6 }, [new GraphQLError("Reviews are down")]),
        reviewsMock([makeReview(1, { name: "Back Again" })]),
      ],
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the reviews.");
    expect(alert).toHaveTextContent("Reviews are down");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Back Again")).toBeInTheDocument();
  });
});
