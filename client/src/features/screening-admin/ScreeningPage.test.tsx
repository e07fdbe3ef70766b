import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockOperation, type Answer } from "../../test/mocks";
import type { ScreeningListQuery, ScreeningReviewsQuery } from "../../gql/graphql";
import ScreeningPage from "./ScreeningPage";
import { ClearScreeningDocument, RefuseScreeningDocument, ScreeningListDocument, ScreeningReviewsDocument } from "./operations";

type Review = Answer<ScreeningReviewsQuery>["screeningReviews"][number];

const list: Answer<ScreeningListQuery>["screeningList"] = {
  __typename: "ScreeningList",
  entries: 22,
  importedAt: "2026-11-27T09:30:00.000Z",
  importedBy: "admin@motoparts.test",
  sources: [
    { __typename: "ScreeningListSource", source: "Specially Designated Nationals (SDN) - Treasury Department", entries: 11 },
    { __typename: "ScreeningListSource", source: "Entity List (EL) - Bureau of Industry and Security", entries: 11 },
  ],
};

const held: Review = {
  __typename: "ScreeningReview",
  status: "HELD",
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  order: {
    __typename: "Order",
    id: "o-1",
    number: "MP-100200",
    email: "buyer@example.com",
    total: 85.07,
    createdAt: "2026-11-27T10:00:00.000Z",
    shippingAddress: { __typename: "OrderAddress", fullName: "Trading Zorvex Ltd", city: "Dubai", countryName: "United Arab Emirates" },
  },
  matches: [
    {
      __typename: "ScreeningMatch",
      party: "RECIPIENT",
      partyName: "Trading Zorvex Ltd",
      entryName: "Zorvex Trading Ltd",
      source: "Specially Designated Nationals (SDN) - Treasury Department",
      programs: ["IRAN-EO13846"],
      countries: ["AE", "IR"],
      score: 1,
      sameCountry: true,
    },
  ],
};

beforeEach(() => toaster.remove());

describe("ScreeningPage", () => {
  it("shows the list as loaded and the held orders with what matched, on which list, how closely", async () => {
    renderPage(<ScreeningPage />, {
      path: "/dashboard/screening",
      mocks: [mockOperation(ScreeningListDocument, {}, { screeningList: list }), mockOperation(ScreeningReviewsDocument, { status: "HELD" }, { screeningReviews: [held] })],
    });
    expect(await screen.findByText(/22 parties from 2 lists\./)).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Entries by list" })).toHaveTextContent("Entity List (EL) - Bureau of Industry and Security11");
    const matches = await screen.findByRole("table", { name: "Names of MP-100200 that matched the list" });
    const row = within(matches).getAllByRole("row")[1];
    expect(row).toHaveTextContent("RecipientTrading Zorvex Ltd");
    expect(row).toHaveTextContent("Zorvex Trading Ltd");
    expect(row).toHaveTextContent("IRAN-EO13846");
    expect(row).toHaveTextContent("United Arab Emirates, Iran");
    expect(row).toHaveTextContent("same country as the destination");
    expect(row).toHaveTextContent("100%");
    expect(screen.getByRole("link", { name: "Order MP-100200" })).toHaveAttribute("href", "/dashboard/orders/o-1");
  });

  it("clears an order only with a note, then refuses another", async () => {
    const user = userEvent.setup();
    const cleared = jest.fn(() => ({ clearScreening: { __typename: "Order" as const, id: "o-1", screening: "CLEARED" as const, status: "unpaid" as const } }));
    const refused = jest.fn(() => ({ refuseScreening: { __typename: "Order" as const, id: "o-1", screening: "REFUSED" as const, status: "cancelled" as const } }));
    renderPage(<ScreeningPage />, {
      path: "/dashboard/screening",
      mocks: [
        mockOperation(ScreeningListDocument, {}, { screeningList: list }),
        mockOperation(ScreeningReviewsDocument, { status: "HELD" }, { screeningReviews: [held] }),
        mockOperation(ClearScreeningDocument, { orderId: "o-1", note: "A dealer in Dubai, not the listed company." }, cleared),
        mockOperation(ScreeningReviewsDocument, { status: "HELD" }, { screeningReviews: [held] }),
        mockOperation(RefuseScreeningDocument, { orderId: "o-1", note: "The listed company." }, refused),
        mockOperation(ScreeningReviewsDocument, { status: "HELD" }, { screeningReviews: [] }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Clear MP-100200" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear MP-100200" });
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    expect(await within(dialog).findByText("Say why: a note is required.")).toBeInTheDocument();
    expect(cleared).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Why/), "A dealer in Dubai, not the listed company.");
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    expect(await screen.findByText("Cleared MP-100200: its buyer can pay now.")).toBeInTheDocument();
    expect(cleared).toHaveBeenCalledTimes(1);

    await user.click(await screen.findByRole("button", { name: "Refuse MP-100200" }));
    const refuse = await screen.findByRole("dialog", { name: "Refuse MP-100200" });
    expect(refuse).toHaveTextContent("never which list matched");
    await user.type(within(refuse).getByLabelText(/Why/), "The listed company.");
    await user.click(within(refuse).getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("Refused MP-100200: it is cancelled.")).toBeInTheDocument();
    expect(await screen.findByText("No order is waiting for review.")).toBeInTheDocument();
  });

  it("says when no list is loaded", async () => {
    renderPage(<ScreeningPage />, {
      path: "/dashboard/screening",
      mocks: [
        mockOperation(ScreeningListDocument, {}, { screeningList: { ...list, entries: 0, sources: [], importedAt: null, importedBy: null } }),
        mockOperation(ScreeningReviewsDocument, { status: "HELD" }, { screeningReviews: [] }),
      ],
    });
    expect(await screen.findByText(/No list is loaded/)).toBeInTheDocument();
    // The two queries answer independently: the reviews' may come second.
    expect(await screen.findByText("No order is waiting for review.")).toBeInTheDocument();
  });
});
