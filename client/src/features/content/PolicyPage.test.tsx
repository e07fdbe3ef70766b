import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { refundTiming } from "@shared/refund-policy";
import { mockErrors, mockOperation } from "../../test/mocks";
import { renderPage } from "../../test/render";
import { DeliveryZonesDocument } from "./operations";
import { ReturnsPage, ShippingPage } from "./PolicyPage";

const zones = {
  deliveryZones: [
    {
      __typename: "DeliveryZone",
      name: "United States",
      countries: [{ __typename: "DeliveryCountry", code: "US", name: "United States" }],
      methods: [
        { __typename: "DeliveryMethod", label: "US domestic", minDays: 2, maxDays: 5, fromPrice: 6.95 },
        { __typename: "DeliveryMethod", label: "US express", minDays: 1, maxDays: 2, fromPrice: 19.95 },
      ],
    },
    {
      __typename: "DeliveryZone",
      name: "Europe",
      countries: [
        { __typename: "DeliveryCountry", code: "AT", name: "Austria" },
        { __typename: "DeliveryCountry", code: "DE", name: "Germany" },
      ],
      methods: [{ __typename: "DeliveryMethod", label: "Standard international", minDays: 7, maxDays: 14, fromPrice: 24.95 }],
    },
  ],
};

const section = (name: string) => screen.getByRole("region", { name });

describe("ShippingPage", () => {
  it("lists the shop's zones with their countries, and each method's days and starting price, under the page's headings", async () => {
    renderPage(<ShippingPage />, { path: "/shipping", mocks: [mockOperation(DeliveryZonesDocument, {}, zones)] });
    expect(screen.getByRole("status")).toHaveTextContent("Loading where we ship…");
    const where = section("Where we ship: zones");
    expect(await within(where).findByRole("heading", { level: 3, name: "Europe" })).toBeInTheDocument();
    expect(within(where).getByText("Austria, Germany")).toBeInTheDocument();
    expect(within(where).getByRole("heading", { level: 3, name: "United States" })).toBeInTheDocument();

    const times = section("Delivery times");
    expect(within(times).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "US domestic: 2–5 business days, from $6.95",
      "US express: 1–2 business days, from $19.95",
      "Standard international: 7–14 business days, from $24.95",
    ]);
    // The zones of before, written into the page, are gone.
    expect(screen.queryByText(/Zone 2/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Duties and taxes" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says when the zones cannot be loaded, and loads them again on Try again", async () => {
    const user = userEvent.setup();
    renderPage(<ShippingPage />, {
      path: "/shipping",
      mocks: [mockErrors(DeliveryZonesDocument, {}, [new GraphQLError("The database is unavailable.")]), mockOperation(DeliveryZonesDocument, {}, zones)],
    });
    const alert = await within(section("Where we ship: zones")).findByRole("alert");
    expect(alert).toHaveTextContent("We could not load our shipping zones.");
    expect(within(section("Delivery times")).getByText("The delivery times show with the zones above.")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(section("Delivery times")).findByText("Standard international: 7–14 business days, from $24.95")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("ReturnsPage", () => {
  it("lists the windows and who pays the parcel back from the policy the server decides by", () => {
    renderPage(<ReturnsPage />, { path: "/returns" });
    const windows = within(screen.getByRole("list", { name: "Return windows by destination" })).getAllByRole("listitem");
    expect(windows.map((w) => w.textContent)).toEqual([
      "European Union, United Kingdom, Norway and Switzerland: 14 days after delivery. Your legal right of withdrawal from a distance sale.",
      "Everywhere else: 30 days after delivery. Our own policy.",
    ]);
    const reasons = within(screen.getByRole("list", { name: "Who pays for the parcel back, by reason" })).getAllByRole("listitem");
    expect(reasons).toHaveLength(6);
    expect(reasons[1]).toHaveTextContent("Wrong part sent: We pay for the parcel back and refund the shipping you paid for these parts.");
    expect(reasons[4]).toHaveTextContent("Changed my mind: You pay for the parcel back; the shipping you paid is not refunded.");
  });

  it("promises the refund in the words of the shop's one refund statement, as the refund emails do", () => {
    renderPage(<ReturnsPage />, { path: "/returns" });
    const refunds = section("Refunds");
    expect(refunds).toHaveTextContent(`${refundTiming.returnedParts} ${refundTiming.bank}`);
    expect(refunds).toHaveTextContent(
      "We refund the price of the returned parts to the card you paid with within 5 working days of receiving them. Your bank may then take 5 to 10 days to show it.",
    );
  });
});
