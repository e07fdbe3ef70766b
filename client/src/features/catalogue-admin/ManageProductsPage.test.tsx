import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import ManageProductsPage from "./ManageProductsPage";
import {
  ManageProductsAddCategoryDocument,
  ManageProductsDeleteDocument,
  ManageProductsListDocument,
  ManageProductsRestockDocument,
  ManageProductsUpdateDocument,
} from "./operations";
import { adminUser } from "../../test/admin";
import { categoriesMock, testCategories } from "./test-data";
import type { ManageProductsListQuery } from "../../gql/graphql";
import { mockErrors, mockOperation, type Answer, type OperationMock } from "../../test/mocks";

type PartNode = Answer<ManageProductsListQuery>["parts"]["edges"][number]["node"];

const pads = {
  __typename: "Part" as const,
  id: "11111111-1111-4111-8111-111111111111",
  name: "Sintered brake pads",
  description: "Front pads for sport bikes.",
  picture: "/images/parts/sintered-brake-pads.svg",
  category: "brakes" as const,
  brand: "EBC",
  partNumber: "FA196HH",
  productCategory: { __typename: "Category" as const, id: testCategories.brakePads.id, slug: "brake-pads", label: "Brake pads" },
  specs: [
    { __typename: "PartSpec" as const, name: "Compound", value: "Sintered" },
    { __typename: "PartSpec" as const, name: "Position", value: "Front" },
  ],
  images: ["/images/parts/sintered-brake-pads.svg", "https://cdn.example.com/pads-back.jpg", "/images/parts/pads-box.svg"],
  price: 29.99,
  minquantity: 2,
  avquantity: 40,
  weightKg: 0.32,
  hsCode: "8714.10",
  scheduleB: "8714.10.0000",
  originCountry: "JP",
  dimensionsCm: { __typename: "Dimensions" as const, length: 20, width: 12.5, height: 4 },
  returnable: true,
  gtin: "4006381333931",
  leadTimeDays: 12,
  restockDate: "2026-12-18",
} satisfies PartNode;
const exhaust = {
  ...pads,
  id: "22222222-2222-4222-8222-222222222222",
  name: "Titanium full exhaust",
  description: "A full system.",
  picture: "/images/parts/titanium-full-exhaust.svg",
  category: "exhaust" as const,
  brand: null,
  partNumber: null,
  productCategory: null,
  specs: [],
  images: ["/images/parts/titanium-full-exhaust.svg"],
  price: 1299,
  minquantity: 1,
  avquantity: 3,
  weightKg: 6.8,
  hsCode: null,
  scheduleB: null,
  originCountry: null,
  dimensionsCm: null,
  gtin: null,
  leadTimeDays: null,
  restockDate: null,
} satisfies PartNode;

/** The pads' details as the Edit dialog sends them unchanged. */
const padsInput = {
  name: pads.name,
  description: pads.description,
  picture: pads.picture,
  price: pads.price,
  minquantity: pads.minquantity,
  brand: "EBC",
  partNumber: "FA196HH",
  categorySlug: "brake-pads",
  specs: [
    { name: "Compound", value: "Sintered" },
    { name: "Position", value: "Front" },
  ],
  gallery: ["https://cdn.example.com/pads-back.jpg", "/images/parts/pads-box.svg"],
  weightKg: 0.32,
  // The codes as the shared rules give them: digits only.
  hsCode: "871410",
  scheduleB: "8714100000",
  originCountry: "JP",
  dimensionsCm: { length: 20, width: 12.5, height: 4 },
  returnable: true,
  gtin: "4006381333931",
  leadTimeDays: 12,
  restockDate: "2026-12-18",
};

const listData = (parts: PartNode[], totalCount = parts.length, hasNextPage = false) => ({
  parts: {
    __typename: "PartConnection" as const,
    totalCount,
    edges: parts.map((node) => ({ __typename: "PartEdge" as const, cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: parts.length ? `c-${parts[parts.length - 1].id}` : null },
  },
});

const listMock = (parts: PartNode[], totalCount?: number, hasNextPage?: boolean) => mockOperation(ManageProductsListDocument, {}, listData(parts, totalCount, hasNextPage));

/** The answer to updatePart: the part as saved. */
const updated = (part: PartNode) => ({ updatePart: { ...part, priceCents: Math.round(part.price * 100) } });

function renderProducts(mocks: OperationMock[]) {
  return renderPage(<ManageProductsPage />, { path: "/dashboard/manageproduct", session: fakeSession({ user: adminUser }), mocks });
}

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("ManageProductsPage", () => {
  beforeEach(() => toaster.remove());

  it("lists the catalogue with picture, price and quantities", async () => {
    renderProducts([listMock([pads, exhaust], 30, true)]);
    expect(await screen.findByText("30 products in the catalogue")).toBeInTheDocument();
    const row = rowOf("Sintered brake pads");
    expect(within(row).getByRole("img", { name: "Picture of Sintered brake pads" })).toHaveAttribute("src", pads.picture);
    expect(within(row).getByText("$29.99")).toBeInTheDocument();
    expect(within(row).getByText("40")).toBeInTheDocument();
    expect(within(row).getByText("Brake pads")).toBeInTheDocument();
    expect(within(row).getByText("Brand: EBC")).toBeInTheDocument();
    expect(within(row).getByText("Part no. FA196HH")).toBeInTheDocument();
    expect(within(rowOf("Titanium full exhaust")).queryByText(/Brand:|Part no\./)).not.toBeInTheDocument();
    expect(within(rowOf("Titanium full exhaust")).getByText("$1,299.00")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 30")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("shows the empty catalogue", async () => {
    renderProducts([listMock([])]);
    expect(await screen.findByText(/No products in the catalogue yet/)).toBeInTheDocument();
  });

  it("restocks with the typed quantity", async () => {
    const u = userEvent.setup();
    const restock = jest.fn(() => ({ restockPart: { __typename: "Part", id: pads.id, avquantity: 55 } }));
    renderProducts([listMock([pads, exhaust]), mockOperation(ManageProductsRestockDocument, { id: pads.id, quantity: 15 }, restock)]);
    await screen.findByText("2 products in the catalogue");
    await u.click(screen.getByRole("button", { name: "Restock Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Restock Sintered brake pads" });
    await u.type(within(dialog).getByRole("spinbutton", { name: /Units to add/ }), "15");
    await u.click(within(dialog).getByRole("button", { name: "Add to stock" }));
    expect(await screen.findByText("Added 15 to Sintered brake pads. Now in stock: 55.")).toBeInTheDocument();
    expect(restock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Sintered brake pads")).getByText("55")).toBeInTheDocument());
  });

  it("refuses a restock that is not a whole number of at least 1", async () => {
    const u = userEvent.setup();
    const restock = jest.fn(() => ({ restockPart: { __typename: "Part", id: pads.id, avquantity: 40 } }));
    renderProducts([listMock([pads]), mockOperation(ManageProductsRestockDocument, () => true, restock)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Restock Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Add to stock" }));
    expect(await within(dialog).findByText("Units to add is required")).toBeInTheDocument();
    await u.type(within(dialog).getByRole("spinbutton", { name: /Units to add/ }), "0");
    await u.click(within(dialog).getByRole("button", { name: "Add to stock" }));
    expect(await within(dialog).findByText("Units to add must be at least 1.")).toBeInTheDocument();
    expect(restock).not.toHaveBeenCalled();
  });

  it("asks before deleting, explains orders keep their copy, then deletes", async () => {
    const u = userEvent.setup();
    const deletePart = jest.fn(() => ({ deletePart: { __typename: "DeletedPart", id: pads.id } }));
    renderProducts([
      listMock([pads, exhaust]),
      mockOperation(ManageProductsDeleteDocument, { id: pads.id }, deletePart),
      // The catalogue is re-requested after the delete.
      listMock([exhaust]),
    ]);
    await screen.findByText("2 products in the catalogue");
    await u.click(screen.getByRole("button", { name: "Delete Sintered brake pads" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Sintered brake pads?" });
    expect(dialog).toHaveTextContent("Existing orders keep their copy of the name and price.");
    expect(deletePart).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole("button", { name: "Delete product" }));
    expect(await screen.findByText("Sintered brake pads was deleted.")).toBeInTheDocument();
    expect(deletePart).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("1 product in the catalogue")).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Sintered brake pads/ })).not.toBeInTheDocument();
  });

  it("does not delete when the confirmation is dismissed", async () => {
    const u = userEvent.setup();
    const deletePart = jest.fn(() => ({ deletePart: { __typename: "DeletedPart", id: pads.id } }));
    renderProducts([listMock([pads]), mockOperation(ManageProductsDeleteDocument, { id: pads.id }, deletePart)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Delete Sintered brake pads" }));
    const dialog = await screen.findByRole("alertdialog");
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(deletePart).not.toHaveBeenCalled();
    expect(rowOf("Sintered brake pads")).toBeInTheDocument();
  });

  it("edits a part's details with updatePart, sending every catalogue field as it stands", async () => {
    const u = userEvent.setup();
    const input = { ...padsInput, name: "Sintered brake pads (pair)", price: 31.5 };
    const update = jest.fn(() => updated({ ...pads, name: input.name, price: input.price }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    const name = within(dialog).getByRole("textbox", { name: /Product Name/ });
    expect(name).toHaveValue(pads.name);
    await u.clear(name);
    await u.type(name, input.name);
    const price = within(dialog).getByRole("spinbutton", { name: /Price/ });
    await u.clear(price);
    await u.type(price, "31.50");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${input.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("row", { name: /Sintered brake pads \(pair\)/ })).toHaveTextContent("$31.50");
  });

  it("prefills every catalogue field of the part in the Edit dialog", async () => {
    const u = userEvent.setup();
    renderProducts([listMock([pads]), categoriesMock()]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    const box = (name: string | RegExp) => within(dialog).getByRole("textbox", { name });
    expect(box("Brand")).toHaveValue("EBC");
    expect(box("Part number")).toHaveValue("FA196HH");
    expect(box(/Shipping weight/)).toHaveValue("0.32");
    const category = within(dialog).getByRole("combobox", { name: /Category/ });
    // The part's own category shows at once, and stays selected once the list arrives.
    expect(category).toHaveValue("brake-pads");
    expect(await within(dialog).findByRole("option", { name: "Brakes › Brake pads" })).toBeInTheDocument();
    expect(category).toHaveValue("brake-pads");
    expect((within(category).getByRole("option", { selected: true }) as HTMLOptionElement).text).toBe("Brakes › Brake pads");
    expect(box("Spec 1 name")).toHaveValue("Compound");
    expect(box("Spec 1 value")).toHaveValue("Sintered");
    expect(box("Spec 2 name")).toHaveValue("Position");
    expect(box("Spec 2 value")).toHaveValue("Front");
    expect(within(dialog).queryByRole("textbox", { name: "Spec 3 name" })).not.toBeInTheDocument();
    // The gallery is the images after the main picture.
    expect(box(/^Image/)).toHaveValue(pads.picture);
    expect(box("Gallery image 1")).toHaveValue(pads.images[1]);
    expect(box("Gallery image 2")).toHaveValue(pads.images[2]);
    expect(within(dialog).queryByRole("textbox", { name: "Gallery image 3" })).not.toBeInTheDocument();
    // The export data, as the part has them.
    const exportData = within(dialog).getByRole("group", { name: "Export data" });
    expect(within(exportData).getByRole("textbox", { name: "HS code" })).toHaveValue("8714.10");
    expect(within(exportData).getByRole("textbox", { name: "Schedule B number" })).toHaveValue("8714.10.0000");
    expect(within(exportData).getByRole("combobox", { name: /Country of origin/ })).toHaveValue("JP");
    expect(within(exportData).getByRole("option", { name: "Japan", selected: true })).toBeInTheDocument();
    expect(within(exportData).getByRole("textbox", { name: "Length (cm)" })).toHaveValue("20");
    expect(within(exportData).getByRole("textbox", { name: "Width (cm)" })).toHaveValue("12.5");
    expect(within(exportData).getByRole("textbox", { name: "Height (cm)" })).toHaveValue("4");
    // The barcode number and when the part comes back, as stored.
    expect(box("GTIN (barcode number)")).toHaveValue("4006381333931");
    expect(within(dialog).getByRole("spinbutton", { name: "Lead time when sold out (business days)" })).toHaveValue(12);
    expect(within(dialog).getByLabelText("Expected restock date")).toHaveValue("2026-12-18");
  });

  it("leaves the export data of a part without them empty in the Edit dialog", async () => {
    const u = userEvent.setup();
    renderProducts([listMock([exhaust]), categoriesMock()]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Titanium full exhaust" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Titanium full exhaust" });
    for (const name of ["HS code", "Schedule B number", "Length (cm)", "Width (cm)", "Height (cm)"]) {
      expect(within(dialog).getByRole("textbox", { name })).toHaveValue("");
    }
    expect(within(dialog).getByRole("combobox", { name: /Country of origin/ })).toHaveValue("");
    expect(within(dialog).getByRole("textbox", { name: "GTIN (barcode number)" })).toHaveValue("");
    expect(within(dialog).getByRole("spinbutton", { name: "Lead time when sold out (business days)" })).toHaveValue(null);
    expect(within(dialog).getByLabelText("Expected restock date")).toHaveValue("");
  });

  it("removes an emptied GTIN or restock date (null) and sends a changed lead time", async () => {
    const u = userEvent.setup();
    const input = { ...padsInput, gtin: null, leadTimeDays: 20, restockDate: null };
    const update = jest.fn(() => updated({ ...pads, gtin: null, leadTimeDays: 20, restockDate: null }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    await u.clear(within(dialog).getByRole("textbox", { name: "GTIN (barcode number)" }));
    const leadTime = within(dialog).getByRole("spinbutton", { name: "Lead time when sold out (business days)" });
    await u.clear(leadTime);
    await u.type(leadTime, "20");
    fireEvent.change(within(dialog).getByLabelText("Expected restock date"), { target: { value: "" } });
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("clears the export data: emptied codes, Unknown origin and three emptied sizes are sent as null", async () => {
    const u = userEvent.setup();
    const input = { ...padsInput, hsCode: null, scheduleB: null, originCountry: null, dimensionsCm: null };
    const update = jest.fn(() => updated({ ...pads, hsCode: null, scheduleB: null, originCountry: null, dimensionsCm: null }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    for (const name of ["HS code", "Schedule B number", "Length (cm)", "Width (cm)", "Height (cm)"]) {
      await u.clear(within(dialog).getByRole("textbox", { name }));
    }
    await u.selectOptions(within(dialog).getByRole("combobox", { name: /Country of origin/ }), "Unknown");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("changes one export field and sends the others as they are", async () => {
    const u = userEvent.setup();
    const input = { ...padsInput, scheduleB: "8714109000", dimensionsCm: { length: 20, width: 12.5, height: 5.5 } };
    const update = jest.fn(() => updated({ ...pads, scheduleB: "8714.10.9000", dimensionsCm: { __typename: "Dimensions", length: 20, width: 12.5, height: 5.5 } }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    const scheduleB = within(dialog).getByRole("textbox", { name: "Schedule B number" });
    await u.clear(scheduleB);
    await u.type(scheduleB, "8714.10.9000");
    const height = within(dialog).getByRole("textbox", { name: "Height (cm)" });
    await u.clear(height);
    await u.type(height, "5,5");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("clears the catalogue fields: an emptied brand or part number is null, an emptied list []", async () => {
    const u = userEvent.setup();
    const input = { ...padsInput, brand: null, partNumber: null, categorySlug: null, specs: [], gallery: [] };
    const update = jest.fn(() => updated({ ...pads, brand: null, partNumber: null, productCategory: null, category: null, specs: [], images: [pads.picture] }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    await u.clear(within(dialog).getByRole("textbox", { name: "Brand" }));
    await u.clear(within(dialog).getByRole("textbox", { name: "Part number" }));
    await within(dialog).findByRole("option", { name: "Brakes › Brake pads" });
    await u.selectOptions(within(dialog).getByRole("combobox", { name: /Category/ }), "No category");
    await u.click(within(dialog).getByRole("button", { name: "Remove spec 2" }));
    await u.click(within(dialog).getByRole("button", { name: "Remove spec 1" }));
    // With no row left, the focus goes to "Add spec".
    expect(within(dialog).getByRole("button", { name: "Add spec" })).toHaveFocus();
    await u.click(within(dialog).getByRole("button", { name: "Remove gallery image 1" }));
    await u.click(within(dialog).getByRole("button", { name: "Remove gallery image 1" }));
    expect(within(dialog).getByText("No specs yet.")).toBeInTheDocument();
    expect(within(dialog).getByText("No more images yet.")).toBeInTheDocument();
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rowOf("Sintered brake pads")).queryByText("Brand: EBC")).not.toBeInTheDocument());
    expect(within(rowOf("Sintered brake pads")).queryByText("Brake pads")).not.toBeInTheDocument();
  });

  it("shows whether the part may be returned once fitted, as the part has it", async () => {
    const u = userEvent.setup();
    // An electrical part, not returnable once fitted, beside the pads that are.
    const regulator = { ...exhaust, id: "33333333-3333-4333-8333-333333333333", name: "Regulator rectifier", returnable: false };
    renderProducts([listMock([pads, regulator]), categoriesMock()]);
    await screen.findByText("2 products in the catalogue");
    const returnable = (dialog: HTMLElement) => within(dialog).getByRole("checkbox", { name: "Can be returned once fitted" });

    await u.click(screen.getByRole("button", { name: "Edit Regulator rectifier" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit Regulator rectifier" });
    expect(returnable(dialog)).not.toBeChecked();
    expect(returnable(dialog)).toHaveAccessibleDescription(/^Untick for electrical parts/);
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    expect(returnable(dialog)).toBeChecked();
  });

  it("sends the part's returnable as it is, false for a part that cannot be returned once fitted", async () => {
    const u = userEvent.setup();
    const regulator = { ...pads, returnable: false };
    const update = jest.fn(() => updated(regulator));
    renderProducts([listMock([regulator]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input: { ...padsInput, returnable: false } }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("sends returnable: false once the admin unticks it", async () => {
    const u = userEvent.setup();
    const update = jest.fn(() => updated({ ...pads, returnable: false }));
    renderProducts([listMock([pads]), categoriesMock(), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input: { ...padsInput, returnable: false } }, update)]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Sintered brake pads" });
    const returnable = within(dialog).getByRole("checkbox", { name: "Can be returned once fitted" });
    expect(returnable).toBeChecked();
    await u.click(returnable);
    expect(returnable).not.toBeChecked();
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`Saved ${pads.name}.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("puts the server's message about a gallery image under that image in the Edit dialog", async () => {
    const u = userEvent.setup();
    renderProducts([
      listMock([pads]),
      categoriesMock(),
      mockErrors(ManageProductsUpdateDocument, { id: pads.id, input: padsInput }, [
        new GraphQLError("Image must be an http(s) URL or a path on this site.", { extensions: { code: "BAD_USER_INPUT", field: "gallery.1" } }),
      ]),
    ]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    const second = within(dialog).getByRole("textbox", { name: "Gallery image 2" });
    await waitFor(() => expect(second).toHaveAccessibleErrorMessage("Image must be an http(s) URL or a path on this site."));
    expect(within(dialog).getByRole("textbox", { name: "Gallery image 1" })).not.toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a server error about a field under it in the Edit dialog", async () => {
    const u = userEvent.setup();
    renderProducts([
      listMock([pads]),
      categoriesMock(),
      mockErrors(ManageProductsUpdateDocument, () => true, [new GraphQLError("Price must be at most $1,000,000.", { extensions: { code: "BAD_USER_INPUT", field: "price" } })]),
    ]);
    await screen.findByText("1 product in the catalogue");
    await u.click(screen.getByRole("button", { name: "Edit Sintered brake pads" }));
    const dialog = await screen.findByRole("dialog");
    await u.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Price must be at most $1,000,000.")).toBeInTheDocument();
    // Chakra links the message to its field one render after the message appears.
    await waitFor(() => expect(within(dialog).getByRole("spinbutton", { name: /Price/ })).toHaveAccessibleErrorMessage("Price must be at most $1,000,000."));
  });

  describe("Add category", () => {
    const { brakes, exhaust, brakePads, category } = testCategories;
    const discs = category("c0000000-0000-4000-8000-000000000004", "brake-discs", "Brake discs", 0, brakes);

    async function openAddCategory(u: ReturnType<typeof userEvent.setup>) {
      await u.click(screen.getByRole("button", { name: "Add category" }));
      return screen.findByRole("dialog", { name: "Add a category" });
    }

    it("adds a category under a parent, then lists it with the others", async () => {
      const u = userEvent.setup();
      const add = jest.fn(() => ({ addCategory: discs }));
      renderProducts([
        listMock([pads]),
        categoriesMock(),
        mockOperation(ManageProductsAddCategoryDocument, { input: { slug: "brake-discs", label: "Brake discs", parentSlug: "brakes" } }, add),
        // The categories are asked for again once one is added.
        categoriesMock([brakes, exhaust, discs, brakePads]),
      ]);
      await screen.findByText("1 product in the catalogue");
      let dialog = await openAddCategory(u);
      const label = within(dialog).getByRole("textbox", { name: /Label/ });
      await u.type(label, "Brake discs");
      // The slug follows the label until one is typed.
      expect(within(dialog).getByRole("textbox", { name: /Slug/ })).toHaveValue("brake-discs");
      await within(dialog).findByRole("option", { name: "Brakes" });
      await u.selectOptions(within(dialog).getByRole("combobox", { name: /Parent/ }), "Brakes");
      await u.click(within(dialog).getByRole("button", { name: "Add category" }));
      expect(await screen.findByText("Added the category Brake discs.")).toBeInTheDocument();
      expect(add).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a category" })).not.toBeInTheDocument());

      // The new category is a parent to choose next time, and a category of the part forms.
      dialog = await openAddCategory(u);
      expect(await within(dialog).findByRole("option", { name: "Brakes › Brake discs" })).toBeInTheDocument();
      expect(within(within(dialog).getByRole("combobox", { name: /Parent/ })).getAllByRole("option").map((o) => o.textContent)).toEqual([
        "None (top level)",
        "Brakes",
        "Brakes › Brake discs",
        "Brakes › Brake pads",
        "Exhaust",
      ]);
    });

    it("checks the slug before sending and puts the server's refusal under the field it names", async () => {
      const u = userEvent.setup();
      const input = { slug: "brake-pads", label: "Pads", parentSlug: null };
      renderProducts([
        listMock([pads]),
        categoriesMock(),
        mockErrors(ManageProductsAddCategoryDocument, { input }, [
          new GraphQLError('A category already has the slug "brake-pads".', { extensions: { code: "BAD_USER_INPUT", field: "slug" } }),
        ]),
      ]);
      await screen.findByText("1 product in the catalogue");
      const dialog = await openAddCategory(u);
      await u.click(within(dialog).getByRole("button", { name: "Add category" }));
      const slug = within(dialog).getByRole("textbox", { name: /Slug/ });
      await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /Label/ })).toHaveAccessibleErrorMessage("Label is required."));
      await waitFor(() => expect(slug).toHaveAccessibleErrorMessage(/^Slug must be lower-case letters/));

      await u.type(within(dialog).getByRole("textbox", { name: /Label/ }), "Pads");
      await u.clear(slug);
      await u.type(slug, "Brake-Pads");
      await u.click(within(dialog).getByRole("button", { name: "Add category" }));
      await waitFor(() => expect(slug).toHaveAccessibleErrorMessage('A category already has the slug "brake-pads".'));
      expect(slug).toHaveFocus();
      expect(screen.getByRole("dialog", { name: "Add a category" })).toBeInTheDocument();
    });
  });
});
