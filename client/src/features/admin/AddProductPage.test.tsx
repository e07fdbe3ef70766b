import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage, riderUser } from "../../test/render";
import AddProductPage from "./AddProductPage";
import { AddProductAddPartDocument } from "./operations";
import { adminUser, isAdminMock } from "./test-data";
import { mockErrors, mockOperation, type OperationMock } from "../../test/mocks";

const PATH = "/dashboard/addproduct";

function renderAddProduct(mocks: OperationMock[], user = adminUser) {
  return renderPage(<AddProductPage />, { path: PATH, session: fakeSession({ user }), mocks });
}

const input = {
  name: "Braided brake line kit",
  description: "Stainless lines for a firmer lever.",
  picture: "/images/parts/braided-brake-line-kit.svg",
  category: "brakes" as const,
  price: 24.5,
  minquantity: 2,
  avquantity: 30,
};

const addedPart = {
  __typename: "Part" as const,
  id: "0f5e1c3a-1b2c-4d5e-8f90-123456789abc",
  ...input,
  priceCents: 2450,
  email: adminUser.email,
  createdAt: "2024-05-01T10:00:00.000Z",
};

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const numberField = (name: string | RegExp) => screen.getByRole("spinbutton", { name });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Product Name/), input.name);
  await user.type(field(/Description/), input.description);
  await user.type(numberField(/Minimum Quantity/), "2");
  await user.type(numberField(/Available Quantity/), "30");
  await user.type(numberField(/Price/), "24.50");
  await user.type(field(/Image/), input.picture);
  await user.selectOptions(screen.getByRole("combobox", { name: /Category/ }), "brakes");
}

describe("AddProductPage", () => {
  beforeEach(() => toaster.remove());

  it("shows a non-admin the admins-only notice and no form", async () => {
    renderAddProduct([isAdminMock(riderUser.email, false)], riderUser);
    expect(await screen.findByRole("heading", { name: "Admins only" })).toBeInTheDocument();
    expect(screen.getByText(/Adding products is for the shop's admins/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Product" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows a spinner while the admin check runs, then the form for an admin", async () => {
    renderAddProduct([isAdminMock(adminUser.email, true)]);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    expect(screen.queryByRole("button", { name: "Add Product" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Add Product" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admins only" })).not.toBeInTheDocument();
  });

  it("prefills the admin's email, read-only", async () => {
    renderAddProduct([isAdminMock(adminUser.email, true)]);
    const email = await screen.findByRole("textbox", { name: /Email/ });
    expect(email).toHaveValue(adminUser.email);
    expect(email).toHaveAttribute("readonly");
  });

  it("shows every required-field message on an empty submit and sends nothing", async () => {
    const user = userEvent.setup();
    const addPart = jest.fn(() => ({ addPart: addedPart }));
    renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
    await user.click(await screen.findByRole("button", { name: "Add Product" }));
    for (const message of [
      "Name is required",
      "Description is required",
      "Minimum Quantity is required",
      "Available Quantity is required",
      "Price Quantity is required",
      "Image is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Each message is linked to its field.
    expect(field(/Product Name/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(field(/Product Name/)).toHaveAccessibleErrorMessage("Name is required"));
    expect(addPart).not.toHaveBeenCalled();
  });

  it("says 'Email is required' when there is no email to record", async () => {
    const user = userEvent.setup();
    renderAddProduct([isAdminMock("", true)], { ...adminUser, email: "" });
    await user.click(await screen.findByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
  });

  it("checks the bounds the server enforces before sending", async () => {
    const user = userEvent.setup();
    const addPart = jest.fn(() => ({ addPart: addedPart }));
    renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
    await screen.findByRole("button", { name: "Add Product" });
    await fillValidForm(user);
    await user.clear(numberField(/Minimum Quantity/));
    await user.type(numberField(/Minimum Quantity/), "0");
    await user.clear(numberField(/Available Quantity/));
    await user.type(numberField(/Available Quantity/), "2.5");
    await user.clear(numberField(/Price/));
    await user.type(numberField(/Price/), "3.999");
    await user.clear(field(/Image/));
    await user.type(field(/Image/), "not a picture");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Minimum Quantity must be at least 1.")).toBeInTheDocument();
    expect(screen.getByText("Available Quantity must be a whole number.")).toBeInTheDocument();
    expect(screen.getByText("Price must have at most two decimals.")).toBeInTheDocument();
    expect(screen.getByText("Image must be an http(s) URL or a path on this site.")).toBeInTheDocument();
    expect(addPart).not.toHaveBeenCalled();
  });

  it("refuses a minimum above the available quantity before sending, and clears once the stock covers it", async () => {
    const user = userEvent.setup();
    const addPart = jest.fn(() => ({ addPart: addedPart }));
    renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
    await screen.findByRole("button", { name: "Add Product" });
    await fillValidForm(user);
    await user.clear(numberField(/Available Quantity/));
    await user.type(numberField(/Available Quantity/), "1");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const message = "Minimum Quantity cannot be more than Available Quantity: nobody could order it.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(numberField(/Minimum Quantity/)).toHaveAttribute("aria-invalid", "true");
    expect(addPart).not.toHaveBeenCalled();
    // Typing a stock that covers the minimum clears the message.
    await user.clear(numberField(/Available Quantity/));
    await user.type(numberField(/Available Quantity/), "30");
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it("previews the image once it looks like a picture", async () => {
    const user = userEvent.setup();
    renderAddProduct([isAdminMock(adminUser.email, true)]);
    await screen.findByRole("button", { name: "Add Product" });
    expect(screen.queryByRole("img", { name: "Preview of the product image" })).not.toBeInTheDocument();
    await user.type(field(/Image/), input.picture);
    expect(screen.getByRole("img", { name: "Preview of the product image" })).toHaveAttribute("src", input.picture);
  });

  it("sends addPart with numbers parsed, confirms and resets the form", async () => {
    const user = userEvent.setup();
    const addPart = jest.fn(() => ({ addPart: addedPart }));
    renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, { input }, addPart)]);
    await screen.findByRole("button", { name: "Add Product" });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("successfully added a product")).toBeInTheDocument();
    expect(addPart).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field(/Product Name/)).toHaveValue(""));
    expect(numberField(/Price/)).toHaveValue(null);
    expect(field(/Email/)).toHaveValue(adminUser.email);
  });

  it("puts a server error about a field under that field", async () => {
    const user = userEvent.setup();
    renderAddProduct([
      isAdminMock(adminUser.email, true),
      mockErrors(AddProductAddPartDocument, { input }, [new GraphQLError("A part with this name exists already.", { extensions: { code: "BAD_USER_INPUT", field: "name" } })]),
    ]);
    await screen.findByRole("button", { name: "Add Product" });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("A part with this name exists already.")).toBeInTheDocument();
    await waitFor(() => expect(field(/Product Name/)).toHaveAccessibleErrorMessage("A part with this name exists already."));
    expect(screen.queryByText("successfully added a product")).not.toBeInTheDocument();
  });

  it("shows any other server error under the form", async () => {
    const user = userEvent.setup();
    renderAddProduct([
      isAdminMock(adminUser.email, true),
      mockErrors(AddProductAddPartDocument, { input }, [new GraphQLError("You are not allowed to do this.", { extensions: { code: "FORBIDDEN" } })]),
    ]);
    await screen.findByRole("button", { name: "Add Product" });
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("You are not allowed to do this.")).toBeInTheDocument();
  });
});
