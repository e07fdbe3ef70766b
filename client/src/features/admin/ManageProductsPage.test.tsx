import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage } from "../../test/render";
import ManageProductsPage from "./ManageProductsPage";
import { ManageProductsDeleteDocument, ManageProductsListDocument, ManageProductsRestockDocument, ManageProductsUpdateDocument, PRODUCTS_PAGE_SIZE } from "./operations";
import { adminUser } from "./test-data";
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
  price: 29.99,
  minquantity: 2,
  avquantity: 40,
} satisfies PartNode;
const exhaust = {
  ...pads,
  id: "22222222-2222-4222-8222-222222222222",
  name: "Titanium full exhaust",
  description: "A full system.",
  picture: "/images/parts/titanium-full-exhaust.svg",
  category: "exhaust" as const,
  price: 1299,
  minquantity: 1,
  avquantity: 3,
} satisfies PartNode;

const listData = (parts: PartNode[], totalCount = parts.length, hasNextPage = false) => ({
  parts: {
    __typename: "PartConnection" as const,
    totalCount,
    edges: parts.map((node) => ({ __typename: "PartEdge" as const, cursor: `c-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: parts.length ? `c-${parts[parts.length - 1].id}` : null },
  },
});

const listMock = (parts: PartNode[], totalCount?: number, hasNextPage?: boolean) => mockOperation(ManageProductsListDocument, { first: PRODUCTS_PAGE_SIZE }, listData(parts, totalCount, hasNextPage));

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
    expect(within(row).getByText("Brakes")).toBeInTheDocument();
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

  it("edits a part's details with updatePart", async () => {
    const u = userEvent.setup();
    const input = {
      name: "Sintered brake pads (pair)",
      description: pads.description,
      picture: pads.picture,
      category: "brakes" as const,
      price: 31.5,
      minquantity: 2,
    };
    const update = jest.fn(() => ({ updatePart: { ...pads, ...input, priceCents: 3150 } }));
    renderProducts([listMock([pads]), mockOperation(ManageProductsUpdateDocument, { id: pads.id, input }, update)]);
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

  it("shows a server error about a field under it in the Edit dialog", async () => {
    const u = userEvent.setup();
    renderProducts([
      listMock([pads]),
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
});
