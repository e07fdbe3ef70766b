import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import type { FitPosition } from "../../gql/graphql";
import { AddToCartDocument } from "../../lib/cart-operations";
import { cartOf } from "../../test/cart";
import { mockErrors, mockNetworkError, mockOperation, type OperationMock } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { myGarageMock, mt07, storeGuestGarage } from "../../test/garage";
import { MyAddressesDocument } from "../../components/AddressForm";
import { estimate, partDeliveryMock, shippingDestinationsMock, zones } from "./delivery-test-data";
import { PartFitDocument } from "./FitVerdict";
import { part, PART_ID } from "./part-test-data";
import ProductPage, { ProductPartDocument } from "./ProductPage";
import { PartQuestionsDocument } from "./QuestionsSection";

/** No questions about the part yet (its section asks for them on every render of the page). */
export const noQuestionsMock = () =>
  mockOperation(
    PartQuestionsDocument,
    { id: PART_ID, first: 10 },
    { part: { __typename: "Part", id: PART_ID, questions: { __typename: "PartQuestionConnection", edges: [], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null }, totalCount: 0 } } },
    { uses: Infinity },
  );

const partMock = (overrides: Parameters<typeof part>[0] = {}) => mockOperation(ProductPartDocument, { id: PART_ID }, { part: part(overrides), deliveryZones: zones });

/** Where the shop ships, and the part's dates to the United States (a browser in en-US, nothing chosen). */
const deliveryMocks = () => [shippingDestinationsMock(), partDeliveryMock(PART_ID, "US", estimate({ method: "US domestic" }))];

/** The login page as the route guard's visitors reach it: where it will send them back to. */
function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string; search: string; hash: string } } | null)?.from;
  return <p>login page, back to {from ? `${from.pathname}${from.search}${from.hash}` : "nowhere"}</p>;
}

function renderProduct({ mocks = [partMock()], signedOut = false, id = PART_ID }: { mocks?: OperationMock[]; signedOut?: boolean; id?: string } = {}) {
  return renderPage(<ProductPage />, {
    path: `/product/${id}`,
    routePath: "/product/:id",
    mocks: [
      ...mocks,
      noQuestionsMock(),
      ...deliveryMocks(),
      // A signed-in rider's garage and address book, where the destination's defaults come from: both empty.
      ...(signedOut ? [] : [myGarageMock([]), mockOperation(MyAddressesDocument, {}, { myAddresses: [] }, { uses: Infinity })]),
    ],
    session: signedOut ? fakeSession({ status: "signedOut", user: null }) : undefined,
    routes: [{ path: "/login", element: <LoginProbe /> }],
  });
}

describe("ProductPage", () => {
  it("shows the part to a signed-out visitor, says why buying needs signing in, and comes back to buying after", async () => {
    const user = userEvent.setup();
    renderProduct({ signedOut: true });
    expect(await screen.findByRole("heading", { level: 1, name: "EBC sintered brake pads" })).toBeInTheDocument();
    expect(document.title).toBe("EBC sintered brake pads | MotoParts USA");
    expect(screen.getByText("$29.99 per piece")).toBeInTheDocument();
    expect(screen.getByText("EBC")).toBeInTheDocument();
    expect(screen.getByText("FA244HH")).toBeInTheDocument();
    expect(screen.getByText("5 pices")).toBeInTheDocument();
    expect(screen.getByText("In stock")).toBeInTheDocument();
    expect(screen.getByText("Sintered pads for sport bikes.")).toBeInTheDocument();

    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Brakes", "/category/brakes"],
      ["Brake pads", "/category/brake-pads"],
      ["EBC sintered brake pads", null],
    ]);
    expect(breadcrumb.getByRole("link", { name: "EBC sintered brake pads" })).toHaveAttribute("aria-current", "page");

    const specs = screen.getByRole("table", { name: "Specifications" });
    expect(within(specs).getByRole("rowheader", { name: "Compound" })).toHaveAttribute("scope", "row");
    expect(within(specs).getByRole("row", { name: "Position Front" })).toBeInTheDocument();

    const buy = screen.getByRole("link", { name: "Sign in to buy" });
    expect(buy).toHaveAccessibleDescription("Sign in to buy: we ask so that we can send your order confirmation.");
    expect(buy).toHaveAttribute("href", "/login");
    await user.click(buy);
    expect(await screen.findByText(`login page, back to /allparts/${PART_ID}`)).toBeInTheDocument();
  });

  it("leads a signed-in shopper straight to the purchase page", async () => {
    renderProduct();
    expect(await screen.findByRole("link", { name: "Buy now" })).toHaveAttribute("href", `/allparts/${PART_ID}`);
    expect(screen.queryByText(/Sign in to buy/)).not.toBeInTheDocument();
  });

  it("adds a quantity within the minimum and the stock to a signed-in shopper's cart, beside Buy now", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ addToCart: cartOf([]) }));
    renderProduct({ mocks: [partMock({ avquantity: 8 }), mockOperation(AddToCartDocument, { partId: PART_ID, quantity: 6 }, added)] });
    const form = within(await screen.findByRole("form", { name: "Add EBC sintered brake pads to cart" }));
    expect(screen.getByRole("link", { name: "Buy now" })).toHaveAttribute("href", `/allparts/${PART_ID}`);
    const quantity = form.getByRole("spinbutton", { name: "Quantity" });
    expect(quantity).toHaveValue(5);
    await user.clear(quantity);
    await user.type(quantity, "9");
    await user.click(form.getByRole("button", { name: "Add to cart" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Only 8 of EBC sintered brake pads left.");
    await user.clear(quantity);
    await user.type(quantity, "6");
    await user.click(form.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("6 × EBC sintered brake pads")).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
  });

  it("says how few are left, and a sold-out part cannot be bought", async () => {
    const { unmount } = renderProduct({ mocks: [partMock({ avquantity: 7 })] });
    expect(await screen.findByText("Only 7 left")).toBeInTheDocument();
    unmount();

    renderProduct({ mocks: [partMock({ avquantity: 2, soldOut: true })], signedOut: true });
    expect(await screen.findByRole("button", { name: "Sold out" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Buy/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to be emailed" })).toHaveAttribute("href", "/login");
  });

  it("shows each picture when its thumbnail is chosen, and the placeholder for one that fails", async () => {
    const user = userEvent.setup();
    renderProduct();
    const main = await screen.findByRole("img", { name: "EBC sintered brake pads, picture 1 of 3" });
    expect(main).toHaveAttribute("src", "/images/parts/pads-front.jpg");
    const second = screen.getByRole("button", { name: "Show picture 2 of 3" });
    expect(second).toHaveAttribute("aria-pressed", "false");
    await user.click(second);
    expect(second).toHaveAttribute("aria-pressed", "true");
    const shown = screen.getByRole("img", { name: "EBC sintered brake pads, picture 2 of 3" });
    expect(shown).toHaveAttribute("src", "/images/parts/pads-back.jpg");

    fireEvent.error(shown);
    const placeholder = await screen.findByRole("img", { name: "EBC sintered brake pads (picture not available)" });
    expect(placeholder).toHaveAttribute("src", "/images/categories/brakes.svg");
  });

  it("shows the picture alone when the part has no gallery, and no empty sections", async () => {
    renderProduct({ mocks: [partMock({ images: [], specs: [], brand: null, partNumber: null, productCategory: null })] });
    expect(await screen.findByRole("img", { name: "EBC sintered brake pads" })).toHaveAttribute("src", "/images/parts/pads-front.jpg");
    expect(screen.queryByRole("button", { name: /Show picture/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByText("Brand")).not.toBeInTheDocument();
  });

  it.each([
    ["an unknown id", "NOT_FOUND"],
    ["a malformed id", "BAD_USER_INPUT"],
  ])("says the part is not found for %s", async (_, code) => {
    renderProduct({
      id: "not-a-part",
      mocks: [mockErrors(ProductPartDocument, { id: "not-a-part" }, [{ message: "No such part.", extensions: { code } }])],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Part not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Part not found | MotoParts USA");
  });

  it("offers a retry when the shop cannot be reached", async () => {
    const user = userEvent.setup();
    renderProduct({ mocks: [mockNetworkError(ProductPartDocument, { id: PART_ID }, new Error("offline")), partMock()] });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load this part.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "EBC sintered brake pads" })).toBeInTheDocument();
  });
});

describe("ProductPage and the rider's bike", () => {
  const guest = fakeSession({ status: "signedOut", user: null });
  const fitMock = (status: "FITS" | "FITS_WITH_NOTE" | "DOES_NOT_FIT" | "UNIVERSAL" | "UNKNOWN", notes: string[] = [], positions: FitPosition[] = []) =>
    mockOperation(PartFitDocument, { id: PART_ID, vehicleId: mt07.id }, { part: { __typename: "Part", id: PART_ID, fitsVehicle: { __typename: "FitAnswer", status, notes, positions } } });
  const renderWithBike = (fit: OperationMock, overrides: Parameters<typeof part>[0] = {}) => {
    storeGuestGarage([mt07], mt07.id);
    return renderPage(<ProductPage />, { path: `/product/${PART_ID}`, routePath: "/product/:id", session: guest, mocks: [partMock(overrides), fit, noQuestionsMock(), ...deliveryMocks()] });
  };
  beforeEach(() => localStorage.clear());

  it("says it fits the active bike", async () => {
    renderWithBike(fitMock("FITS"));
    expect(await screen.findByText("Fits your 2019 Yamaha MT-07")).toBeInTheDocument();
  });

  it("says it fits with a note, and gives the note", async () => {
    renderWithBike(fitMock("FITS_WITH_NOTE", ["Requires adapter kit 1234"]));
    expect(await screen.findByText("Fits with a note: Requires adapter kit 1234")).toBeInTheDocument();
  });

  it("says where on the bike a part for one position goes", async () => {
    renderWithBike(fitMock("FITS", [], ["FRONT"]));
    expect(await screen.findByText("Fits your 2019 Yamaha MT-07")).toBeInTheDocument();
    expect(screen.getByText("Position on your bike: Front.")).toBeInTheDocument();
  });

  it("says it does not fit, and links to the parts of its category that do", async () => {
    renderWithBike(fitMock("DOES_NOT_FIT"));
    expect(await screen.findByText("Does not fit your 2019 Yamaha MT-07")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the parts of this category that fit your 2019 Yamaha MT-07" })).toHaveAttribute("href", "/category/brake-pads");
  });

  it("says it fits every bike", async () => {
    renderWithBike(fitMock("UNIVERSAL"));
    expect(await screen.findByText("Universal fit")).toBeInTheDocument();
  });

  it("says the fitment is not known, and links to the contact form with the question written", async () => {
    renderWithBike(fitMock("UNKNOWN"));
    expect(await screen.findByText("Fitment not known")).toBeInTheDocument();
    const href = screen.getByRole("link", { name: "Ask us whether it fits your bike" }).getAttribute("href")!;
    const url = new URL(href, "http://shop.test");
    expect(url.pathname).toBe("/");
    expect(url.hash).toBe("#contact");
    expect(url.searchParams.get("message")).toBe("Does EBC sintered brake pads (part no. FA244HH) fit my 2019 Yamaha MT-07?");
  });

  it("invites a visitor without a bike to add theirs", async () => {
    renderProduct({ signedOut: true });
    expect(await screen.findByText("Add your bike to your garage and we will tell you whether this part fits it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your bike" })).toHaveAttribute("href", "/garage");
    expect(screen.getByText("No fitment data.")).toBeInTheDocument();
  });

  it("lists the fitment by make and model, years collapsed, filterable, and the part numbers", async () => {
    const user = userEvent.setup();
    const range = (id: string, make: string, model: string, yearFrom: number, yearTo: number, more: { variant?: string; notes?: string } = {}) => ({
      __typename: "Fitment" as const,
      id,
      make,
      model,
      makeSlug: make.toLowerCase(),
      modelSlug: model.toLowerCase(),
      yearFrom,
      yearTo,
      variant: more.variant ?? null,
      market: null,
      position: "FRONT" as const,
      notes: more.notes ?? null,
    });
    renderProduct({
      signedOut: true,
      mocks: [
        partMock({
          fitment: [range("f1", "Yamaha", "MT-07", 2021, 2024), range("f2", "Yamaha", "MT-07", 2018, 2020), range("f3", "Yamaha", "MT-07", 2014, 2016, { variant: "ABS", notes: "With ABS" }), range("f4", "Honda", "CB650R", 2019, 2019)],
          partNumbers: [
            { __typename: "PartNumber", brand: "EBC", number: "FA244HH", kind: "MANUFACTURER" },
            { __typename: "PartNumber", brand: "Yamaha", number: "1WS-W0045-00", kind: "OEM" },
          ],
          supersededBy: { __typename: "Part", id: "part-new", name: "EBC pads, 2025", partNumber: "FA244HH2" },
        }),
      ],
    });
    const yamaha = within(await screen.findByRole("table", { name: "Yamaha MT-07" }));
    const rows = yamaha.getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["2014–2016", "2018–2024"]);
    expect(within(rows[0]).getByText("With ABS")).toBeInTheDocument();
    expect(yamaha.getByRole("link", { name: "2018–2024: parts for the 2024 Yamaha MT-07" })).toHaveAttribute("href", "/bikes/yamaha/mt-07/2024");
    expect(within(screen.getByRole("table", { name: "Honda CB650R" })).getByText("2019")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Filter by make or model" }), "mt07");
    expect(screen.queryByRole("table", { name: "Honda CB650R" })).not.toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Yamaha MT-07" })).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "EBC pads, 2025 (FA244HH2)" })).toHaveAttribute("href", "/product/part-new");
    expect(within(screen.getByRole("list", { name: "OEM" })).getByText("1WS-W0045-00")).toBeInTheDocument();
  });
});
