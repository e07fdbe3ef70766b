import { activeFilterCount, applySearchChange, boundText, parsePrice, readSearchState, searchVariables, typedBound } from "./search-params";

const read = (search: string) => readSearchState(new URLSearchParams(search));

describe("search params", () => {
  it("maps the URL to the query's variables, leaving out what is not set", () => {
    expect(searchVariables(read(""))).toEqual({ sort: "RELEVANCE", first: 24 });
    expect(searchVariables(read("q=+disc+&category=brakes&category=brakes&category=tyres&brand=EBC&sort=newest&inStock=1&minPrice=0&maxPrice=99.5"))).toEqual({
      query: "disc",
      filter: { categories: ["brakes", "tyres"], brands: ["EBC"], minPrice: 0, maxPrice: 99.5, inStock: true },
      sort: "NEWEST",
      first: 24,
    });
  });

  it("ignores nonsense and swaps reversed prices", () => {
    expect(read("sort=best&inStock=true&minPrice=-1&maxPrice=1e3")).toMatchObject({ sort: "relevance", inStock: false, minPrice: undefined, maxPrice: undefined });
    expect(read("minPrice=50&maxPrice=10")).toMatchObject({ minPrice: 10, maxPrice: 50 });
    expect(parsePrice(" 12.50 ")).toBe(12.5);
    expect(parsePrice("")).toBeUndefined();
    expect(parsePrice("12,5")).toBeNull();
  });

  it("reads price bounds typed in the shopper's currency as US dollars, and shows the URL's in it", () => {
    // In US dollars (or without a rate) as typed.
    expect(typedBound(" 12.345 ", "min", "USD", null)).toBe(12.345);
    expect(typedBound("12", "max", "EUR", null)).toBe(12);
    expect(boundText(80.5, "USD", null)).toBe("80.5");
    expect(boundText(undefined, "EUR", "0.9")).toBe("");
    // At 0.9, $11.10 is €9.99, $11.11 €10.00 (9.999) and $11.12 €10.01 (10.008): €10 is from and up to $11.11.
    expect(typedBound("10", "min", "EUR", "0.9")).toBe(11.11);
    expect(typedBound("10", "max", "EUR", "0.9")).toBe(11.11);
    // Past the cent, as prices show: at least €10.001 is at least €10.01, at most €10.009 at most €10.00.
    expect(typedBound("10.001", "min", "EUR", "0.9")).toBe(11.12);
    expect(typedBound("10.009", "max", "EUR", "0.9")).toBe(11.11);
    expect(typedBound(".5", "min", "EUR", "0.9")).toBe(0.55);
    expect(typedBound("0", "min", "EUR", "0.9")).toBe(0);
    expect(typedBound("", "min", "EUR", "0.9")).toBeUndefined();
    expect(typedBound("10,5", "min", "EUR", "0.9")).toBeNull();
    expect(typedBound("1".repeat(20), "max", "EUR", "0.9")).toBeNull();
    // Yen have no minor unit: ¥1,000.5 is at least ¥1,001.
    expect(typedBound("1000.5", "min", "JPY", "150")).toBe(6.67);
    expect(boundText(10, "EUR", "0.9")).toBe("9");
    expect(boundText(50.01, "EUR", "0.9")).toBe("45.01");
    expect(boundText(6.67, "JPY", "150")).toBe("1001");
  });

  it("replaces the URL's categories with a category page's own", () => {
    const state = read("category=exhaust&brand=DID");
    expect(searchVariables(state, "chains")).toEqual({ filter: { categories: ["chains"], brands: ["DID"] }, sort: "RELEVANCE", first: 24 });
    expect(activeFilterCount(state, "chains")).toBe(1);
    expect(activeFilterCount(state)).toBe(2);
  });

  it("counts the fit filter when a bike is active and the filter is on", () => {
    expect(activeFilterCount(read("brand=DID"), undefined, true)).toBe(2);
    expect(activeFilterCount(read("brand=DID&fits=0"), undefined, true)).toBe(1);
    expect(activeFilterCount(read("brand=DID"), undefined, false)).toBe(1);
    expect(activeFilterCount(read(""), "chains", true)).toBe(1);
  });

  it("writes changes back, keeping the defaults out of the URL", () => {
    const start = new URLSearchParams("q=pads&brand=EBC");
    const apply = (...changes: Parameters<typeof applySearchChange>[1][]) => changes.reduce(applySearchChange, start).toString();
    expect(apply({ kind: "toggle", param: "brand", value: "DID", on: true })).toBe("q=pads&brand=EBC&brand=DID");
    expect(apply({ kind: "toggle", param: "brand", value: "EBC", on: false })).toBe("q=pads");
    expect(apply({ kind: "sort", sort: "price_asc" }, { kind: "sort", sort: "relevance" })).toBe("q=pads&brand=EBC");
    expect(apply({ kind: "inStock", on: true }, { kind: "price", min: 5, max: undefined })).toBe("q=pads&brand=EBC&inStock=1&minPrice=5");
    expect(apply({ kind: "inStock", on: true }, { kind: "clearFilters" })).toBe("q=pads");
    expect(apply({ kind: "query", q: " brake " })).toBe("q=brake&brand=EBC");
  });
});
