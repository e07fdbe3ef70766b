import { getNamedType, isObjectType, type GraphQLNamedType } from "graphql";
import { getDirective } from "@graphql-tools/utils";
import { rootMaxAges } from "./cache-policy";
import { buildSchema } from "./schema";

describe("cache policy", () => {
  const schema = buildSchema();

  it("caches the public catalogue reads and nothing signed-in", () => {
    expect([...rootMaxAges(schema).keys()].sort()).toEqual([
      "bike",
      "categories",
      "category",
      "findVehicles",
      "part",
      "parts",
      "reviews",
      "searchParts",
      "searchSuggestions",
      "vehicle",
      "vehicleMakes",
      "vehicleModels",
      "vehicleVariants",
      "vehicleYears",
      "vehicles",
    ]);
  });

  it("reaches only types marked public from the cached root fields", () => {
    const seen = new Set<string>();
    const walk = (type: GraphQLNamedType) => {
      if (!isObjectType(type) || seen.has(type.name)) return;
      seen.add(type.name);
      expect({ type: type.name, hinted: !!getDirective(schema, type, "cacheControl")?.length }).toEqual({ type: type.name, hinted: true });
      for (const field of Object.values(type.getFields())) walk(getNamedType(field.type));
    };
    const query = schema.getQueryType()!.getFields();
    for (const name of rootMaxAges(schema).keys()) walk(getNamedType(query[name].type));
    expect([...seen].sort()).toEqual([
      "Bike",
      "Category",
      "DeliveryEstimate",
      "Dimensions",
      "FacetValue",
      "FitAnswer",
      "Fitment",
      "MatchedNumber",
      "Money",
      "PageInfo",
      "Part",
      "PartAnswer",
      "PartConnection",
      "PartEdge",
      "PartNumber",
      "PartQuestion",
      "PartQuestionConnection",
      "PartQuestionEdge",
      "PartReview",
      "PartReviewConnection",
      "PartReviewEdge",
      "PartReviewSummary",
      "PartSearchResult",
      "PartSpec",
      "Review",
      "SearchFacets",
      "SearchSuggestions",
      "Vehicle",
      "VehicleMake",
      "VehicleModel",
    ]);
  });
});
