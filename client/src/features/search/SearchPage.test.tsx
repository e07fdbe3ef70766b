import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { garageBike, mt07, myGarageMock, storedGuestGarage, storeGuestGarage } from "../../test/garage";
import { fakeSession, renderPage } from "../../test/render";
import { mockErrors, mockNetworkError, mockOperation, type OperationMock } from "../../test/mocks";
import { CurrenciesDocument } from "../../lib/currency";
import { SearchPartsDocument } from "./operations";
import SearchPage from "./SearchPage";
import { DEFAULT_FACETS, facet, makeResultPart, searchMock, searchResult } from "./test-data";

function renderSearch(path: string, mocks: OperationMock[]) {
  return renderPage(<SearchPage />, { path, routePath: "/search", mocks });
}

/** The filters beside the results (shown from `md`; jsdom applies the phones' styles, hence `hidden`). */
const panel = () => within(screen.getByLabelText("Filters", { selector: "aside" }));
const checkbox = (name: string | RegExp) => panel().getByRole("checkbox", { name, hidden: true });
const cards = () => screen.getAllByRole("article");
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe("SearchPage", () => {
  it("asks for what the URL says (query, facets, sort, stock, price) and shows it", async () => {
    renderSearch("/search?q=brake&category=brakes&category=exhaust&brand=EBC&sort=price_asc&inStock=1&minPrice=10&maxPrice=50", [
      searchMock(
        {
          query: "brake",
          filter: { categories: ["brakes", "exhaust"], brands: ["EBC"], minPrice: 10, maxPrice: 50, inStock: true },
          sort: "PRICE_ASC",
          first: 24,
        },
        searchResult([makeResultPart(1), makeResultPart(2, { brand: null, partNumber: null, avquantity: 3 })], { totalCount: 312 }),
      ),
    ]);

    expect(screen.getByRole("heading", { level: 1, name: "Results for “brake”" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    // The count is announced politely.
    const count = screen.getByText("312 parts");
    expect(count).toHaveAttribute("aria-live", "polite");
    expect(document.title).toBe("Search: “brake” | MotoParts USA");

    const first = within(cards()[0]);
    expect(first.getByRole("link", { name: "Part number 1" })).toHaveAttribute("href", "/product/part-1");
    expect(first.getByText("EBC · Part no. FA101")).toBeInTheDocument();
    expect(first.getByText("In stock")).toBeInTheDocument();
    expect(within(cards()[1]).getByText("Only 3 left")).toBeInTheDocument();

    // The controls show the URL's state.
    expect(checkbox("Brakes (12)")).toBeChecked();
    expect(checkbox("Exhaust (4)")).toBeChecked();
    expect(checkbox("EBC (9)")).toBeChecked();
    expect(checkbox("Brembo (7)")).not.toBeChecked();
    expect(checkbox("In stock only")).toBeChecked();
    expect(panel().getByRole("textbox", { name: "Min", hidden: true })).toHaveValue("10");
    expect(panel().getByRole("textbox", { name: "Max", hidden: true })).toHaveValue("50");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_asc");
  });

  it("says on a card which of the part's other numbers the search matched", async () => {
    renderSearch("/search?q=5YU-25806-00", [
      searchMock(
        { query: "5YU-25806-00", sort: "RELEVANCE", first: 24 },
        searchResult([makeResultPart(1), makeResultPart(2), makeResultPart(3)], {
          matched: { "part-1": { kind: "OEM", number: "5YU-25806-00" }, "part-2": { kind: "INTERCHANGE", number: "5YU-25806-00" } },
        }),
      ),
    ]);
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(within(cards()[0]).getByText("Matches OEM 5YU-25806-00")).toBeInTheDocument();
    expect(within(cards()[1]).getByText("Matches interchange 5YU-25806-00")).toBeInTheDocument();
    expect(within(cards()[2]).queryByText(/^Matches/)).not.toBeInTheDocument();
  });

  it("ignores what makes no sense in the URL and says '1 part'", async () => {
    renderSearch("/search?sort=cheapest&minPrice=-3&maxPrice=abc&inStock=yes", [
      searchMock({ sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "All parts" })).toBeInTheDocument();
    expect(await screen.findByText("1 part")).toBeInTheDocument();
    expect(document.title).toBe("Search | MotoParts USA");
  });

  it("updates the URL and the query when a facet is ticked, the sort changed or the stock toggle used", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch("/search?q=pads", [
      searchMock({ query: "pads", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1), makeResultPart(2)])),
      searchMock(
        { query: "pads", filter: { brands: ["Brembo"] }, sort: "RELEVANCE", first: 24 },
        searchResult([makeResultPart(3, { brand: "Brembo" })], { facets: { ...DEFAULT_FACETS, brands: [facet("EBC", 9), facet("Brembo", 1)] } }),
      ),
      searchMock(
        { query: "pads", filter: { brands: ["Brembo"] }, sort: "PRICE_DESC", first: 24 },
        searchResult([makeResultPart(4, { brand: "Brembo" })], { facets: { ...DEFAULT_FACETS, brands: [facet("EBC", 9), facet("Brembo", 1)] } }),
      ),
      searchMock(
        { query: "pads", filter: { brands: ["Brembo"], inStock: true }, sort: "PRICE_DESC", first: 24 },
        searchResult([makeResultPart(5, { brand: "Brembo" })], { facets: { ...DEFAULT_FACETS, brands: [facet("Brembo", 1)] } }),
      ),
    ]);
    await screen.findByRole("article", { name: "Part number 2" });

    await user.click(checkbox("Brembo (7)"));
    expect(await screen.findByRole("article", { name: "Part number 3" })).toBeInTheDocument();
    expect(search(router).getAll("brand")).toEqual(["Brembo"]);
    expect(search(router).get("q")).toBe("pads");
    expect(checkbox("Brembo (1)")).toBeChecked();
    expect(screen.getByText("1 part")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price_desc");
    expect(await screen.findByRole("article", { name: "Part number 4" })).toBeInTheDocument();
    expect(search(router).get("sort")).toBe("price_desc");

    await user.click(checkbox("In stock only"));
    expect(await screen.findByRole("article", { name: "Part number 5" })).toBeInTheDocument();
    expect(search(router).get("inStock")).toBe("1");

    // Back restores the previous search from the cache.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("article", { name: "Part number 4" })).toBeInTheDocument();
    expect(checkbox("In stock only")).not.toBeChecked();
  });

  it("validates the price range and applies it when a field is left or the range submitted", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch("/search?q=chain", [
      searchMock({ query: "chain", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
      searchMock({ query: "chain", filter: { maxPrice: 80.5 }, sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(2)])),
      searchMock({ query: "chain", filter: { minPrice: 20, maxPrice: 80.5 }, sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(3)])),
    ]);
    await screen.findByRole("article", { name: "Part number 1" });
    const min = panel().getByRole("textbox", { name: "Min", hidden: true });
    const max = panel().getByRole("textbox", { name: "Max", hidden: true });
    const apply = panel().getByRole("button", { name: "Apply", hidden: true });

    await user.type(min, "abc");
    await user.click(apply);
    expect(panel().getByRole("alert", { hidden: true })).toHaveTextContent("Enter prices as numbers of 0 or more.");
    expect(min).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.search).toBe("?q=chain");

    // Leaving a field applies it.
    await user.clear(min);
    await user.type(max, "80.5");
    await user.click(min);
    expect(await screen.findByRole("article", { name: "Part number 2" })).toBeInTheDocument();
    expect(search(router).get("maxPrice")).toBe("80.5");
    expect(panel().queryByRole("alert", { hidden: true })).not.toBeInTheDocument();

    await user.type(min, "90");
    await user.click(apply);
    expect(panel().getByRole("alert", { hidden: true })).toHaveTextContent("The minimum price must not be above the maximum.");
    expect(search(router).get("minPrice")).toBeNull();

    await user.clear(min);
    await user.type(min, "20{Enter}");
    expect(await screen.findByRole("article", { name: "Part number 3" })).toBeInTheDocument();
    expect(search(router).get("minPrice")).toBe("20");
    expect(search(router).get("maxPrice")).toBe("80.5");
    expect(panel().queryByRole("alert", { hidden: true })).not.toBeInTheDocument();
  });

  it("shows a shared link's dollar price range in the shopper's euros and asks for a range typed in euros in dollars", async () => {
    const user = userEvent.setup();
    const euro = { currencies: [{ __typename: "Currency" as const, code: "EUR" as const, name: "Euro", available: true, rate: { __typename: "ExchangeRate" as const, ratePerUsd: 0.9 } }] };
    const { router } = renderPage(<SearchPage />, {
      path: "/search?q=chain&minPrice=10&maxPrice=50",
      routePath: "/search",
      currency: "EUR",
      mocks: [
        mockOperation(CurrenciesDocument, {}, euro, { uses: Infinity }),
        searchMock({ query: "chain", filter: { minPrice: 10, maxPrice: 50 }, sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
        searchMock({ query: "chain", filter: { minPrice: 22.22, maxPrice: 50 }, sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(2)])),
      ],
    });
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    // $10 and $50 at 0.9 per dollar.
    const min = await panel().findByRole("textbox", { name: "Min (€)", hidden: true });
    expect(min).toHaveValue("9");
    expect(panel().getByRole("textbox", { name: "Max (€)", hidden: true })).toHaveValue("45");

    // At least €20: from $22.22 (€19.998, shown as €20.00); $22.21 shows as €19.99.
    await user.clear(min);
    await user.type(min, "20{Enter}");
    expect(await screen.findByRole("article", { name: "Part number 2" })).toBeInTheDocument();
    expect(search(router).get("minPrice")).toBe("22.22");
    expect(search(router).get("maxPrice")).toBe("50");
    expect(min).toHaveValue("20");
  });

  it("loads the next page after the last cursor and appends it", async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 24 }, (_, i) => makeResultPart(i + 1));
    renderSearch("/search?q=oil", [
      searchMock({ query: "oil", sort: "RELEVANCE", first: 24 }, searchResult(firstPage, { hasNextPage: true, totalCount: 26 })),
      searchMock(
        { query: "oil", sort: "RELEVANCE", first: 24, after: "cursor-part-24" },
        searchResult([makeResultPart(25), makeResultPart(26)], { hasNextPage: false, totalCount: 26 }),
      ),
    ]);
    await screen.findByRole("article", { name: "Part number 24" });
    expect(screen.getByText("Showing 24 of 26 parts")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more parts" }));
    expect(await screen.findByRole("article", { name: "Part number 26" })).toBeInTheDocument();
    expect(cards()).toHaveLength(26);
    expect(cards()[0]).toHaveAccessibleName("Part number 1");
    expect(screen.getByText("Showing 26 of 26 parts")).toBeInTheDocument();
    expect(screen.getByText("26 parts")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Load more parts|Loading/ })).not.toBeInTheDocument());
  });

  it("says nothing matches, offers the spelling the catalogue knows and a way to clear the filters", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch("/search?q=brkae&brand=EBC&inStock=1", [
      searchMock({ query: "brkae", filter: { brands: ["EBC"], inStock: true }, sort: "RELEVANCE", first: 24 }, searchResult([], { didYouMean: "brake" })),
      searchMock({ query: "brkae", sort: "RELEVANCE", first: 24 }, searchResult([], { didYouMean: "brake" })),
    ]);
    expect(await screen.findByText("No parts match “brkae”.")).toBeInTheDocument();
    expect(screen.getByText("0 parts")).toBeInTheDocument();
    const didYouMean = screen.getByRole("link", { name: "Did you mean “brake”?" });
    expect(new URLSearchParams(didYouMean.getAttribute("href")!.split("?")[1]).toString()).toBe("q=brake&brand=EBC&inStock=1");

    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=brkae"));
    expect(await screen.findByText("No parts match “brkae”.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Clear all filters" })).not.toBeInTheDocument());
  });

  it("shows the error with a retry that loads the results", async () => {
    const user = userEvent.setup();
    renderSearch("/search?q=lamp", [
      mockNetworkError(SearchPartsDocument, { query: "lamp", sort: "RELEVANCE", first: 24 }, new Error("offline")),
      searchMock({ query: "lamp", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load the parts.");
    expect(alert).toHaveTextContent("We could not reach the shop");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
  });

  it("shows the server's refusal of a too long query", async () => {
    renderSearch("/search?q=x", [
      mockErrors(SearchPartsDocument, { query: "x", sort: "RELEVANCE", first: 24 }, [{ message: "A search is at most 200 characters.", extensions: { code: "BAD_USER_INPUT" } }]),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("A search is at most 200 characters.");
  });

  it("opens the filters in a drawer on phones", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch("/search?q=pads", [
      searchMock({ query: "pads", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
      searchMock({ query: "pads", filter: { categories: ["exhaust"] }, sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(2)])),
    ]);
    await screen.findByRole("article", { name: "Part number 1" });
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(drawer).getByRole("checkbox", { name: "Exhaust (4)" }));
    await waitFor(() => expect(search(router).getAll("category")).toEqual(["exhaust"]));
    await user.click(await within(drawer).findByRole("button", { name: "Show 1 part" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("article", { name: "Part number 2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters (1)" })).toBeInTheDocument();
  });

  it("puts a result's minimum quantity in the cart in one click, and offers none for a sold-out part", async () => {
    const user = userEvent.setup();
    localStorage.clear();
    renderPage(<SearchPage />, {
      path: "/search?q=pads",
      routePath: "/search",
      session: fakeSession({ status: "signedOut", user: null }),
      mocks: [
        searchMock(
          { query: "pads", sort: "RELEVANCE", first: 24 },
          searchResult([makeResultPart(1, { minquantity: 3 }), makeResultPart(2, { soldOut: true, avquantity: 0 })]),
        ),
      ],
    });
    const first = within(await screen.findByRole("article", { name: "Part number 1" }));
    await user.click(first.getByRole("button", { name: /^Add to cart\s*:\s*Part number 1$/ }));
    expect(JSON.parse(localStorage.getItem("motoparts.cart.v1") ?? "null")).toEqual([{ partId: "part-1", quantity: 3, seenPrice: 11 }]);
    expect(within(screen.getByRole("article", { name: "Part number 2" })).queryByRole("button", { name: /Add to cart/ })).not.toBeInTheDocument();
  });
});

describe("SearchPage with an active bike", () => {
  const guest = fakeSession({ status: "signedOut", user: null });
  beforeEach(() => {
    localStorage.clear();
    storeGuestGarage([mt07], mt07.id);
  });

  it("shows only the parts that fit it, each with its badge, until the filter is switched off (fits=0 in the URL)", async () => {
    const user = userEvent.setup();
    const fit = (status: "FITS" | "FITS_WITH_NOTE" | "DOES_NOT_FIT" | "UNIVERSAL" | "UNKNOWN", notes: string[] = []) => ({ __typename: "FitAnswer" as const, status, notes });
    const { router } = renderPage(<SearchPage />, {
      path: "/search?q=chain",
      routePath: "/search",
      session: guest,
      mocks: [
        searchMock(
          { query: "chain", filter: { fitsVehicle: mt07.id }, sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true },
          searchResult([makeResultPart(1, { fitsVehicle: fit("FITS") }), makeResultPart(2, { fitsVehicle: fit("FITS_WITH_NOTE", ["With ABS only"]) }), makeResultPart(3, { fitsVehicle: fit("UNIVERSAL") })]),
        ),
        searchMock(
          { query: "chain", sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true },
          searchResult([makeResultPart(4, { fitsVehicle: fit("DOES_NOT_FIT") }), makeResultPart(5, { fitsVehicle: fit("UNKNOWN") })]),
        ),
      ],
    });
    const filter = () => checkbox("Fits your 2019 Yamaha MT-07");
    expect(filter()).toBeChecked();
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(within(cards()[0]).getByRole("img", { name: "Fits your 2019 Yamaha MT-07" })).toHaveTextContent("Fits");
    expect(within(cards()[1]).getByRole("img", { name: "Fits your 2019 Yamaha MT-07, with a note: With ABS only" })).toHaveTextContent("Fits with note");
    // The note is written out too, for a phone, where nothing shows a title.
    expect(within(cards()[1]).getByText("With ABS only")).toBeVisible();
    expect(within(cards()[2]).getByRole("img", { name: "Universal fit" })).toHaveTextContent("Universal");

    await user.click(filter());
    expect(await screen.findByRole("article", { name: "Part number 4" })).toBeInTheDocument();
    expect(search(router).get("fits")).toBe("0");
    expect(filter()).not.toBeChecked();
    expect(within(cards()[0]).getByRole("img", { name: "Does not fit your 2019 Yamaha MT-07" })).toHaveTextContent("Doesn't fit");
    expect(within(cards()[1]).getByRole("img", { name: "Fitment for your 2019 Yamaha MT-07 not known" })).toHaveTextContent("Fitment unknown");

    // Back: the filter is on again, from the URL.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(filter()).toBeChecked();
  });

  it("shows that the results are narrowed to the bike, on every width, with a way to switch it off", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: "/search?q=chain",
      routePath: "/search",
      session: guest,
      mocks: [
        searchMock({ query: "chain", filter: { fitsVehicle: mt07.id }, sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true }, searchResult([makeResultPart(1)])),
        searchMock({ query: "chain", sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true }, searchResult([makeResultPart(2)])),
      ],
    });
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    const chip = screen.getByRole("group", { name: "Fit filter" });
    expect(chip).toHaveTextContent("Fits your 2019 Yamaha MT-07");
    // The phones' button counts it: the filter is in the drawer there.
    expect(screen.getByRole("button", { name: "Filters (1)" })).toBeInTheDocument();

    await user.click(within(chip).getByRole("button", { name: "Show parts for every bike" }));
    expect(await screen.findByRole("article", { name: "Part number 2" })).toBeInTheDocument();
    expect(search(router).get("fits")).toBe("0");
    expect(screen.queryByRole("group", { name: "Fit filter" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("forgets a guest's active bike the shop does not know, and searches again without it", async () => {
    renderPage(<SearchPage />, {
      path: "/search?q=chain",
      routePath: "/search",
      session: guest,
      mocks: [
        mockErrors(SearchPartsDocument, { query: "chain", filter: { fitsVehicle: mt07.id }, sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true }, [
          { message: "No bike has this id.", path: ["searchParts"], extensions: { code: "BAD_USER_INPUT", field: "fitsVehicle" } },
        ]),
        searchMock({ query: "chain", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1), makeResultPart(2)])),
      ],
    });
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(screen.getByText("2 parts")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Fit filter" })).not.toBeInTheDocument();
    expect(panel().queryByRole("checkbox", { name: /Fits your/, hidden: true })).not.toBeInTheDocument();
    await waitFor(() => expect(storedGuestGarage()).toBeNull());
  });

  it("stops sending a signed-in rider's unknown active bike for the page, even with the fit filter off", async () => {
    localStorage.clear();
    renderPage(<SearchPage />, {
      path: "/search?q=chain&fits=0",
      routePath: "/search",
      mocks: [
        myGarageMock([garageBike(mt07, true)]),
        mockErrors(SearchPartsDocument, { query: "chain", sort: "RELEVANCE", first: 24, vehicleId: mt07.id, withBike: true }, [
          { message: "No bike has this id.", path: ["searchParts", "edges", 0, "node", "fitsVehicle"], extensions: { code: "NOT_FOUND" } },
        ]),
        searchMock({ query: "chain", sort: "RELEVANCE", first: 24 }, searchResult([makeResultPart(1)])),
      ],
    });
    expect(await screen.findByRole("article", { name: "Part number 1" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(within(cards()[0]).queryByRole("img", { name: /your 2019 Yamaha MT-07/ })).not.toBeInTheDocument();
  });
});
