import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { BikePartsQuery } from "../../gql/graphql";
import { mt07, storedGuestGarage, vehicle } from "../../test/garage";
import { mockErrors, mockOperation, type Answer } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import BikePage from "./BikePage";
import { BikeDocument, BikePartsDocument } from "./operations";

const guest = fakeSession({ status: "signedOut", user: null });
const mt07Eu = vehicle("veh-mt07-2019-eu", { name: "2019 Yamaha MT-07 (EU)", market: "EU" });

const bike = {
  bike: { __typename: "Bike", make: "Yamaha", model: "MT-07", makeSlug: "yamaha", modelSlug: "mt-07", year: 2019, vehicles: [mt07, mt07Eu] },
};

type Node = Answer<BikePartsQuery>["searchParts"]["edges"][number]["node"];
const part = (i: number, status: Node["fitsVehicle"]["status"] = "FITS"): Node => ({
  __typename: "Part",
  id: `part-${i}`,
  name: `Chain kit ${i}`,
  picture: `/images/parts/part-${i}.svg`,
  category: "brakes",
  brand: "DID",
  partNumber: `DID-${i}`,
  price: 100 + i,
  soldOut: false,
  reviewSummary: { __typename: "PartReviewSummary" as const, average: null as number | null, count: 0 },
  fitsVehicle: { __typename: "FitAnswer", status, notes: [] },
});

function partsOf(nodes: Node[], categories = [{ value: "drivetrain", label: "Drivetrain", count: 7 }, { value: "brakes", label: "Brakes", count: 3 }]): Answer<BikePartsQuery> {
  return {
    searchParts: {
      __typename: "PartSearchResult",
      edges: nodes.map((node) => ({ __typename: "PartEdge", cursor: `c-${node.id}`, node })),
      pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      totalCount: nodes.length,
      facets: { __typename: "SearchFacets", categories: categories.map((c) => ({ __typename: "FacetValue", ...c })) },
    },
  };
}

beforeEach(() => localStorage.clear());

describe("BikePage", () => {
  it("lists the parts that fit the bike's first variant, by category, and adds the bike to the garage", async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<BikePage />, {
      path: "/bikes/yamaha/mt-07/2019",
      routePath: "/bikes/:make/:model/:year",
      session: guest,
      mocks: [
        mockOperation(BikeDocument, { make: "yamaha", model: "mt-07", year: 2019 }, bike),
        mockOperation(BikePartsDocument, { filter: { fitsVehicle: mt07.id }, vehicleId: mt07.id, first: 24 }, partsOf([part(1), part(2, "UNIVERSAL")])),
        mockOperation(BikePartsDocument, { filter: { fitsVehicle: mt07.id, categories: ["brakes"] }, vehicleId: mt07.id, first: 24 }, partsOf([part(3)])),
        mockOperation(BikePartsDocument, { filter: { fitsVehicle: mt07Eu.id }, vehicleId: mt07Eu.id, first: 24 }, partsOf([part(4)])),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Parts for the 2019 Yamaha MT-07" })).toBeInTheDocument();
    expect(document.title).toBe("Parts for the 2019 Yamaha MT-07 | MotoParts USA");
    const sections = within(await screen.findByRole("navigation", { name: "Categories" }));
    expect(sections.getByRole("link", { name: "Drivetrain (7)" })).toBeInTheDocument();
    expect(sections.getByRole("link", { name: "All categories" })).toHaveAttribute("aria-current", "true");
    const card = within(screen.getByRole("article", { name: "Chain kit 1" }));
    expect(card.getByRole("img", { name: "Fits your 2019 Yamaha MT-07" })).toHaveTextContent("Fits");
    expect(within(screen.getByRole("article", { name: "Chain kit 2" })).getByRole("img", { name: "Universal fit" })).toBeInTheDocument();

    await user.click(sections.getByRole("link", { name: "Brakes (3)" }));
    expect(await screen.findByRole("article", { name: "Chain kit 3" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?category=brakes");

    await user.selectOptions(screen.getByLabelText("Variant and market"), mt07Eu.id);
    expect(await screen.findByRole("article", { name: "Chain kit 4" })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?variant=${mt07Eu.id}`);

    await user.click(screen.getByRole("button", { name: "Add to my garage" }));
    // The button gives way to a line saying so, which takes the focus.
    expect(await screen.findByText("Your active bike")).toHaveFocus();
    expect(storedGuestGarage()?.activeId).toBe(mt07Eu.id);
  });

  it("says so for a bike the shop does not know", async () => {
    renderPage(<BikePage />, {
      path: "/bikes/yamaha/mt-99/2019",
      routePath: "/bikes/:make/:model/:year",
      session: guest,
      mocks: [mockErrors(BikeDocument, { make: "yamaha", model: "mt-99", year: 2019 }, [new GraphQLError("No such bike", { extensions: { code: "NOT_FOUND" } })])],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Bike not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to my garage" })).toHaveAttribute("href", "/garage");
  });
});
