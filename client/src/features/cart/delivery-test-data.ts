import { MyAddressesDocument } from "../../components/AddressForm";
import type { CartLineInput, DestinationInput, GuestCartLineInput } from "../../gql/graphql";
import { ShippingDestinationsDocument } from "../../lib/destination";
import { myGarageMock } from "../../test/garage";
import { mockOperation, type OperationMock } from "../../test/mocks";
import { CartDeliveryDocument, CartPartsDeliveryDocument } from "./CartDelivery";

/** Where the shop ships and when a cart arrives, for the cart's tests. */

const deliveryCountry = (code: string, name: string) => ({ __typename: "DeliveryCountry" as const, code, name });

/** Where the shop ships: two zones. */
export const zonesMock = mockOperation(
  ShippingDestinationsDocument,
  {},
  {
    deliveryZones: [
      {
        __typename: "DeliveryZone",
        name: "United States",
        countries: [deliveryCountry("US", "United States")],
        methods: [{ __typename: "DeliveryMethod", label: "US domestic", minDays: 2, maxDays: 5, fromPrice: 6.95 }],
      },
      {
        __typename: "DeliveryZone",
        name: "Europe",
        countries: [deliveryCountry("DE", "Germany"), deliveryCountry("FR", "France"), deliveryCountry("SE", "Sweden")],
        methods: [{ __typename: "DeliveryMethod", label: "Standard international", minDays: 7, maxDays: 14, fromPrice: 24.95 }],
      },
    ],
  },
  { uses: Infinity },
);

export type Dates = { earliest: string; latest: string; method: string };

const dated = (dates: Dates) => ({ __typename: "DeliveryEstimate" as const, ...dates, inStock: true });

/** Checkout's quote: the cheapest option's dates for an address (any cart), recording what was asked. */
export function quoteServer(datesFor: (address: DestinationInput) => Dates, asked: { lines: CartLineInput | CartLineInput[]; address: DestinationInput }[] = []): OperationMock {
  return mockOperation(
    CartDeliveryDocument,
    () => true,
    ({ lines, address }) => {
      asked.push({ lines, address });
      return {
        checkoutQuote: {
          __typename: "CheckoutQuote",
          shippingOptions: [
            { __typename: "ShippingOption", label: datesFor(address).method, deliveryEstimate: dated(datesFor(address)) },
            { __typename: "ShippingOption", label: "Express", deliveryEstimate: dated({ earliest: "2026-12-03", latest: "2026-12-04", method: "Express" }) },
          ],
        },
      };
    },
    { uses: Infinity },
  );
}

/** Each part's own dates to a country (any cart), recording what was asked. */
export function partsServer(datesFor: (partId: string, country: string) => Dates | null, asked: { lines: GuestCartLineInput | GuestCartLineInput[]; country: string }[] = []): OperationMock {
  return mockOperation(
    CartPartsDeliveryDocument,
    () => true,
    ({ lines, country }) => {
      asked.push({ lines, country });
      return {
        guestCart: {
          __typename: "Cart",
          lines: [lines].flat().map((l) => {
            const dates = datesFor(l.partId, country);
            return { __typename: "CartLine", id: l.partId, part: { __typename: "Part", id: l.partId, deliveryEstimate: dates && dated(dates) } };
          }),
        },
      };
    },
    { uses: Infinity },
  );
}

export const usDates = (): Dates => ({ earliest: "2026-12-08", latest: "2026-12-11", method: "US domestic" });

/** The cart's dates to the United States (each part's), and by the quote elsewhere: what every cart test answers. */
export const deliveryMocks = (): OperationMock[] => [zonesMock, partsServer(usDates), quoteServer(usDates)];

/** A signed-in shopper's garage and address book, where the destination's defaults come from: both empty. */
export const accountDefaultsMocks = (): OperationMock[] => [myGarageMock([]), mockOperation(MyAddressesDocument, {}, { myAddresses: [] }, { uses: Infinity })];
