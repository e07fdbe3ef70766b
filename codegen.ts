import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Generated from the API's SDL (server/src/graphql/base.graphql and each module's server/src/modules/<m>/<m>.graphql,
 * the parts schema.graphql is written from) by `npm run codegen` (also on install); never edit the output.
 * - server/src/generated/graphql.ts: resolver types, with Prisma's rows as the parents.
 * - client/src/gql/: typed documents for every operation and fragment written with `graphql(...)` in the
 *   client; a component that shows a part, an order or a review owns a fragment and reads it with
 *   `useFragment`, so a page's query spreads what its components need instead of listing their fields.
 * - client/src/gql/enums.ts: every enum of the schema, ErrorCode included (the preset emits only the enums
 *   that some operation uses, and no operation selects an error code).
 * - server/src/generated/client-operations.ts: the names of the client's operations, the only names the
 *   server's metrics label an operation with (scripts/codegen-operation-names.cjs).
 */
const config: CodegenConfig = {
  schema: ["server/src/graphql/base.graphql", "server/src/modules/*/*.graphql"],
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "server/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../graphql/context#GraphQLContext",
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: "Date", ID: "string" },
        mappers: {
          Part: "../generated/prisma/client#Part as PartRow",
          Category: "../generated/prisma/client#Category as CategoryRow",
          Review: "../generated/prisma/client#Review as ReviewRow",
          User: "../generated/prisma/client#User as UserRow",
          Order: "../generated/prisma/client#Order as OrderRow",
          OrderLine: "../generated/prisma/client#OrderLine as OrderLineRow",
          OrderEvent: "../generated/prisma/client#OrderEvent as OrderEventRow",
          Shipment: "../generated/prisma/client#Shipment as ShipmentRow",
          Refund: "../modules/orders#RefundView",
          RefundedLine: "../generated/prisma/client#RefundLine as RefundLineRow",
          OrderAddress: "../modules/orders#OrderAddress as OrderAddressRow",
          OrderShippingMethod: "../modules/orders#OrderShippingMethod as OrderShippingMethodRow",
          BackInStockRequest: "../generated/prisma/client#BackInStockRequest as BackInStockRequestRow",
          PartConnection: "../modules/parts#PartPage",
          OrderConnection: "../modules/orders#OrderPage",
          ContactMessage: "../generated/prisma/client#ContactMessage as ContactMessageRow",
          ContactReply: "../generated/prisma/client#ContactReply as ContactReplyRow",
          ContactMessageConnection: "../modules/contact#ContactMessagePage",
          Address: "../generated/prisma/client#Address as AddressRow",
          Cart: "../modules/cart#CartView",
          CartLine: "../modules/cart#CartLineView",
          CheckoutQuote: "../modules/shipping#PricedQuote",
          QuoteLine: "../modules/shipping#PricedLine",
          ShippingOption: "../modules/shipping#PricedOption",
          LandedCost: "../modules/shipping#PricedLanded",
          DutyCharge: "../modules/shipping#PricedCharge",
          ShippingZone: "../modules/shipping#ZoneWithMethods",
          DeliveryZone: "../modules/shipping#ZoneWithMethods",
          DeliveryMethod: "../modules/shipping#MethodWithRates",
          ShippingMethod: "../modules/shipping#MethodWithRates",
          ShippingRate: "../generated/prisma/client#ShippingRate as ShippingRateRow",
          Vehicle: "../generated/prisma/client#Vehicle as VehicleRow",
          VehicleModel: "../modules/fitment#VehicleModel as VehicleModelRow",
          Bike: "../modules/fitment#Bike as BikeRow",
          Fitment: "../modules/fitment#FitmentRow",
          FitAnswer: "../modules/fitment#FitAnswer as FitAnswerRow",
          PartNumber: "../modules/fitment#ListedNumber",
          GarageBike: "../modules/fitment#GarageEntry",
          ScreeningReview: "../generated/prisma/client#Order as ScreeningReviewRow",
          ScreeningList: "../modules/screening#ScreeningListSummary",
          Money: "../modules/currencies#MoneyValue",
          Currency: "../modules/currencies#CurrencyStatus",
          ExchangeRate: "../modules/currencies#CurrentRate",
          RateLock: "../modules/currencies#RateLockView",
          ExchangeRateImport: "../modules/currencies#RateImportView",
          OrderAmounts: "../generated/prisma/client#Order as OrderAmountsRow",
          PartReviewSummary: "../generated/prisma/client#Part as PartSummaryRow",
          PartReview: "../modules/part-reviews#PartReviewView",
          PartReviewConnection: "../modules/part-reviews#PartReviewPage",
          PartQuestion: "../generated/prisma/client#PartQuestion as PartQuestionRow",
          PartQuestionConnection: "../modules/part-reviews#PartQuestionPage",
          PartAnswer: "../generated/prisma/client#PartAnswer as PartAnswerRow",
          ContentModeration: "../modules/part-reviews#ModeratedItem",
          Return: "../modules/returns#ReturnView",
          ReturnLine: "../modules/returns#ReturnLineView",
          ReturnEvent: "../generated/prisma/client#ReturnEvent as ReturnEventRow",
          ReturnConnection: "../modules/returns#ReturnPage",
          FitmentReturnRow: "../modules/returns#FitmentReturn",
          ReturnWindow: "../../../shared/return-policy#ReturnWindow as ReturnWindowRow",
          ContentReportSummary: "../modules/part-reviews#ReportedItem",
        },
      },
    },
    "client/src/gql/": {
      // Fragment masking: a component reads only the fields its own fragment selects (useFragment).
      preset: "client",
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: "string", ID: "string" },
      },
    },
    "client/src/gql/enums.ts": {
      plugins: ["typescript"],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    "server/src/generated/client-operations.ts": {
      plugins: ["./scripts/codegen-operation-names.cjs"],
    },
  },
};

export default config;
