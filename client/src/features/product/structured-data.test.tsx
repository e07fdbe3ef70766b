import { screen, waitFor } from "@testing-library/react";
import { RETURN_WINDOWS } from "@shared/return-policy";
import type { ProductPartQuery } from "../../gql/graphql";
import { ServerHeadProvider, type RenderedHead } from "../../lib/page-head";
import { mockOperation } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import { estimate, partDeliveryMock, shippingDestinationsMock, zones } from "./delivery-test-data";
import { part, PART_ID, range, type PartAnswer } from "./part-test-data";
import ProductPage, { ProductPartDocument } from "./ProductPage";
import { PartQuestionsDocument } from "./QuestionsSection";
import { JSON_LD_VEHICLES, partPageMeta } from "./structured-data";

type Json = Record<string, any>;

/** The Product of the page's JSON-LD, from a part as the page's query answers it. */
const product = (overrides: Partial<PartAnswer> = {}, zoneList = zones): Json =>
  partPageMeta(part(overrides) as unknown as NonNullable<ProductPartQuery["part"]>, zoneList as unknown as ProductPartQuery["deliveryZones"]).jsonLd![0] as Json;

const asList = <T,>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

describe("the part page's JSON-LD for Google's merchant listings", () => {
  it("is recorded by the page as the server renders it, from the page's own query (the zones included)", async () => {
    const head: RenderedHead = { title: "", status: 200 };
    renderPage(
      <ServerHeadProvider head={head}>
        <ProductPage />
      </ServerHeadProvider>,
      {
        path: `/product/${PART_ID}`,
        routePath: "/product/:id",
        session: fakeSession({ status: "signedOut", user: null }),
        mocks: [
          mockOperation(ProductPartDocument, { id: PART_ID }, { part: part({ gtin: "4006381333931", fitment: [range("f1", "Yamaha", "MT-07", 2018, 2019)] }), deliveryZones: zones }),
          mockOperation(
            PartQuestionsDocument,
            { id: PART_ID, first: 10 },
            { part: { __typename: "Part", id: PART_ID, questions: { __typename: "PartQuestionConnection", edges: [], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null }, totalCount: 0 } } },
            { uses: Infinity },
          ),
          shippingDestinationsMock(),
          partDeliveryMock(PART_ID, "US", estimate()),
        ],
      },
    );
    await screen.findByRole("heading", { level: 1, name: "EBC sintered brake pads" });
    await waitFor(() => expect(head.jsonLd).toBeDefined());
    const [ld] = head.jsonLd as Json[];
    // Google's required properties: the name, an image, and an offer with its price and currency.
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "EBC sintered brake pads", image: "/images/parts/pads-front.jpg" });
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "29.99", priceCurrency: "USD" });
    // Its recommended ones.
    expect(ld).toMatchObject({ description: "Sintered pads for sport bikes.", brand: { "@type": "Brand", name: "EBC" }, sku: "FA244HH", mpn: "FA244HH", gtin13: "4006381333931" });
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/InStock", itemCondition: "https://schema.org/NewCondition" });
    expect(asList(ld.offers.shippingDetails)).toHaveLength(3);
    expect(asList(ld.offers.hasMerchantReturnPolicy).length).toBeGreaterThan(0);
    // Brake pads wear out: a consumable of the bikes they fit.
    expect(ld.isConsumableFor).toHaveLength(2);
    expect(ld).not.toHaveProperty("isAccessoryOrSparePartFor");
  });

  it("names the GTIN by its length", () => {
    expect(product({ gtin: "96385074" })).toMatchObject({ gtin8: "96385074" });
    expect(product({ gtin: "036000291452" })).toMatchObject({ gtin12: "036000291452" });
    expect(product({ gtin: "4006381333931" })).toMatchObject({ gtin13: "4006381333931" });
    expect(product({ gtin: "10036000291459" })).toMatchObject({ gtin14: "10036000291459" });
    const none = product({ gtin: null });
    expect(Object.keys(none).filter((k) => k.startsWith("gtin"))).toEqual([]);
  });

  it("gives each delivery zone its countries, the cheapest method's starting price in US dollars and its days", () => {
    const details = asList(product().offers.shippingDetails) as Json[];
    expect(details[1]).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: "24.95", currency: "USD" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: ["DE", "FR", "GB", "NO"] },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 7, maxValue: 14, unitCode: "DAY" },
      },
    });
    for (const d of details) {
      // Google's required fields of each, and the rate in the offer's currency.
      expect(d.shippingRate.currency).toBe(product().offers.priceCurrency);
      expect(Number(d.shippingRate.value)).toBeGreaterThan(0);
      expect(d.shippingDestination.addressCountry.length).toBeGreaterThan(0);
      expect(d.deliveryTime.transitTime.minValue).toBeLessThanOrEqual(d.deliveryTime.transitTime.maxValue);
    }
    expect(details.map((d) => d.shippingRate.value)).toEqual(["6.95", "24.95", "27.95"]);
  });

  it("gives the returns policy of each window for the countries the shop ships to", () => {
    const policies = asList(product().offers.hasMerchantReturnPolicy) as Json[];
    const europe = RETURN_WINDOWS[0];
    expect(policies).toEqual([
      {
        "@type": "MerchantReturnPolicy",
        applicableCountry: ["DE", "FR", "GB", "NO"],
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: europe.days,
        returnMethod: "https://schema.org/ReturnByMail",
        returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
        itemDefectReturnFees: "https://schema.org/FreeReturn",
      },
      expect.objectContaining({ applicableCountry: ["AU", "JP", "US"], merchantReturnDays: 30 }),
    ]);
    // A part that cannot come back once fitted (electrical parts): no return offered.
    expect(asList(product({ returnable: false }).offers.hasMerchantReturnPolicy)).toEqual([
      { "@type": "MerchantReturnPolicy", applicableCountry: ["DE", "FR", "GB", "NO"], returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
      { "@type": "MerchantReturnPolicy", applicableCountry: ["AU", "JP", "US"], returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
    ]);
    // Without the zones, neither (each needs its countries).
    const bare = product({}, []).offers;
    expect(bare).not.toHaveProperty("shippingDetails");
    expect(bare).not.toHaveProperty("hasMerchantReturnPolicy");
  });

  it("lists the bikes a part fits, a model year each, at most twenty, taking the models in turn", () => {
    const spare = product({
      productCategory: { __typename: "Category", id: "cat-levers", slug: "controls", label: "Controls", parent: null },
      fitment: [range("f1", "Yamaha", "MT-07", 2010, 2024), range("f2", "Honda", "CB650R", 2019, 2021), range("f3", "Yamaha", "MT-07", 2021, 2022, { variant: "ABS" }), range("f4", "BMW", "R 1250 GS", 2019, 2023)],
    });
    expect(spare).not.toHaveProperty("isConsumableFor");
    const bikes = spare.isAccessoryOrSparePartFor as Json[];
    expect(bikes).toHaveLength(JSON_LD_VEHICLES);
    expect(bikes[0]).toEqual({ "@type": "Vehicle", name: "2023 BMW R 1250 GS", brand: { "@type": "Brand", name: "BMW" }, model: "R 1250 GS", vehicleModelDate: "2023" });
    expect(bikes.slice(0, 3).map((b) => b.name)).toEqual(["2023 BMW R 1250 GS", "2021 Honda CB650R", "2024 Yamaha MT-07"]);
    // Each bike once, though two ranges name the MT-07's 2021 and 2022.
    expect(new Set(bikes.map((b) => b.name)).size).toBe(bikes.length);
    expect(bikes.filter((b) => b.model === "CB650R")).toHaveLength(3);

    // An oil filter is used up; a part that fits every bike names none.
    const filter = product({ productCategory: { __typename: "Category", id: "cat-filters", slug: "filters", label: "Filters", parent: null }, fitment: [range("f1", "Yamaha", "MT-07", 2019, 2019)] });
    expect(filter.isConsumableFor).toEqual([expect.objectContaining({ name: "2019 Yamaha MT-07", vehicleModelDate: "2019" })]);
    const universal = product({ universalFit: true });
    expect(universal).not.toHaveProperty("isConsumableFor");
    expect(universal).not.toHaveProperty("isAccessoryOrSparePartFor");
  });

  it("says a sold-out part is out of stock, and leaves out priceValidUntil (the shop's prices have no end date)", () => {
    expect(product({ soldOut: true }).offers.availability).toBe("https://schema.org/OutOfStock");
    expect(product().offers).not.toHaveProperty("priceValidUntil");
  });
});
