import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFragment } from "../../gql";
import type { ProductPartQuery } from "../../gql/graphql";
import { mt07, myGarageMock, garageBike } from "../../test/garage";
import { mockErrors, mockOperation } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { connection, review, reviewedPart, REVIEWED_PART_ID as PART_ID } from "./review-test-data";
import { AddPartReviewDocument } from "./ReviewForm";
import { MarkReviewHelpfulDocument } from "./ReviewItem";
import { PartReviewsDocument, ReviewsSection, ReviewsSectionFragment } from "./ReviewsSection";
import { partPageMeta } from "./structured-data";

const signedOut = fakeSession({ status: "signedOut", user: null });
const reviews = [
  review("r1", {
    title: "Great pads",
    body: "Fitted in ten minutes. See https://evil.example for more.",
    authorName: "Ana",
    rating: 5,
    verifiedPurchase: true,
    onYourBike: true,
    helpfulCount: 3,
    vehicle: { __typename: "Vehicle", id: mt07.id, name: mt07.name },
    usedFor: "MONTHS",
  }),
  review("r2", { title: "Squeal a bit", rating: 3 }),
];

describe("ReviewsSection", () => {
  it("shows the average, the count and the histogram, and the reviews as plain text with their badges", async () => {
    renderPage(<ReviewsSection part={reviewedPart(reviews, [1, 0, 1, 3, 7], 4.3)} />, { session: signedOut });
    const section = within(await screen.findByRole("region", { name: "Reviews" }));
    expect(section.getByRole("heading", { level: 2, name: "Reviews" })).toHaveAttribute("id", "reviews");
    expect(section.getByText("4.3 out of 5")).toBeInTheDocument();
    expect(section.getByText("12 reviews")).toBeInTheDocument();
    const meters = within(section.getByRole("list", { name: "Ratings by stars" })).getAllByRole("meter");
    expect(meters.map((m) => [m.getAttribute("aria-label"), m.getAttribute("aria-valuenow"), m.getAttribute("aria-valuetext")])).toEqual([
      ["5 stars", "7", "7 reviews"],
      ["4 stars", "3", "3 reviews"],
      ["3 stars", "1", "1 review"],
      ["2 stars", "0", "0 reviews"],
      ["1 star", "1", "1 review"],
    ]);
    const first = within(section.getByRole("article", { name: "Great pads" }));
    expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(first.getByText(/https:\/\/evil\.example/)).toBeInTheDocument();
    expect(first.queryByRole("link")).not.toBeInTheDocument();
    expect(first.getByText("Verified purchase")).toBeInTheDocument();
    expect(first.getByText("On your bike")).toBeInTheDocument();
    expect(first.getByText("On a 2019 Yamaha MT-07")).toBeInTheDocument();
    expect(first.getByText("Used for months")).toBeInTheDocument();
    expect(first.getByText("Ana · Nov 20, 2026")).toBeInTheDocument();
    // Signed out: the count, no button; and the way to sign in.
    expect(first.getByText("Helpful (3)")).toBeInTheDocument();
    expect(first.queryByRole("button", { name: /Helpful/ })).not.toBeInTheDocument();
    expect(section.getByRole("link", { name: "Sign in to write a review" })).toHaveAttribute("href", "/login");
  });

  it("says when there are no reviews yet", async () => {
    renderPage(<ReviewsSection part={reviewedPart([])} />, { session: signedOut });
    expect(await screen.findByText("No reviews yet. Be the first to review this part.")).toBeInTheDocument();
  });

  it("marks another rider's review helpful", async () => {
    const user = userEvent.setup();
    const marked = jest.fn(() => ({ markReviewHelpful: { __typename: "PartReview" as const, id: "r2", helpfulCount: 1, votedHelpful: true } }));
    renderPage(<ReviewsSection part={reviewedPart(reviews, [0, 0, 1, 0, 1], 4)} />, { mocks: [myGarageMock([]), mockOperation(MarkReviewHelpfulDocument, { id: "r2" }, marked)] });
    const second = within(await screen.findByRole("article", { name: "Squeal a bit" }));
    await user.click(second.getByRole("button", { name: "Helpful (0)" }));
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it("asks for the reviews naming the active bike when 'On my bike' is ticked", async () => {
    const user = userEvent.setup();
    const onBike = jest.fn(() => ({ part: { __typename: "Part" as const, id: PART_ID, reviews: connection([review("r9", { title: "Perfect on my MT-07", onYourBike: true })]) } }));
    renderPage(<ReviewsSection part={reviewedPart(reviews, [0, 0, 1, 0, 1], 4)} />, {
      mocks: [myGarageMock([garageBike(mt07, true)]), mockOperation(PartReviewsDocument, { id: PART_ID, first: 10, sort: "NEWEST", vehicleId: mt07.id }, onBike)],
    });
    await user.click(await screen.findByRole("checkbox", { name: /On my bike/ }));
    expect(await screen.findByRole("article", { name: "Perfect on my MT-07" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Great pads" })).not.toBeInTheDocument();
    expect(onBike).toHaveBeenCalledTimes(1);
  });

  it("validates a new review with the shared schema, then posts it", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ addPartReview: review("mine", { mine: true, title: "Solid", body: "Stops well.", usedFor: "MONTHS", vehicle: { __typename: "Vehicle", id: mt07.id, name: mt07.name } }) }));
    renderPage(<ReviewsSection part={reviewedPart([])} />, {
      mocks: [
        myGarageMock([garageBike(mt07, true)]),
        mockOperation(AddPartReviewDocument, { input: { partId: PART_ID, rating: 4, title: "Solid", body: "Stops well.", vehicleId: mt07.id, usedFor: "MONTHS" } }, added),
      ],
    });
    const form = within(await screen.findByRole("form", { name: "Write a review" }));
    await user.click(form.getByRole("button", { name: "Post review" }));
    expect(await form.findByText("Rating is required.")).toBeInTheDocument();
    expect(form.getByText("Title is required.")).toBeInTheDocument();
    expect(form.getByText("Review is required.")).toBeInTheDocument();

    await user.click(within(form.getByRole("radiogroup", { name: "Rating" })).getByRole("radio", { name: "4 stars" }));
    await user.type(form.getByRole("textbox", { name: /Title/ }), "Solid");
    await user.type(form.getByRole("textbox", { name: /Review/ }), "Stops well.");
    await user.selectOptions(await form.findByRole("combobox", { name: "Bike" }), mt07.name);
    await user.selectOptions(form.getByRole("combobox", { name: "Used for" }), "Months");
    await user.click(form.getByRole("button", { name: "Post review" }));
    expect(await form.findByText("Thank you: your review is posted.")).toHaveAttribute("aria-live", "polite");
    expect(added).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a second review", async () => {
    const user = userEvent.setup();
    renderPage(<ReviewsSection part={reviewedPart([])} />, {
      mocks: [
        myGarageMock([]),
        mockErrors(AddPartReviewDocument, { input: { partId: PART_ID, rating: 2, title: "Again", body: "Twice.", vehicleId: null, usedFor: null } }, [
          { message: "You have reviewed this part already: edit your review.", extensions: { code: "CONFLICT" } },
        ]),
      ],
    });
    const form = within(await screen.findByRole("form", { name: "Write a review" }));
    await user.click(form.getByRole("radio", { name: "2 stars" }));
    await user.type(form.getByRole("textbox", { name: /Title/ }), "Again");
    await user.type(form.getByRole("textbox", { name: /Review/ }), "Twice.");
    await user.click(form.getByRole("button", { name: "Post review" }));
    expect(await form.findByRole("alert")).toHaveTextContent("You have reviewed this part already: edit your review.");
  });

  it("offers Edit and Delete on one's own review, and no form", async () => {
    renderPage(<ReviewsSection part={reviewedPart([review("r5", { mine: true, title: "Mine" })], [0, 0, 0, 1, 0], 4)} />, { mocks: [myGarageMock([])] });
    const mine = within(await screen.findByRole("article", { name: "Mine" }));
    expect(mine.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(mine.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(mine.queryByRole("button", { name: /Helpful/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Write a review" })).not.toBeInTheDocument();
  });
});

describe("partPageMeta", () => {
  it("gives the Product its AggregateRating and up to 5 reviews", () => {
    const many = Array.from({ length: 7 }, (_, i) => review(`r${i}`, { authorName: `Rider ${i}`, rating: 5 - (i % 5) }));
    const part = {
      name: "Pads",
      description: "",
      picture: "/p.jpg",
      brand: null,
      partNumber: null,
      price: 10,
      soldOut: false,
      gtin: null,
      returnable: true,
      productCategory: null,
      universalFit: false,
      fitment: [],
      ...useFragment(ReviewsSectionFragment, reviewedPart(many, [1, 1, 1, 2, 2], 3.6)),
    } as unknown as NonNullable<ProductPartQuery["part"]>;
    const product = partPageMeta(part, []).jsonLd?.[0] as Record<string, unknown>;
    expect(product.aggregateRating).toEqual(expect.objectContaining({ "@type": "AggregateRating", ratingValue: 3.6, reviewCount: 7 }));
    const listed = product.review as Record<string, unknown>[];
    expect(listed).toHaveLength(5);
    expect(listed[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Rider 0" },
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5 },
      name: "Review r0",
      reviewBody: "Good bite, no fade.",
      datePublished: "2026-11-20",
    });
  });

  it("leaves the rating out without reviews", () => {
    const part = {
      name: "Pads",
      description: "",
      picture: "/p.jpg",
      brand: null,
      partNumber: null,
      price: 10,
      soldOut: false,
      gtin: null,
      returnable: true,
      productCategory: null,
      universalFit: false,
      fitment: [],
      ...useFragment(ReviewsSectionFragment, reviewedPart([])),
    } as unknown as NonNullable<ProductPartQuery["part"]>;
    expect(partPageMeta(part, []).jsonLd?.[0]).not.toHaveProperty("aggregateRating");
  });
});
