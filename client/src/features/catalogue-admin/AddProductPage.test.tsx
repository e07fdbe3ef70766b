import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { toaster } from "../../lib/toaster";
import { fakeSession, renderPage, riderUser } from "../../test/render";
import AddProductPage from "./AddProductPage";
import { AddProductAddPartDocument } from "./operations";
import { adminUser, isAdminMock } from "../../test/admin";
import { categoriesMock } from "./test-data";
import { mockErrors, mockOperation, type OperationMock } from "../../test/mocks";

const PATH = "/dashboard/addproduct";

function renderAddProduct(mocks: OperationMock[], user = adminUser) {
  // The Category select asks for the catalogue's sections once the form shows.
  return renderPage(<AddProductPage />, { path: PATH, session: fakeSession({ user }), mocks: [...mocks, categoriesMock()] });
}

/** What the form sends when only the required fields and the category are filled. */
const input = {
  name: "Braided brake line kit",
  description: "Stainless lines for a firmer lever.",
  picture: "/images/parts/braided-brake-line-kit.svg",
  price: 24.5,
  minquantity: 2,
  avquantity: 30,
  brand: null,
  partNumber: null,
  categorySlug: "brakes",
  specs: [],
  gallery: [],
  // The export data left empty: none.
  hsCode: null,
  scheduleB: null,
  originCountry: null,
  dimensionsCm: null,
  // The checkbox's default: a new part may be returned once fitted.
  returnable: true,
  // No barcode number, lead time or restock date: unknown.
  gtin: null,
  leadTimeDays: null,
  restockDate: null,
};

const addedPart = {
  __typename: "Part" as const,
  id: "0f5e1c3a-1b2c-4d5e-8f90-123456789abc",
  name: input.name,
  description: input.description,
  picture: input.picture,
  category: "brakes" as const,
  price: input.price,
  minquantity: input.minquantity,
  avquantity: input.avquantity,
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
  // The options arrive with the categories.
  await screen.findByRole("option", { name: "Brakes › Brake pads" });
  await user.selectOptions(screen.getByRole("combobox", { name: /Category/ }), "Brakes");
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

  describe("returns", () => {
    const returnable = () => screen.getByRole("checkbox", { name: "Can be returned once fitted" });

    it("offers the part as returnable once fitted by default, saying when to untick it", async () => {
      renderAddProduct([isAdminMock(adminUser.email, true)]);
      await screen.findByRole("button", { name: "Add Product" });
      expect(returnable()).toBeChecked();
      expect(returnable()).toHaveAccessibleDescription(
        "Untick for electrical parts and others that cannot come back once installed: they are then returned only when wrong, damaged or faulty.",
      );
    });

    it("sends returnable: false when unticked, then ticks it again for the next part", async () => {
      const user = userEvent.setup();
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, { input: { ...input, returnable: false } }, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.click(returnable());
      expect(returnable()).not.toBeChecked();
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      expect(await screen.findByText("successfully added a product")).toBeInTheDocument();
      expect(addPart).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(returnable()).toBeChecked());
    });
  });

  describe("catalogue fields", () => {
    const specName = (n: number) => field(`Spec ${n} name`);
    const specValue = (n: number) => field(`Spec ${n} value`);
    const galleryImage = (n: number) => field(`Gallery image ${n}`);

    async function addSpec(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
      await user.click(screen.getByRole("button", { name: "Add spec" }));
      const n = screen.getAllByRole("textbox", { name: /^Spec \d+ name$/ }).length;
      // The new row's name has the focus.
      expect(specName(n)).toHaveFocus();
      if (name) await user.keyboard(name);
      if (value) await user.type(specValue(n), value);
    }

    it("lists sub-categories under their parent in the Category select", async () => {
      renderAddProduct([isAdminMock(adminUser.email, true)]);
      await screen.findByRole("option", { name: "Brakes › Brake pads" });
      const options = within(screen.getByRole("combobox", { name: /Category/ })).getAllByRole("option");
      expect(options.map((o) => o.textContent)).toEqual(["No category", "Brakes", "Brakes › Brake pads", "Exhaust"]);
      expect(options.map((o) => o.getAttribute("value"))).toEqual(["", "brakes", "brake-pads", "exhaust"]);
    });

    it("sends brand, part number, the category's slug, the specs in their order and the more images", async () => {
      const user = userEvent.setup();
      const sent = {
        ...input,
        brand: "EBC",
        partNumber: "FA196HH",
        categorySlug: "brake-pads",
        specs: [
          { name: "Pitch", value: "520" },
          { name: "Compound", value: "Sintered" },
        ],
        gallery: ["https://cdn.example.com/pads-back.jpg", "/images/parts/pads-box.svg"],
        weightKg: 0.32,
      };
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, { input: sent }, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(field("Brand"), "  EBC ");
      await user.type(field("Part number"), "FA196HH");
      await user.selectOptions(screen.getByRole("combobox", { name: /Category/ }), "Brakes › Brake pads");
      // A decimal comma, as European keyboards write it.
      await user.type(field(/Shipping weight/), "0,32");

      // Three specs, the third moved to the top by keyboard, then the middle one removed.
      await addSpec(user, "Compound", "Sintered");
      await addSpec(user, "Colour", "Black");
      await addSpec(user, "Pitch", "520");
      await user.click(screen.getByRole("button", { name: "Move spec 3 up" }));
      // The moved row keeps the focus on its button, now named after its new place.
      expect(screen.getByRole("button", { name: "Move spec 2 up" })).toHaveFocus();
      await user.keyboard("{Enter}");
      // At the top, "up" is disabled: the focus goes to "down".
      expect(screen.getByRole("button", { name: "Move spec 1 up" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Move spec 1 down" })).toHaveFocus();
      expect(specName(1)).toHaveValue("Pitch");
      expect(screen.getByText("Spec 2 moved to position 1.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Remove spec 3" }));
      expect(screen.queryByRole("textbox", { name: "Spec 3 name" })).not.toBeInTheDocument();
      expect(specName(2)).toHaveFocus();
      expect(specName(2)).toHaveValue("Compound");

      // Two more images, one removed.
      await user.click(screen.getByRole("button", { name: "Add image" }));
      await user.keyboard("/images/parts/unwanted.svg");
      await user.click(screen.getByRole("button", { name: "Add image" }));
      await user.keyboard(sent.gallery[0]);
      await user.click(screen.getByRole("button", { name: "Add image" }));
      await user.keyboard(sent.gallery[1]);
      await user.click(screen.getByRole("button", { name: "Remove gallery image 1" }));
      expect(galleryImage(1)).toHaveValue(sent.gallery[0]);
      expect(galleryImage(1)).toHaveFocus();

      await user.click(screen.getByRole("button", { name: "Add Product" }));
      expect(await screen.findByText("successfully added a product")).toBeInTheDocument();
      expect(addPart).toHaveBeenCalledTimes(1);
      // The form empties its lists too.
      await waitFor(() => expect(screen.queryByRole("textbox", { name: "Spec 1 name" })).not.toBeInTheDocument());
      expect(screen.queryByRole("textbox", { name: "Gallery image 1" })).not.toBeInTheDocument();
      expect(field("Brand")).toHaveValue("");
    });

    it("stops adding images at 8", async () => {
      const user = userEvent.setup();
      renderAddProduct([isAdminMock(adminUser.email, true)]);
      const add = await screen.findByRole("button", { name: "Add image" });
      for (let i = 0; i < 8; i++) await user.click(add);
      expect(galleryImage(8)).toBeInTheDocument();
      expect(add).toBeDisabled();
      expect(screen.getByText("A part may have at most 8 more images.")).toBeInTheDocument();
    });

    it("says what is wrong with a spec or an image under its own input, before sending", async () => {
      const user = userEvent.setup();
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(field("Part number"), "-520");
      await addSpec(user, "", "520");
      await addSpec(user, "Pitch", "");
      await user.click(screen.getByRole("button", { name: "Add image" }));
      await user.keyboard("/images/parts/ok.svg");
      await user.click(screen.getByRole("button", { name: "Add image" }));
      await user.keyboard("not a picture");
      await user.click(screen.getByRole("button", { name: "Add Product" }));

      await waitFor(() => expect(specName(1)).toHaveAccessibleErrorMessage("Spec name is required."));
      expect(specValue(1)).not.toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(specValue(2)).toHaveAccessibleErrorMessage("Spec value is required."));
      await waitFor(() => expect(galleryImage(2)).toHaveAccessibleErrorMessage("Image must be an http(s) URL or a path on this site."));
      expect(galleryImage(1)).not.toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(field("Part number")).toHaveAccessibleErrorMessage(/^Part number may hold letters, digits/));
      expect(addPart).not.toHaveBeenCalled();

      // A name given twice is said under the list.
      await user.type(specName(1), "pitch");
      await user.type(specValue(2), "520");
      await user.clear(field("Part number"));
      await user.clear(galleryImage(2));
      await user.type(galleryImage(2), "https://cdn.example.com/b.jpg");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      expect(await screen.findByText("Each spec name may appear once.")).toBeInTheDocument();
      expect(addPart).not.toHaveBeenCalled();
    });

    it("puts the server's message about a spec or an image under that row's input", async () => {
      const user = userEvent.setup();
      const sent = { ...input, specs: [{ name: "Pitch", value: "520" }, { name: "Length", value: "120 links" }], gallery: ["/images/parts/a.svg", "/images/parts/b.svg"] };
      renderAddProduct([
        isAdminMock(adminUser.email, true),
        mockErrors(AddProductAddPartDocument, { input: sent }, [
          new GraphQLError("Spec name must be at most 40 characters.", { extensions: { code: "BAD_USER_INPUT", field: "specs.1.name" } }),
        ]),
        mockErrors(AddProductAddPartDocument, { input: sent }, [
          new GraphQLError("Image must be an http(s) URL or a path on this site.", { extensions: { code: "BAD_USER_INPUT", field: "gallery.1" } }),
        ]),
      ]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await addSpec(user, "Pitch", "520");
      await addSpec(user, "Length", "120 links");
      for (const url of sent.gallery) {
        await user.click(screen.getByRole("button", { name: "Add image" }));
        await user.keyboard(url);
      }

      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(specName(2)).toHaveAccessibleErrorMessage("Spec name must be at most 40 characters."));
      expect(specName(2)).toHaveFocus();
      // Not under the part's own Name, although "specs.1.name" ends with "name".
      expect(field(/Product Name/)).not.toHaveAttribute("aria-invalid", "true");
      expect(specValue(2)).not.toHaveAttribute("aria-invalid", "true");
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(galleryImage(2)).toHaveAccessibleErrorMessage("Image must be an http(s) URL or a path on this site."));
      expect(galleryImage(2)).toHaveFocus();
      expect(field(/^Image/)).not.toHaveAttribute("aria-invalid", "true");
      expect(galleryImage(1)).not.toHaveAttribute("aria-invalid", "true");
    });

    it("puts the server's message about the boxed size under the size it names", async () => {
      const user = userEvent.setup();
      const sent = { ...input, dimensionsCm: { length: 40, width: 30, height: 20 } };
      renderAddProduct([
        isAdminMock(adminUser.email, true),
        mockErrors(AddProductAddPartDocument, { input: sent }, [
          new GraphQLError("This box is too large for any of our couriers.", { extensions: { code: "BAD_USER_INPUT", field: "input.dimensionsCm.width" } }),
        ]),
      ]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(field("Length (cm)"), "40");
      await user.type(field("Width (cm)"), "30");
      await user.type(field("Height (cm)"), "20");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(field("Width (cm)")).toHaveAccessibleErrorMessage("This box is too large for any of our couriers."));
      expect(field("Width (cm)")).toHaveFocus();
      expect(field("Length (cm)")).not.toHaveAttribute("aria-invalid", "true");
    });

    it("puts the server's message about the category under the Category select", async () => {
      const user = userEvent.setup();
      renderAddProduct([
        isAdminMock(adminUser.email, true),
        mockErrors(AddProductAddPartDocument, { input }, [new GraphQLError('No category has the slug "brakes".', { extensions: { code: "BAD_USER_INPUT", field: "categorySlug" } })]),
      ]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(screen.getByRole("combobox", { name: /Category/ })).toHaveAccessibleErrorMessage('No category has the slug "brakes".'));
    });
  });

  describe("export data", () => {
    const exportField = (name: string | RegExp) => within(screen.getByRole("group", { name: "Export data" })).getByRole("textbox", { name });
    const country = () => screen.getByRole("combobox", { name: /Country of origin/ });

    it("groups the export fields under a legend, with the HS code's example and help", async () => {
      renderAddProduct([isAdminMock(adminUser.email, true)]);
      await screen.findByRole("button", { name: "Add Product" });
      const hs = exportField("HS code");
      expect(hs).toHaveAttribute("placeholder", "8714.10");
      expect(hs).toHaveAccessibleDescription("Six digits: customs classify the part by it");
      expect(exportField("Schedule B number")).toBeInTheDocument();
      // Countries by name, "Unknown" first for none.
      const options = within(country()).getAllByRole("option");
      expect(options[0]).toHaveTextContent("Unknown");
      expect(options[0]).toHaveValue("");
      expect(within(country()).getByRole("option", { name: "Japan" })).toHaveValue("JP");
      expect(country()).toHaveValue("");
      // The three sizes are a group of their own.
      const sizes = screen.getByRole("group", { name: "Boxed size (cm)" });
      expect(within(sizes).getAllByRole("textbox").map((box) => box.getAttribute("name"))).toEqual(["dimensionsCm.length", "dimensionsCm.width", "dimensionsCm.height"]);
    });

    it("sends the HS code, Schedule B number, country of origin and boxed size", async () => {
      const user = userEvent.setup();
      // The codes go as digits (the server takes them with or without their dots); a decimal comma is a point.
      const sent = { ...input, hsCode: "871410", scheduleB: "8714100000", originCountry: "JP", dimensionsCm: { length: 42.5, width: 30, height: 12 } };
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, { input: sent }, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(exportField("HS code"), "8714.10");
      await user.type(exportField("Schedule B number"), "8714.10.0000");
      await user.selectOptions(country(), "Japan");
      await user.type(exportField("Length (cm)"), "42,5");
      await user.type(exportField("Width (cm)"), "30");
      await user.type(exportField("Height (cm)"), " 12 ");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      expect(await screen.findByText("successfully added a product")).toBeInTheDocument();
      expect(addPart).toHaveBeenCalledTimes(1);
      // The form empties them too.
      await waitFor(() => expect(exportField("HS code")).toHaveValue(""));
      expect(country()).toHaveValue("");
      expect(exportField("Length (cm)")).toHaveValue("");
    });

    it("refuses an HS code that is not six digits, under the HS code", async () => {
      const user = userEvent.setup();
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(exportField("HS code"), "87141");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(exportField("HS code")).toHaveAccessibleErrorMessage("HS code has six digits, such as 8714.10."));
      expect(exportField("HS code")).toHaveAttribute("aria-invalid", "true");
      expect(addPart).not.toHaveBeenCalled();
    });

    it("refuses a Schedule B number of another heading, under the Schedule B number, until the codes agree", async () => {
      const user = userEvent.setup();
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(exportField("HS code"), "8714.10");
      await user.type(exportField("Schedule B number"), "8708.99.0000");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      const message = "Schedule B number starts with the part's HS code.";
      await waitFor(() => expect(exportField("Schedule B number")).toHaveAccessibleErrorMessage(message));
      expect(exportField("HS code")).not.toHaveAttribute("aria-invalid", "true");
      expect(addPart).not.toHaveBeenCalled();
      // Typing the HS code of that Schedule B number re-checks it.
      await user.clear(exportField("HS code"));
      await user.type(exportField("HS code"), "8708.99");
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
      expect(exportField("Schedule B number")).not.toHaveAttribute("aria-invalid", "true");
    });

    it("asks for all three sizes or none, under each one missing", async () => {
      const user = userEvent.setup();
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([isAdminMock(adminUser.email, true), mockOperation(AddProductAddPartDocument, () => true, addPart)]);
      await screen.findByRole("button", { name: "Add Product" });
      await fillValidForm(user);
      await user.type(exportField("Length (cm)"), "40");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(exportField("Width (cm)")).toHaveAccessibleErrorMessage("Width is required with the other sizes: give all three, or clear them."));
      expect(exportField("Height (cm)")).toHaveAccessibleErrorMessage("Height is required with the other sizes: give all three, or clear them.");
      expect(exportField("Length (cm)")).not.toHaveAttribute("aria-invalid", "true");
      expect(addPart).not.toHaveBeenCalled();

      // A size out of bounds or with too many decimals is the server's rule.
      await user.type(exportField("Width (cm)"), "0");
      await user.type(exportField("Height (cm)"), "12.25");
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(exportField("Width (cm)")).toHaveAccessibleErrorMessage("Width must be more than 0 cm."));
      expect(exportField("Height (cm)")).toHaveAccessibleErrorMessage("Height is in cm with at most 1 decimal (mm).");

      // Clearing all three is none: the messages go.
      await user.clear(exportField("Length (cm)"));
      await user.clear(exportField("Width (cm)"));
      await user.clear(exportField("Height (cm)"));
      await waitFor(() => expect(exportField("Width (cm)")).not.toHaveAttribute("aria-invalid", "true"));
      expect(exportField("Height (cm)")).not.toHaveAttribute("aria-invalid", "true");
      expect(screen.queryByText(/is required with the other sizes/)).not.toBeInTheDocument();
    });
  });
  describe("GTIN, lead time and restock date", () => {
    it("refuses a wrong check digit, puts the server's refusal under the GTIN, and sends the GTIN as digits with the lead time and restock date", async () => {
      const user = userEvent.setup();
      const sent = { ...input, gtin: "4006381333931", leadTimeDays: 10, restockDate: "2026-12-18" };
      const taken = "GTIN 4006381333931 is already on Sintered brake pads: one part per number.";
      const addPart = jest.fn(() => ({ addPart: addedPart }));
      renderAddProduct([
        isAdminMock(adminUser.email, true),
        mockErrors(AddProductAddPartDocument, { input: sent }, [new GraphQLError(taken, { extensions: { code: "BAD_USER_INPUT", field: "gtin" } })]),
        mockOperation(AddProductAddPartDocument, { input: sent }, addPart),
      ]);
      const submit = await screen.findByRole("button", { name: "Add Product" });
      const gtin = field("GTIN (barcode number)");
      expect(gtin).toHaveAttribute("inputmode", "numeric");
      expect(gtin).toHaveAccessibleDescription("8, 12, 13 or 14 digits, as under the barcode");
      await fillValidForm(user);

      // One digit misread: the check digit says so before anything is sent.
      await user.click(gtin);
      await user.paste("4006381333932");
      await user.click(submit);
      await waitFor(() => expect(gtin).toHaveAccessibleErrorMessage("GTIN 4006381333932 has a wrong check digit: its last digit would be 1. Check it against the barcode."));
      expect(addPart).not.toHaveBeenCalled();

      // As printed under the barcode, spaces and all: sent as its digits.
      await user.clear(gtin);
      await user.paste("4 006381 33393 1");
      await user.type(numberField(/Lead time when sold out/), "10");
      fireEvent.change(screen.getByLabelText("Expected restock date"), { target: { value: "2026-12-18" } });
      await user.click(submit);
      await waitFor(() => expect(gtin).toHaveAccessibleErrorMessage(taken));
      expect(gtin).toHaveFocus();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();

      await user.click(submit);
      expect(await screen.findByText("successfully added a product")).toBeInTheDocument();
      expect(addPart).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(gtin).toHaveValue(""));
      expect(screen.getByLabelText("Expected restock date")).toHaveValue("");
    });
  });
});
