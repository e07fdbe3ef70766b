import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { createApolloClient } from "../../lib/apollo-client";
import { renderPage } from "../../test/render";
import { HomePartsDocument } from "./operations";
import { PartsGrid } from "./PartsGrid";
import { LONG_DESCRIPTION, makePart, partsMock, partsPage } from "./test-data";
import { mockErrors, mockNetworkError, type OperationMock } from "../../test/mocks";

/** Renders the grid on the app's real cache (with its relayStylePagination policy for `parts`). */
function renderGrid(mocks: OperationMock[]) {
  const cache = createApolloClient(() => null).cache;
  return renderPage(
    <MockedProvider mocks={mocks} cache={cache}>
      <PartsGrid />
    </MockedProvider>,
  );
}

const cards = () => screen.getAllByRole("article");

describe("PartsGrid", () => {
  it("shows skeletons, then one card per part with its details", async () => {
    renderGrid([partsMock(partsPage([makePart(1, { description: LONG_DESCRIPTION, price: 49.5, minquantity: 4, avquantity: 120 }), makePart(2)]))]);

    expect(screen.getByRole("status")).toHaveTextContent("Loading parts…");
    const card = (await screen.findByRole("article", { name: "Part number 1" }));
    expect(cards()).toHaveLength(2);

    const inCard = within(card);
    expect(inCard.getByRole("img", { name: "Part number 1" })).toHaveAttribute("loading", "lazy");
    // cut to the first 90 characters, then an ellipsis
    const preview = `${LONG_DESCRIPTION.slice(0, 90)}…`;
    expect(inCard.getByText(preview)).toBeInTheDocument();
    expect(inCard.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
    expect(inCard.getByText(/\$49\.50/)).toBeInTheDocument();
    expect(inCard.getByText("Minimum: 4 pices")).toBeInTheDocument();
    expect(inCard.getByText("Available: 120 pices")).toBeInTheDocument();
    expect(inCard.getByRole("link", { name: /Book Now/ })).toHaveAttribute("href", "/allparts/part-1");

    // a short description is shown whole, with no ellipsis
    expect(within(cards()[1]).getByText("Short description 2")).toBeInTheDocument();
    expect(within(cards()[1]).getByRole("link", { name: /Book Now/ })).toHaveAttribute("href", "/allparts/part-2");
    expect(screen.queryByRole("button", { name: "Load more parts" })).not.toBeInTheDocument();
  });

  it("loads the next page with `after` and appends it", async () => {
    const first = Array.from({ length: 12 }, (_, i) => makePart(i + 1));
    const second = [makePart(13), makePart(14)];
    renderGrid([
      partsMock(partsPage(first, { hasNextPage: true, totalCount: 14 })),
      { ...partsMock(partsPage(second, { hasNextPage: false, totalCount: 14 }), "cursor-part-12"), delay: 1500 },
    ]);

    await screen.findByRole("article", { name: "Part number 12" });
    expect(cards()).toHaveLength(12);
    expect(screen.getByText("Showing 12 of 14 parts")).toBeInTheDocument();

    const loadMore = screen.getByRole("button", { name: "Load more parts" });
    fireEvent.click(loadMore);
    // the button shows it is busy while the page loads
    await waitFor(() => {
      expect(loadMore).toHaveTextContent("Loading…");
      expect(loadMore).toBeDisabled();
    });

    await screen.findByRole("article", { name: "Part number 14" }, { timeout: 5000 });
    expect(cards()).toHaveLength(14);
    expect(cards()[0]).toHaveAccessibleName("Part number 1");
    expect(screen.getByText("Showing 14 of 14 parts")).toBeInTheDocument();
    // no more pages: the button is gone
    await waitFor(() => expect(screen.queryByRole("button", { name: /Load more parts|Loading/ })).not.toBeInTheDocument());
  });

  it("says so when the catalogue is empty", async () => {
    renderGrid([partsMock(partsPage([]))]);
    expect(await screen.findByText("No parts in the catalogue yet. Check back soon.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("shows the server's error with a retry that loads the parts", async () => {
    renderGrid([
      mockErrors(HomePartsDocument, { first: 12 }, [new GraphQLError("The catalogue is resting")]),
      partsMock(partsPage([makePart(1)])),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the parts.");
    expect(alert).toHaveTextContent("The catalogue is resting");

    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the cards and shows an error when the next page fails", async () => {
    renderGrid([
      partsMock(partsPage([makePart(1)], { hasNextPage: true, totalCount: 2 })),
      mockNetworkError(HomePartsDocument, { first: 12, after: "cursor-part-1" }, new Error("offline")),
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Load more parts" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load more parts.");
    expect(alert).toHaveTextContent("We could not reach the shop");
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Load more parts" })).toBeEnabled();
  });
});
