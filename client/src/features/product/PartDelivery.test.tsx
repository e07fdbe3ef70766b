import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CurrenciesDocument } from "../../lib/currency";
import { beginHydration, endHydration } from "../../lib/hydration";
import { mockNetworkError, mockOperation, type OperationMock } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { estimate, partDeliveryMock, shippingDestinationsMock, zones } from "./delivery-test-data";
import { part, PART_ID } from "./part-test-data";
import { PartDeliveryDocument } from "./PartDelivery";
import ProductPage, { ProductPartDocument } from "./ProductPage";
import { PartQuestionsDocument } from "./QuestionsSection";

const questions = () =>
  mockOperation(
    PartQuestionsDocument,
    { id: PART_ID, first: 10 },
    { part: { __typename: "Part", id: PART_ID, questions: { __typename: "PartQuestionConnection", edges: [], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null }, totalCount: 0 } } },
    { uses: Infinity },
  );

// A browser in Germany or Cuba prices in its currency: no rates, so prices stay in US dollars.
const noRates = mockOperation(CurrenciesDocument, {}, { currencies: [] }, { uses: Infinity });

function renderDelivery(mocks: OperationMock[], overrides: Parameters<typeof part>[0] = {}) {
  return renderPage(<ProductPage />, {
    path: `/product/${PART_ID}`,
    routePath: "/product/:id",
    session: fakeSession({ status: "signedOut", user: null }),
    mocks: [mockOperation(ProductPartDocument, { id: PART_ID }, { part: part(overrides), deliveryZones: zones }), questions(), shippingDestinationsMock(), ...mocks, noRates],
  });
}

const block = () => within(screen.getByRole("region", { name: "Delivery" }));
/** The page's delivery block once the part has loaded. */
const loaded = () => screen.findByRole("region", { name: "Delivery" });
const dates = () => screen.getByTestId("part-delivery-dates");
/** A cut-off this many minutes (and half a minute) from now: the countdown, read at the answer, says the minutes. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();

let language: jest.SpyInstance | undefined;
const browserLanguage = (tag: string) => (language = jest.spyOn(window.navigator, "language", "get").mockReturnValue(tag));

beforeEach(() => localStorage.clear());
afterEach(() => language?.mockRestore());

describe("the part page's delivery dates", () => {
  it("gives the dates to the browser's country, with the time left to keep them, said politely as they change", async () => {
    renderDelivery([partDeliveryMock(PART_ID, "US", () => estimate({ method: "US domestic", orderBefore: inMinutes(3 * 60 + 20) }))]);
    await loaded();
    expect(await block().findByText("Arrives Tue 8 Dec – Fri 11 Dec")).toBeInTheDocument();
    // The countdown's own words are not announced each minute: the dates are.
    expect(dates()).toHaveTextContent("to United States by US domestic · order within 3 h 20 min");
    expect(within(dates()).getByText("order within 3 h 20 min")).toHaveAttribute("aria-live", "off");
    expect(dates()).toHaveAttribute("aria-live", "polite");
    expect(dates()).toHaveAttribute("role", "status");
    const picker = block().getByRole("combobox", { name: "Deliver to" });
    expect(picker).toHaveValue("US");
    expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual(["Australia", "France", "Germany", "Japan", "Norway", "United Kingdom", "United States"]);
  });

  it("asks for another country's dates when the shopper picks it, and keeps the choice", async () => {
    const user = userEvent.setup();
    renderDelivery([
      partDeliveryMock(PART_ID, "US", estimate({ method: "US domestic" })),
      partDeliveryMock(PART_ID, "DE", () => estimate({ earliest: "2026-12-15", latest: "2026-12-18", orderBefore: inMinutes(45) })),
    ]);
    await loaded();
    await block().findByText("Arrives Tue 8 Dec – Fri 11 Dec");
    await user.selectOptions(block().getByRole("combobox", { name: "Deliver to" }), "Germany");
    expect(await within(dates()).findByText("Arrives Tue 15 Dec – Fri 18 Dec")).toBeInTheDocument();
    expect(dates()).toHaveTextContent("to Germany by Standard international · order within 45 min");
    expect(JSON.parse(localStorage.getItem("motoparts.destination.v1")!)).toBe("DE");
  });

  it("starts from the browser's region, and the shopper's own choice beats it", async () => {
    browserLanguage("de-DE");
    const { unmount } = renderDelivery([partDeliveryMock(PART_ID, "DE", estimate())]);
    await loaded();
    expect(await block().findByText("to Germany by Standard international · dispatched by Tue 1 Dec")).toBeInTheDocument();
    expect(block().getByRole("combobox", { name: "Deliver to" })).toHaveValue("DE");
    unmount();

    localStorage.setItem("motoparts.destination.v1", JSON.stringify("JP"));
    renderDelivery([partDeliveryMock(PART_ID, "JP", estimate({ method: "Standard international", earliest: "2026-12-09", latest: "2026-12-09" }))]);
    await loaded();
    expect(await block().findByText("Arrives Wed 9 Dec")).toBeInTheDocument();
    expect(block().getByText("to Japan by Standard international · dispatched by Tue 1 Dec")).toBeInTheDocument();
  });

  it("says where the shop does not ship, without asking for dates", async () => {
    browserLanguage("es-CU");
    renderDelivery([]);
    await loaded();
    expect(await block().findByText("We don't ship to Cuba yet.")).toBeInTheDocument();
    const picker = block().getByRole("combobox", { name: "Deliver to" });
    expect(picker).toHaveValue("CU");
    expect(within(picker).getByRole("option", { name: "Cuba" })).toBeInTheDocument();
  });

  it("says honestly when a sold-out part would arrive, or that nobody knows yet", async () => {
    const { unmount } = renderDelivery(
      [partDeliveryMock(PART_ID, "US", estimate({ inStock: false, earliest: "2026-12-15", latest: "2026-12-18", dispatchBy: "2026-12-09", method: "US domestic" }))],
      { soldOut: true, avquantity: 0 },
    );
    await loaded();
    expect(await block().findByText("Back in stock soon: it would arrive Tue 15 Dec – Fri 18 Dec")).toBeInTheDocument();
    expect(block().getByText("to United States by US domestic · dispatched by Wed 9 Dec, once restocked")).toBeInTheDocument();
    unmount();

    renderDelivery([partDeliveryMock(PART_ID, "US", null)], { soldOut: true, avquantity: 0 });
    await loaded();
    expect(await block().findByText("No delivery date yet: we don't know when it will be back in stock.")).toBeInTheDocument();
  });

  it("asks for nothing while a server-rendered page hydrates, then shows a retry when the dates cannot come", async () => {
    const user = userEvent.setup();
    localStorage.setItem("motoparts.destination.v1", JSON.stringify("DE"));
    beginHydration();
    renderDelivery([mockNetworkError(PartDeliveryDocument, { id: PART_ID, country: "DE" }, new Error("offline")), partDeliveryMock(PART_ID, "DE", estimate(), 1)]);
    await loaded();
    // As the server sent it: skeletons, said busy, and the shop's own country in the picker.
    expect(dates()).toHaveTextContent("Finding the delivery dates…");
    expect(dates()).toHaveAttribute("aria-busy", "true");
    expect(block().getByRole("combobox", { name: "Deliver to" })).toHaveValue("US");
    act(() => endHydration());
    expect(block().getByRole("combobox", { name: "Deliver to" })).toHaveValue("DE");
    const alert = await block().findByRole("alert");
    expect(alert).toHaveTextContent("We could not get the delivery dates.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await block().findByText("to Germany by Standard international · dispatched by Tue 1 Dec")).toBeInTheDocument();
    expect(block().queryByRole("alert")).not.toBeInTheDocument();
  });
});
