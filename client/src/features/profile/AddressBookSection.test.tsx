import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toaster } from "../../lib/toaster";
import { renderPage } from "../../test/render";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";
import type { MyAddressesQuery } from "../../gql/graphql";
import { AddAddressDocument as AddAddress, MyAddressesDocument } from "../../components/AddressForm";
import { AddressBookSection } from "./AddressBookSection";

type Address = Answer<MyAddressesQuery>["myAddresses"][number];

const ottawa: Address = {
  __typename: "Address",
  id: "a-1",
  fullName: "Rita Rider",
  line1: "24 Sussex Drive",
  line2: null,
  city: "Ottawa",
  region: "ON",
  regionName: "Ontario",
  postalCode: "K1A 0B1",
  country: "CA",
  countryName: "Canada",
  phone: "+1 613 555 0100",
  isDefault: true,
};

function renderSection(mocks: OperationMock[]) {
  return renderPage(<AddressBookSection />, { path: "/dashboard/myprofile", mocks });
}

beforeEach(() => toaster.remove());

describe("AddressBookSection", () => {
  it("checks an address by its country's rules before sending it, then sends it as the server stores it", async () => {
    const user = userEvent.setup();
    const added = jest.fn(() => ({ addAddress: { __typename: "Address", id: "a-1" } }));
    renderSection([
      mockOperation(MyAddressesDocument, {}, { myAddresses: [] }),
      mockOperation(
        AddAddress,
        { input: { fullName: "Rita Rider", line1: "24 Sussex Drive", line2: null, city: "Ottawa", region: "ON", postalCode: "K1A 0B1", country: "CA", phone: "+1 613 555 0100", isDefault: false } },
        added,
      ),
      mockOperation(MyAddressesDocument, {}, { myAddresses: [ottawa] }),
    ]);
    expect(await screen.findByText("No addresses yet. Add the one we should ship to.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add an address" }));
    const form = screen.getByRole("form", { name: "New address" });
    await user.type(within(form).getByLabelText("Full name"), "Rita Rider");
    await user.selectOptions(within(form).getByLabelText("Country"), "CA");
    // Canada has a list of provinces: the region is a select now, and required.
    await user.type(within(form).getByLabelText("Address line 1"), "24 Sussex Drive");
    await user.type(within(form).getByLabelText("City"), "Ottawa");
    await user.type(within(form).getByLabelText("Postal code"), "12345");
    await user.type(within(form).getByLabelText("Phone"), "+1 613 555 0100");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(await within(form).findByText("Enter a valid postal code for Canada, like K1A 0B1.")).toBeInTheDocument();
    expect(within(form).getByText("Province is required for Canada.")).toBeInTheDocument();
    expect(added).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByLabelText("Province"), "ON");
    await user.clear(within(form).getByLabelText("Postal code"));
    await user.type(within(form).getByLabelText("Postal code"), "k1a0b1");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    const card = await screen.findByRole("group", { name: "Address of Rita Rider" });
    expect(within(card).getByText("Ottawa ON K1A 0B1")).toBeInTheDocument();
    expect(within(card).getByText("Default")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("says at once that the shop cannot ship to an embargoed country, and offers no territory nobody delivers to", async () => {
    const user = userEvent.setup();
    renderSection([mockOperation(MyAddressesDocument, {}, { myAddresses: [] })]);
    await user.click(await screen.findByRole("button", { name: "Add an address" }));
    const form = screen.getByRole("form", { name: "New address" });
    const country = within(form).getByLabelText("Country");
    const offered = within(country).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    for (const code of ["AQ", "BV", "HM", "TF", "GS", "UM", "IO"]) expect(offered).not.toContain(code);
    expect(offered).toEqual(expect.arrayContaining(["GB", "DE", "AU", "PN"]));

    for (const [code, name] of [["CU", "Cuba"], ["IR", "Iran"], ["KP", "North Korea"], ["SY", "Syria"], ["RU", "Russia"], ["BY", "Belarus"]]) {
      await user.selectOptions(country, code);
      expect(await within(form).findByRole("alert")).toHaveTextContent(`We can't ship to ${name}: US export controls and sanctions forbid it.`);
      expect(country).toHaveAttribute("aria-invalid", "true");
    }
    await user.selectOptions(country, "DE");
    await waitFor(() => expect(within(form).queryByRole("alert")).not.toBeInTheDocument());
  });

  it("puts each field the server refuses under its input", async () => {
    const user = userEvent.setup();
    renderSection([
      mockOperation(MyAddressesDocument, {}, { myAddresses: [ottawa] }),
      mockErrors(AddAddress, () => true, [
        {
          message: "An address book holds at most 20 addresses: remove one first.",
          extensions: { code: "BAD_USER_INPUT" },
        },
      ]),
    ]);
    await user.click(await screen.findByRole("button", { name: "Add an address" }));
    const form = screen.getByRole("form", { name: "New address" });
    await user.type(within(form).getByLabelText("Full name"), "Second Home");
    await user.selectOptions(within(form).getByLabelText("Country"), "DE");
    await user.type(within(form).getByLabelText("Address line 1"), "Hauptstr. 1");
    await user.type(within(form).getByLabelText("City"), "Berlin");
    await user.type(within(form).getByLabelText("Postal code"), "10115");
    await user.type(within(form).getByLabelText("Phone"), "+49 30 1234567");
    await user.click(within(form).getByRole("button", { name: "Save address" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("An address book holds at most 20 addresses: remove one first.");
  });

  it("shows the load error with a retry", async () => {
    renderSection([mockErrors(MyAddressesDocument, {}, [{ message: "Database unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } }])]);
    expect(await screen.findByText("We could not load your addresses.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
