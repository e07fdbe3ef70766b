import { createAdmin, createShopper, DEMO_ADMIN, getOrder, giveOrderAddress, pickPart, placeOrder, payOrder } from "../support/api";
import { expect, test } from "../support/fixtures";
import { e2eEnv } from "../support/env";
import { expectSignedOut, openSignedIn, submitLogin, toast } from "../support/ui";

test.describe("10 · admin", () => {
  test("adds a product and finds it first on the home page", async ({ page, shot }) => {
    const name = `E2E Quick-Release Axle ${Date.now().toString(36)}`;
    await openSignedIn(page, "/dashboard/addproduct", DEMO_ADMIN, DEMO_ADMIN.name);

    const form = page.getByRole("form", { name: "Add a new product" });
    await form.getByRole("textbox", { name: "Product Name" }).fill(name);
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(DEMO_ADMIN.email);
    await form.getByRole("textbox", { name: "Description" }).fill("A front axle that comes out in seconds, for riders who change tyres at the track.");
    await form.getByRole("spinbutton", { name: "Minimum Quantity" }).fill("2");
    await form.getByRole("spinbutton", { name: "Available Quantity" }).fill("40");
    await form.getByRole("spinbutton", { name: "Price" }).fill("89.5");
    await form.getByRole("textbox", { name: "Image" }).fill("/images/parts/adjustable-levers.svg");
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "successfully added a product")).toBeVisible();
    await shot("10-admin-product-added");

    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Our Collections" }) }).getByRole("list").first();
    const first = grid.getByRole("listitem").first();
    await expect(first.getByRole("heading", { name })).toBeVisible();
    await expect(first).toContainText("$89.50");
    await expect(first).toContainText("Minimum: 2 pices");
    await expect(first).toContainText("Available: 40 pices");
    await first.evaluate((el) => el.scrollIntoView());
    await shot("10-admin-product-on-home", { fullPage: false });
  });

  test("makes a user admin and removes another", async ({ page, consoleErrors, shot }) => {
    const promoted = await createShopper("promoted");
    const removed = await createShopper("removed");
    // An admin of its own: this journey signs out at its end.
    const admin = await createAdmin("journey admin");
    await openSignedIn(page, "/dashboard/makeadmin", admin, admin.name);

    const table = page.getByRole("table", { name: "Users of the shop" });
    const rowOf = (email: string) => table.getByRole("row").filter({ hasText: email });
    await expect(rowOf(removed.email)).toBeVisible();
    const heading = page.getByRole("heading", { name: /^all users: \d+$/ });
    const count = Number((await heading.textContent())!.replace(/\D+/g, ""));
    expect(await table.getByRole("row").count()).toBe(count + 1); // + the header row

    await rowOf(promoted.email).getByRole("button", { name: `Make Admin: ${promoted.email}` }).click();
    await expect(toast(page, "successfully admin maked")).toBeVisible();
    await expect(rowOf(promoted.email).getByRole("button", { name: "already admin" })).toBeVisible();
    await expect(rowOf(promoted.email).getByRole("button", { name: /^Make Admin/ })).toHaveCount(0);

    await rowOf(removed.email).getByRole("button", { name: `Remove User: ${removed.email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Remove ${removed.email}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Remove User" }).click();
    await expect(toast(page, `${removed.email} was removed.`)).toBeVisible();
    await expect(rowOf(removed.email)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `all users: ${count - 1}` })).toBeVisible();
    await shot("10-admin-make-admin-remove-user");

    // Both stick: after a reload the promoted user is still an admin and the removed one is gone.
    await page.reload();
    await expect(rowOf(promoted.email).getByRole("button", { name: "already admin" })).toBeVisible();
    await expect(rowOf(removed.email)).toHaveCount(0);

    // The removed user's session is refused, and they can no longer log in.
    const refused = await fetch(`${e2eEnv.appUrl}/order?email=${encodeURIComponent(removed.email)}`, {
      headers: { authorization: `Bearer ${removed.token}` },
    });
    expect(refused.status).toBe(401);
    consoleErrors.allow(
      /Failed to load resource: the server responded with a status of 400 .*accounts:signInWithPassword/,
      "the Auth emulator answers 400 to the removed (disabled) user's login",
    );
    await page.getByRole("banner").getByRole("button", { name: "Signout" }).click();
    await expectSignedOut(page);
    await page.goto("/login");
    await submitLogin(page, removed);
    await expect(page.getByText("This account has been disabled.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("marks a paid order shipped", async ({ page, shot }) => {
    const buyer = await createShopper("shipped buyer");
    const part = await pickPart(4);
    const orderId = await placeOrder(buyer.token, { partId: part._id, quantity: part.minquantity, email: buyer.email });
    await payOrder(buyer.token, orderId);
    await expect.poll(async () => (await getOrder(buyer.token, orderId)).status).toBe("paid");
  // Placed without an address (the spec's POST /order): its buyer gives one before it can ship.
  await giveOrderAddress(buyer.token, orderId);

    await openSignedIn(page, "/dashboard/manageallorders", DEMO_ADMIN, DEMO_ADMIN.name);
    await page.getByRole("combobox", { name: "Status" }).selectOption("paid");
    const table = page.getByRole("table", { name: "Orders" });
    const row = table.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(part.name);
    await expect(row).toContainText("paid");

    await row.getByRole("button", { name: `Mark shipped: ${part.name}, ${buyer.email}` }).click();
    await expect(toast(page, `Marked the order of ${part.name} as shipped.`)).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption("shipped");
    const shipped = table.getByRole("row").filter({ hasText: buyer.email });
    await expect(shipped).toContainText("shipped");
    await expect(shipped.getByRole("button", { name: /^Mark shipped/ })).toHaveCount(0);
    expect((await getOrder(buyer.token, orderId)).status).toBe("shipped");
    await shot("10-admin-mark-shipped");
  });
});
