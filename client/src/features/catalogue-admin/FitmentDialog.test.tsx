import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { ManageProductsFitmentQuery } from "../../gql/graphql";
import { fakeSession, renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import { FitmentDialog } from "./FitmentDialog";
import {
  ManageProductsFitmentDocument,
  ManageProductsSetFitmentDocument,
  ManageProductsSetPartNumbersDocument,
  ManageProductsVehicleMakesDocument,
  ManageProductsVehicleModelsDocument,
} from "./operations";
import { adminUser } from "../../test/admin";

type PartAnswer = Answer<ManageProductsFitmentQuery>["part"];

const PART_ID = "11111111-1111-4111-8111-111111111111";

const pads: PartAnswer = {
  __typename: "Part",
  id: PART_ID,
  name: "Sintered brake pads",
  brand: "EBC",
  partNumber: "FA196HH",
  universalFit: false,
  fitment: [
    {
      __typename: "Fitment",
      id: "f1",
      make: "Yamaha",
      model: "MT-07",
      makeSlug: "yamaha",
      modelSlug: "mt-07",
      yearFrom: 2014,
      yearTo: 2020,
      variant: null,
      market: null,
      position: "FRONT",
      notes: null,
    },
  ],
  otherNumbers: [{ __typename: "PartNumber", kind: "OEM", brand: "Yamaha", number: "1WS-W0045-00" }],
};

/** The mocks every opening asks for: the part, the makes, and the models of its range's make. */
const baseMocks = (part: PartAnswer = pads): OperationMock[] => [
  mockOperation(ManageProductsFitmentDocument, { id: PART_ID }, { part }),
  mockOperation(ManageProductsVehicleMakesDocument, {}, { vehicleMakes: [{ __typename: "VehicleMake", name: "Yamaha", slug: "yamaha" }] }, { uses: Infinity }),
  mockOperation(
    ManageProductsVehicleModelsDocument,
    { make: "yamaha" },
    { vehicleModels: [{ __typename: "VehicleModel", name: "MT-07", slug: "mt-07" }] },
    { uses: Infinity },
  ),
];

function renderDialog(mocks: OperationMock[], onClose = jest.fn()) {
  renderPage(<FitmentDialog part={{ id: PART_ID, name: pads.name }} open onClose={onClose} />, {
    session: fakeSession({ user: adminUser }),
    mocks,
  });
  return onClose;
}

const range = (n: number) => screen.getByRole("group", { name: `Range ${n}` });
const number = (n: number) => screen.getByRole("group", { name: `Number ${n}` });
const universalSwitch = () => screen.getByLabelText("Universal fit");
const save = () => screen.getByRole("button", { name: "Save" });

describe("FitmentDialog", () => {
  it("loads the part's fitment and numbers, and sends both as edited", async () => {
    const u = userEvent.setup();
    const fitmentSent = jest.fn((_: unknown) => ({ setPartFitment: pads }));
    const numbersSent = jest.fn((_: unknown) => ({ setPartNumbers: pads }));
    const onClose = renderDialog([
      ...baseMocks(),
      mockOperation(ManageProductsSetFitmentDocument, () => true, (v) => fitmentSent(v)),
      mockOperation(ManageProductsSetPartNumbersDocument, () => true, (v) => numbersSent(v)),
    ]);
    expect(screen.getByRole("status", { name: "Loading the part's fitment…" })).toBeInTheDocument();
    expect(save()).toBeDisabled();

    expect(await within(await screen.findByRole("group", { name: "Range 1" })).findByLabelText(/Make/)).toHaveValue("Yamaha");
    expect(within(range(1)).getByLabelText(/Position/)).toHaveValue("front");
    // The part's own number is shown, not edited here; the OEM one is a row.
    expect(screen.getByText(/Own part number: EBC FA196HH/)).toBeInTheDocument();
    expect(within(number(1)).getByLabelText(/Kind/)).toHaveValue("oem");
    expect(within(number(1)).getByLabelText(/Number/)).toHaveValue("1WS-W0045-00");

    await u.clear(within(range(1)).getByLabelText(/Year to/));
    await u.type(within(range(1)).getByLabelText(/Year to/), "2022");
    await u.click(screen.getByRole("button", { name: "Add a range" }));
    await waitFor(() => expect(within(range(2)).getByLabelText(/Make/)).toHaveFocus());
    await u.type(within(range(2)).getByLabelText(/Make/), "Yamaha");
    await u.type(within(range(2)).getByLabelText(/Model/), "MT-09");
    await u.type(within(range(2)).getByLabelText(/Year from/), "2017");
    await u.type(within(range(2)).getByLabelText(/Year to/), "2020");
    await u.selectOptions(within(range(2)).getByLabelText(/Market/), "EU");
    await u.type(within(range(2)).getByLabelText(/Notes/), "  With ABS ");
    await u.click(screen.getByRole("button", { name: "Add a number" }));
    await u.selectOptions(within(number(2)).getByLabelText(/Kind/), "interchange");
    await u.type(within(number(2)).getByLabelText(/Brand/), "Brembo");
    await u.type(within(number(2)).getByLabelText(/Number/), "07YA2305");
    await u.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fitmentSent).toHaveBeenCalledWith({
      partId: PART_ID,
      input: {
        universal: false,
        ranges: [
          { make: "Yamaha", model: "MT-07", yearFrom: 2014, yearTo: 2022, variant: null, market: null, position: "FRONT", notes: null },
          { make: "Yamaha", model: "MT-09", yearFrom: 2017, yearTo: 2020, variant: null, market: "EU", position: null, notes: "With ABS" },
        ],
      },
    });
    expect(numbersSent).toHaveBeenCalledWith({
      partId: PART_ID,
      numbers: [
        { kind: "OEM", brand: "Yamaha", number: "1WS-W0045-00" },
        { kind: "INTERCHANGE", brand: "Brembo", number: "07YA2305" },
      ],
    });
    expect(await screen.findByText("Saved the fitment and part numbers of Sintered brake pads")).toBeInTheDocument();
  });

  it("clears the ranges when the part is made universal, and sends only the fitment", async () => {
    const u = userEvent.setup();
    const fitmentSent = jest.fn((_: unknown) => ({ setPartFitment: { ...pads, universalFit: true, fitment: [] } }));
    const onClose = renderDialog([...baseMocks(), mockOperation(ManageProductsSetFitmentDocument, () => true, (v) => fitmentSent(v))]);
    await screen.findByRole("group", { name: "Range 1" });
    expect(universalSwitch()).not.toBeChecked();
    expect(screen.getByText(/Turning this on removes the 1 range below/)).toBeInTheDocument();

    await u.click(universalSwitch());
    expect(universalSwitch()).toBeChecked();
    expect(screen.queryByRole("group", { name: "Range 1" })).not.toBeInTheDocument();
    expect(screen.getByText("This part fits every bike: no ranges to list.")).toBeInTheDocument();
    await u.click(save());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fitmentSent).toHaveBeenCalledWith({ partId: PART_ID, input: { universal: true, ranges: [] } });
  });

  it("checks the ranges with the server's rules before sending", async () => {
    const u = userEvent.setup();
    const fitmentSent = jest.fn((_: unknown) => ({ setPartFitment: pads }));
    renderDialog([...baseMocks(), mockOperation(ManageProductsSetFitmentDocument, () => true, (v) => fitmentSent(v))]);
    await screen.findByRole("group", { name: "Range 1" });
    await u.click(screen.getByRole("button", { name: "Add a range" }));
    await u.type(within(range(2)).getByLabelText(/Year from/), "2021");
    await u.type(within(range(2)).getByLabelText(/Year to/), "2019");
    await u.click(save());

    await waitFor(() => expect(within(range(2)).getByLabelText(/Make/)).toHaveAccessibleErrorMessage("Make is required."));
    expect(within(range(2)).getByLabelText(/Year to/)).toHaveAccessibleErrorMessage("Year from must not be after year to.");
    expect(fitmentSent).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their inputs", async () => {
    const u = userEvent.setup();
    const refusal = new GraphQLError("The shop knows no model MT-01 of Yamaha.", {
      extensions: {
        code: "BAD_USER_INPUT",
        field: "input.ranges.0.model",
        fields: [{ field: "input.ranges.0.model", message: "The shop knows no model MT-01 of Yamaha." }],
      },
    });
    const numbersRefusal = new GraphQLError("Number may hold letters, digits, spaces and - . / # + ( ) only.", {
      extensions: { code: "BAD_USER_INPUT", field: "numbers.0.number" },
    });
    const onClose = renderDialog([
      ...baseMocks(),
      mockErrors(ManageProductsSetFitmentDocument, () => true, [refusal]),
      mockOperation(ManageProductsSetFitmentDocument, () => true, { setPartFitment: pads }),
      mockErrors(ManageProductsSetPartNumbersDocument, () => true, [numbersRefusal]),
    ]);
    await screen.findByRole("group", { name: "Range 1" });
    const model = within(range(1)).getByLabelText(/Model/);
    await u.clear(model);
    await u.type(model, "MT-01");
    await u.click(save());
    await waitFor(() => expect(model).toHaveAccessibleErrorMessage("The shop knows no model MT-01 of Yamaha."));
    expect(model).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await u.clear(model);
    await u.type(model, "MT-07");
    await u.type(within(number(1)).getByLabelText(/Number/), "X");
    await u.click(save());
    await waitFor(() =>
      expect(within(number(1)).getByLabelText(/Number/)).toHaveAccessibleErrorMessage("Number may hold letters, digits, spaces and - . / # + ( ) only."),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says why when the part cannot be loaded", async () => {
    renderDialog([
      mockErrors(ManageProductsFitmentDocument, { id: PART_ID }, [new GraphQLError("No part has this id.", { extensions: { code: "NOT_FOUND" } })]),
      ...baseMocks().slice(1),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The part's fitment could not be loaded.");
    expect(save()).toBeDisabled();
  });
});
