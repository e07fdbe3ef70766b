import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mt07, storedGuestGarage, storeGuestGarage, vehicle } from "../../test/garage";
import { mockOperation } from "../../test/mocks";
import { fakeSession, renderPage } from "../../test/render";
import GaragePage from "./GaragePage";
import { FindVehiclesDocument, VehicleMakesDocument, VehicleModelsDocument, VehicleVariantsDocument, VehicleYearsDocument } from "./operations";

const guest = fakeSession({ status: "signedOut", user: null });
const mt07Abs = vehicle("veh-mt07-2019-abs", { name: "2019 Yamaha MT-07 ABS", variant: "ABS" });

const pickerMocks = () => [
  mockOperation(VehicleMakesDocument, {}, {
    vehicleMakes: [
      { __typename: "VehicleMake", name: "BMW", slug: "bmw" },
      { __typename: "VehicleMake", name: "Yamaha", slug: "yamaha" },
    ],
  }),
  mockOperation(VehicleModelsDocument, { make: "yamaha" }, {
    vehicleModels: [{ __typename: "VehicleModel", name: "MT-07", slug: "mt-07", firstYear: 2014, lastYear: 2024 }],
  }),
  mockOperation(VehicleYearsDocument, { make: "yamaha", model: "mt-07" }, { vehicleYears: [2020, 2019, 2018] }),
  mockOperation(VehicleVariantsDocument, { make: "yamaha", model: "mt-07", year: 2019 }, { vehicleVariants: [mt07, mt07Abs] }),
];

beforeEach(() => localStorage.clear());

describe("GaragePage", () => {
  it("adds a bike picked make → model → year → variant, each list asked for once its step is chosen", async () => {
    const user = userEvent.setup();
    renderPage(<GaragePage />, { path: "/garage", session: guest, mocks: pickerMocks() });
    expect(screen.getByRole("heading", { level: 1, name: "My garage" })).toBeInTheDocument();
    expect(screen.getByText("No bikes yet. Add yours below.")).toBeInTheDocument();

    const add = screen.getByRole("button", { name: "Add to my garage" });
    expect(add).toBeDisabled();
    expect(screen.getByLabelText("Model")).toBeDisabled();
    await screen.findByRole("option", { name: "Yamaha" });
    await user.selectOptions(screen.getByLabelText("Make"), "yamaha");
    await screen.findByRole("option", { name: "MT-07" });
    await user.selectOptions(screen.getByLabelText("Model"), "mt-07");
    await screen.findByRole("option", { name: "2019" });
    await user.selectOptions(screen.getByLabelText("Year"), "2019");
    await screen.findByRole("option", { name: "ABS (US)" });
    expect(screen.getByRole("button", { name: "Add to my garage" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Variant and market"), mt07Abs.id);

    await user.click(screen.getByRole("button", { name: "Add to my garage: 2019 Yamaha MT-07 ABS" }));
    const bikes = within(screen.getByRole("region", { name: "Your bikes" }));
    const item = await bikes.findByRole("listitem", { name: "2019 Yamaha MT-07 ABS" });
    expect(within(item).getByText("Active bike")).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Shop parts for the 2019 Yamaha MT-07 ABS" })).toHaveAttribute("href", `/bikes/yamaha/mt-07/2019?variant=${mt07Abs.id}`);
    expect(storedGuestGarage()?.activeId).toBe(mt07Abs.id);
  });

  it("finds a bike by typing, once typing pauses", async () => {
    const user = userEvent.setup();
    const asked = jest.fn(() => ({ findVehicles: [mt07, mt07Abs] }));
    renderPage(<GaragePage />, {
      path: "/garage",
      session: guest,
      mocks: [...pickerMocks(), mockOperation(FindVehiclesDocument, { query: "mt07 2019", first: 16 }, asked)],
    });
    await user.type(screen.getByLabelText("Find your bike"), "mt07 2019");
    expect(await screen.findByText("2 bikes found.")).toBeInTheDocument();
    // One request for the words typed, not one per key.
    expect(asked).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Add to my garage: 2019 Yamaha MT-07" }));
    const bikes = within(screen.getByRole("region", { name: "Your bikes" }));
    expect(await bikes.findByRole("listitem", { name: "2019 Yamaha MT-07" })).toBeInTheDocument();
    expect(screen.getAllByText("In your garage")).toHaveLength(1);
  });

  it("says why a full garage takes no other bike, on the add buttons themselves", async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => vehicle(`veh-full-${i}`, { name: `Bike ${i}` }));
    storeGuestGarage(ten, ten[0].id);
    renderPage(<GaragePage />, {
      path: "/garage",
      session: guest,
      mocks: [...pickerMocks(), mockOperation(FindVehiclesDocument, { query: "mt07 2019", first: 16 }, { findVehicles: [mt07] })],
    });
    await user.type(screen.getByLabelText("Find your bike"), "mt07 2019");
    const add = await screen.findByRole("button", { name: "Add to my garage: 2019 Yamaha MT-07" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAccessibleDescription("Your garage is full (10 bikes): remove one to add another.");
    await user.click(add);
    expect(storedGuestGarage()?.bikes).toHaveLength(10);
  });

  it("makes another bike active, shops without a bike, and removes one", async () => {
    const user = userEvent.setup();
    storeGuestGarage([mt07, mt07Abs], mt07.id);
    renderPage(<GaragePage />, { path: "/garage", session: guest, mocks: pickerMocks() });
    await user.click(screen.getByRole("button", { name: "Make active: 2019 Yamaha MT-07 ABS" }));
    expect(storedGuestGarage()?.activeId).toBe(mt07Abs.id);
    await user.click(screen.getByRole("button", { name: "Shop without a bike" }));
    expect(storedGuestGarage()?.activeId).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove: 2019 Yamaha MT-07" }));
    expect(storedGuestGarage()?.bikes.map((b) => b.vehicle.id)).toEqual([mt07Abs.id]);
    // The button went with its bike: the focus is on the list's heading, not lost to the page.
    expect(screen.getByRole("heading", { name: "Your bikes" })).toHaveFocus();
  });
});
