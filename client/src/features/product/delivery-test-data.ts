import type { DeliveryZone_ZoneFragment, PartDeliveryQuery } from "../../gql/graphql";
import { ShippingDestinationsDocument } from "../../lib/destination";
import { mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { PartDeliveryDocument } from "./PartDelivery";

/** Where the shop ships and when parts arrive, for the part page's tests. */

type ZoneAnswer = Answer<DeliveryZone_ZoneFragment> & { __typename: "DeliveryZone" };

const country = (code: string, name: string) => ({ __typename: "DeliveryCountry" as const, code, name });
const method = (label: string, minDays: number, maxDays: number, fromPrice: number) => ({ __typename: "DeliveryMethod" as const, label, minDays, maxDays, fromPrice });

/** Three zones as the seed has them (fewer countries): the cheapest method of each listed second in one. */
export const zones: ZoneAnswer[] = [
  { __typename: "DeliveryZone", name: "United States", countries: [country("US", "United States")], methods: [method("US domestic", 2, 5, 6.95), method("US express", 1, 2, 19.95)] },
  {
    __typename: "DeliveryZone",
    name: "Europe",
    countries: [country("DE", "Germany"), country("FR", "France"), country("GB", "United Kingdom"), country("NO", "Norway")],
    methods: [method("Express international", 2, 5, 49.95), method("Standard international", 7, 14, 24.95)],
  },
  { __typename: "DeliveryZone", name: "Asia-Pacific", countries: [country("JP", "Japan"), country("AU", "Australia")], methods: [method("Standard international", 8, 16, 27.95)] },
];

/** The zones, as `ShippingDestinations` answers them (any number of times). */
export const shippingDestinationsMock = (): OperationMock => mockOperation(ShippingDestinationsDocument, {}, { deliveryZones: zones }, { uses: Infinity });

export type EstimateAnswer = NonNullable<NonNullable<Answer<PartDeliveryQuery>["part"]>["deliveryEstimate"]>;

export function estimate(overrides: Partial<EstimateAnswer> = {}): EstimateAnswer {
  return { __typename: "DeliveryEstimate", earliest: "2026-12-08", latest: "2026-12-11", dispatchBy: "2026-12-01", orderBefore: null, method: "Standard international", inStock: true, ...overrides };
}

/** The part's dates to `country` (null: none), as many times as they are asked. */
export const partDeliveryMock = (partId: string, country: string, answer: EstimateAnswer | null | ((country: string) => EstimateAnswer | null), uses = Infinity): OperationMock =>
  mockOperation(
    PartDeliveryDocument,
    { id: partId, country },
    () => ({ part: { __typename: "Part", id: partId, deliveryEstimate: typeof answer === "function" ? answer(country) : answer } }),
    { uses },
  );
