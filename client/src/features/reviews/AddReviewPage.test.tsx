import { useQuery } from "@apollo/client/react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "../../gql";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import AddReviewPage, { AddReviewDocument } from "./AddReviewPage";
import type { ProbeReviewsQuery } from "../../gql/graphql";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

/** Stands in for the home page's reviews: a query of `reviews` that is on screen at the same time. */
const ProbeReviewsDocument = graphql(`
  query ProbeReviews {
    reviews(last: 6) {
      id
      name
    }
  }
`);

function ReviewsProbe() {
  const { data } = useQuery(ProbeReviewsDocument);
  return <p>{data ? `home shows ${data.reviews.length} reviews` : "home loading"}</p>;
}

const review = (id: string, name: string) => ({ __typename: "Review", id, name }) satisfies Answer<ProbeReviewsQuery>["reviews"][number];

function renderAddReview(mocks: OperationMock[] = []) {
  return renderPage(
    <>
      <AddReviewPage />
      <ReviewsProbe />
    </>,
    {
      path: "/dashboard/addreview",
      mocks: [mockOperation(ProbeReviewsDocument, {}, { reviews: [review("r1", "Sam")] }), ...mocks],
    },
  );
}

describe("AddReviewPage", () => {
  beforeEach(() => toaster.remove());

  it("asks for a rating and a review before sending", async () => {
    const user = userEvent.setup();
    renderAddReview();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Riley Rider");
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText("Rating is required.")).toBeInTheDocument();
    expect(screen.getByText("Review is required.")).toBeInTheDocument();

    await user.type(screen.getByRole("spinbutton", { name: /Rating/ }), "6");
    await user.type(screen.getByRole("textbox", { name: /Review/ }), "Great pads");
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText("Rating must be a whole number from 1 to 5.")).toBeInTheDocument();
    expect(screen.queryByText("Review is required.")).not.toBeInTheDocument();
    expect(screen.queryByText("successfully added review")).not.toBeInTheDocument();
  });

  it("adds the review, says so, resets the form and makes the home page's reviews refresh", async () => {
    const user = userEvent.setup();
    const add = jest.fn(() => ({
      addReview: {
        __typename: "Review",
        id: "r2",
        name: "Riley Rider",
        ratings: 4,
        review: "Fast shipping to Lagos.",
        picture: null,
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    }));
    renderAddReview([
      mockOperation(AddReviewDocument, { input: { name: "Riley Rider", ratings: 4, review: "Fast shipping to Lagos." } }, add),
      // Asked again once the new review is in.
      mockOperation(ProbeReviewsDocument, {}, { reviews: [review("r2", "Riley Rider"), review("r1", "Sam")] }),
    ]);
    expect(await screen.findByText("home shows 1 reviews")).toBeInTheDocument();

    await user.type(screen.getByRole("spinbutton", { name: /Rating/ }), "4");
    await user.type(screen.getByRole("textbox", { name: /Review/ }), "  Fast shipping to Lagos. ");
    await user.click(screen.getByRole("button", { name: "Add Review" }));

    expect(await screen.findByText("successfully added review")).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Review/ })).toHaveValue(""));
    expect(screen.getByRole("spinbutton", { name: /Rating/ })).toHaveValue(null);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Riley Rider");
    expect(await screen.findByText("home shows 2 reviews")).toBeInTheDocument();
  });

  it("shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    renderAddReview([
      mockErrors(AddReviewDocument, { input: { name: "Riley Rider", ratings: 5, review: "Good" } }, [{ message: "Review must be at most 2000 characters.", extensions: { code: "BAD_USER_INPUT", field: "review" } }]),
    ]);
    await user.type(screen.getByRole("spinbutton", { name: /Rating/ }), "5");
    await user.type(screen.getByRole("textbox", { name: /Review/ }), "Good");
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText("Review must be at most 2000 characters.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Review/ })).toHaveAttribute("aria-invalid", "true");
  });
});
