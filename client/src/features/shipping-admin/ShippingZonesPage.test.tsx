import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer } from "../../test/mocks";
import type { ShippingZonesQuery } from "../../gql/graphql";
import { DeleteShippingZoneDocument, SaveShippingZoneDocument, ShippingZonesDocument } from "./operations";
import ShippingZonesPage from "./ShippingZonesPage";

type Zone = Answer<ShippingZonesQuery>["shippingZones"][number];

const europe: Zone = {
  __typename: "ShippingZone",
  id: "z-eu",
  name: "Europe",
  countries: ["DE", "FR"],
  methods: [
    {
      __typename: "ShippingMethod",
      id: "m-std",
      label: "Standard international",
      minDays: 7,
      maxDays: 14,
      rates: [
        { __typename: "ShippingRate", maxWeightKg: 0.5, price: 24.95 },
        { __typename: "ShippingRate", maxWeightKg: 1, price: 32.95 },
      ],
    },
  ],
};

beforeEach(() => toaster.remove());

describe("ShippingZonesPage", () => {
  it("lists each zone's countries by name and its methods with their weight bands", async () => {
    renderPage(<ShippingZonesPage />, { path: "/dashboard/shipping", mocks: [mockOperation(ShippingZonesDocument, {}, { shippingZones: [europe] })] });
    const zone = await screen.findByRole("region", { name: "Europe" });
    expect(within(zone).getByText("Germany, France")).toBeInTheDocument();
    const table = within(zone).getByRole("table", { name: "Methods of Europe" });
    expect(within(table).getByRole("row", { name: /Standard international/ })).toHaveTextContent("7–14 business days");
    expect(within(table).getByText("up to 0.5 kg: $24.95 · up to 1 kg: $32.95")).toBeInTheDocument();
  });

  it("edits a zone, keeping its method's id, and puts the server's refusals under the fields they name", async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ saveShippingZone: { __typename: "ShippingZone", id: "z-eu", name: "Europe" } }));
    const expected = {
      input: {
        id: "z-eu",
        name: "Europe",
        countries: ["DE", "FR", "it"],
        methods: [{ id: "m-std", label: "Standard international", minDays: 7, maxDays: 14, rates: [{ maxWeightKg: 0.5, price: 24.95 }, { maxWeightKg: 1, price: 32.95 }, { maxWeightKg: 2, price: 44.95 }] }],
      },
    };
    renderPage(<ShippingZonesPage />, {
      path: "/dashboard/shipping",
      mocks: [
        mockOperation(ShippingZonesDocument, {}, { shippingZones: [europe] }),
        mockErrors(SaveShippingZoneDocument, (v) => v.input.methods[0]?.rates.length === 3 && v.input.methods[0].rates[2].price === 20000, [
          { message: "Price must be at most $10,000.", extensions: { code: "BAD_USER_INPUT", field: "methods.0.rates.2.price", fields: [{ field: "methods.0.rates.2.price", message: "Price must be at most $10,000." }] } },
        ]),
        mockOperation(SaveShippingZoneDocument, expected, saved),
        mockOperation(ShippingZonesDocument, {}, { shippingZones: [europe] }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit Europe" });
    await user.type(within(form).getByLabelText("Countries"), ", it");
    await user.click(within(form).getByRole("button", { name: "Add a band" }));
    // The new band's inputs are checked as typed: empty, then not a number; nothing is sent.
    await user.click(within(form).getByRole("button", { name: "Save zone" }));
    expect(await within(form).findAllByText("Required.")).toHaveLength(2);
    const weights = within(form).getAllByLabelText("Up to (kg)");
    const prices = within(form).getAllByLabelText("Price ($)");
    await user.type(weights[2], "2");
    await user.type(prices[2], "lots");
    await user.click(within(form).getByRole("button", { name: "Save zone" }));
    expect(await within(form).findByText("Enter a number, such as 12.50.")).toBeInTheDocument();
    // What only the server knows goes under the field it names.
    await user.clear(prices[2]);
    await user.type(prices[2], "20000");
    await user.click(within(form).getByRole("button", { name: "Save zone" }));
    expect(await within(form).findByText("Price must be at most $10,000.")).toBeInTheDocument();

    await user.clear(prices[2]);
    await user.type(prices[2], "44,95");
    await user.click(within(form).getByRole("button", { name: "Save zone" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Europe saved.")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("deletes a zone once the admin confirms it in the shop's dialog", async () => {
    const user = userEvent.setup();
    const deleted = jest.fn(() => ({ deleteShippingZone: { __typename: "ShippingZone", id: "z-eu", name: "Europe" } }));
    renderPage(<ShippingZonesPage />, {
      path: "/dashboard/shipping",
      mocks: [
        mockOperation(ShippingZonesDocument, {}, { shippingZones: [europe] }),
        mockOperation(DeleteShippingZoneDocument, { id: "z-eu" }, deleted),
        mockOperation(ShippingZonesDocument, {}, { shippingZones: [] }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Europe?" });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Europe deleted.")).toBeInTheDocument();
    expect(await screen.findByText("No shipping zones: checkout refuses every destination until there is one.")).toBeInTheDocument();
  });

  it("says when there are no zones, and when they cannot be loaded", async () => {
    const { unmount } = renderPage(<ShippingZonesPage />, { path: "/dashboard/shipping", mocks: [mockOperation(ShippingZonesDocument, {}, { shippingZones: [] })] });
    expect(await screen.findByText("No shipping zones: checkout refuses every destination until there is one.")).toBeInTheDocument();
    unmount();
    renderPage(<ShippingZonesPage />, { path: "/dashboard/shipping", mocks: [mockErrors(ShippingZonesDocument, {}, [{ message: "Database unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } }])] });
    expect(await screen.findByText("We could not load the shipping zones.")).toBeInTheDocument();
  });
});
