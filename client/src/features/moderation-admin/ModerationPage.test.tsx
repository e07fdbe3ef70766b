import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer } from "../../test/mocks";
import type { ReportedContentQuery } from "../../gql/graphql";
import ModerationPage from "./ModerationPage";
import { HideContentDocument, ReportedContentDocument, RestoreContentDocument } from "./operations";

type Item = Answer<ReportedContentQuery>["reportedContent"][number];

const review: Item = {
  __typename: "ContentReportSummary",
  kind: "REVIEW",
  id: "8d3c2f6e-1a2b-4c3d-8e9f-000000000001",
  text: "Junk pads\nBuy the real ones at https://spam.example/pads instead.",
  authorName: "Dana Rider",
  partId: "part-1",
  reports: 7,
  reasons: ["Spam link", "Advertising", "Spam", "Spam again", "Not a review"],
  hidden: false,
  hiddenReason: null,
  lastReportedAt: "2026-12-02T12:00:00.000Z",
};

const answer: Item = {
  __typename: "ContentReportSummary",
  kind: "ANSWER",
  id: "8d3c2f6e-1a2b-4c3d-8e9f-000000000002",
  text: "Ask someone who knows.",
  authorName: "Sam Mechanic",
  partId: "part-2",
  reports: 1,
  reasons: ["Rude"],
  hidden: true,
  hiddenReason: "Insults the asker",
  lastReportedAt: "2026-12-01T12:00:00.000Z",
};

const path = "/dashboard/moderation";

describe("ModerationPage", () => {
  it("lists the reported items as the server sends them, most recent first, with what riders said", async () => {
    renderPage(<ModerationPage />, { path, mocks: [mockOperation(ReportedContentDocument, {}, { reportedContent: [review, answer] })] });
    expect(screen.getByRole("heading", { level: 2, name: "Moderation" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading the reports…" })).toBeInTheDocument();
    expect(document.title).toBe("Moderation | MotoParts USA");

    const list = await screen.findByRole("list", { name: "Reported items" });
    const [first, second] = within(list).getAllByRole("listitem").filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent("Review");
    expect(first).toHaveTextContent("7 reports");
    expect(first).toHaveTextContent("By Dana Rider");
    expect(first).toHaveTextContent("Buy the real ones at https://spam.example/pads instead.");
    // The rider's text stays text: its address is not a link.
    expect(within(first).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/product/part-1"]);
    const reasons = within(first).getByRole("list", { name: "Reasons given (the 5 newest of 7)" });
    expect(within(reasons).getAllByRole("listitem").map((li) => li.textContent)).toEqual(review.reasons);
    expect(within(first).getByRole("link", { name: "View part of the review by Dana Rider" })).toHaveAttribute("href", "/product/part-1");
    expect(within(first).getByRole("button", { name: "Hide the review by Dana Rider" })).toHaveTextContent("Hide");
    expect(first).not.toHaveTextContent("Hidden");

    expect(second).toHaveTextContent("Answer");
    expect(second).toHaveTextContent("1 report");
    expect(within(second).getByRole("list", { name: "Reasons given" })).toHaveTextContent("Rude");
    expect(second).toHaveTextContent("Hidden: Insults the asker");
    expect(within(second).getByRole("button", { name: "Restore the answer by Sam Mechanic" })).toHaveTextContent("Restore");
  });

  it("hides an item only with a reason, sends it, and says so", async () => {
    const user = userEvent.setup();
    const hidden = jest.fn(() => ({
      hideContent: { __typename: "ContentModeration" as const, kind: "REVIEW" as const, id: review.id, hidden: true, hiddenReason: "Advertises another shop" },
    }));
    renderPage(<ModerationPage />, {
      path,
      mocks: [
        mockOperation(ReportedContentDocument, {}, { reportedContent: [review] }),
        mockOperation(HideContentDocument, { kind: "REVIEW", id: review.id, reason: "Advertises another shop" }, hidden),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Hide the review by Dana Rider" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide the review by Dana Rider" });
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await within(dialog).findByText("Reason is required.")).toBeInTheDocument();
    expect(hidden).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Why hide it\?/), "Advertises another shop");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await screen.findByText("Hid the review by Dana Rider: it is off the part's page.")).toHaveAttribute("aria-live", "polite");
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The list shows it hidden, with the reason, and offers to restore it.
    expect(await screen.findByText("Hidden: Advertises another shop")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restore the review by Dana Rider" })).toBeInTheDocument();
  });

  it("restores a hidden item and says so", async () => {
    const user = userEvent.setup();
    const restored = jest.fn(() => ({
      restoreContent: { __typename: "ContentModeration" as const, kind: "ANSWER" as const, id: answer.id, hidden: false, hiddenReason: null },
    }));
    renderPage(<ModerationPage />, {
      path,
      mocks: [mockOperation(ReportedContentDocument, {}, { reportedContent: [review, answer] }), mockOperation(RestoreContentDocument, { kind: "ANSWER", id: answer.id }, restored)],
    });
    await user.click(await screen.findByRole("button", { name: "Restore the answer by Sam Mechanic" }));
    expect(await screen.findByText("Restored the answer by Sam Mechanic: it shows on the part's page again.")).toHaveAttribute("aria-live", "polite");
    expect(restored).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Hide the answer by Sam Mechanic" })).toHaveFocus();
    expect(screen.queryByText("Hidden: Insults the asker")).not.toBeInTheDocument();
  });

  it("says when nothing is reported", async () => {
    renderPage(<ModerationPage />, { path, mocks: [mockOperation(ReportedContentDocument, {}, { reportedContent: [] })] });
    expect(await screen.findByText(/^No reports\./)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Reported items" })).not.toBeInTheDocument();
  });

  it("says when the reports cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    renderPage(<ModerationPage />, {
      path,
      mocks: [
        mockErrors(ReportedContentDocument, {}, [new GraphQLError("The shop's database is busy.", { extensions: { code: "INTERNAL_SERVER_ERROR" } })]),
        mockOperation(ReportedContentDocument, {}, { reportedContent: [answer] }),
      ],
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the reports.");
    expect(alert).toHaveTextContent("The shop's database is busy.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Restore the answer by Sam Mechanic" })).toBeInTheDocument();
  });
});
