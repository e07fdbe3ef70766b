import { createFirebaseAccount, getPart, newAccount, pickPart } from "../support/api";
import { expect, test } from "../support/fixtures";
import { openSignedIn, orderRow, toast } from "../support/ui";

test("06 · buy a part: an out-of-range quantity first, then an order that shows in My Orders", async ({ page, shot }) => {
  const account = newAccount("buyer");
  await createFirebaseAccount(account);
  const part = await pickPart(0);

  // The purchase page is for signed-in shoppers: log in, and come back to it.
  await openSignedIn(page, `/allparts/${part._id}`, account, account.name);

  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  await expect(page.getByText(`${part.avquantity} pices`, { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(account.name);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(account.email);
  await expect(page.getByRole("textbox", { name: "Product Name", exact: true })).toHaveValue(part.name);

  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  const purchase = page.getByRole("button", { name: "Purchase" });
  const warning = page.getByText("Please set exact quantity", { exact: true });
  await expect(quantity).toHaveValue(String(part.minquantity));
  await expect(warning).toBeHidden();

  // Above the available quantity: the warning, and Purchase cannot be pressed.
  await quantity.fill(String(part.avquantity + 1));
  await expect(warning).toBeVisible();
  await expect(purchase).toBeDisabled();
  await shot("06-purchase-quantity-warning");
  if (part.minquantity > 1) {
    await quantity.fill(String(part.minquantity - 1));
    await expect(warning).toBeVisible();
    await expect(purchase).toBeDisabled();
  }

  // A valid quantity.
  const ordered = part.minquantity + 1;
  await quantity.fill(String(ordered));
  await expect(warning).toBeHidden();
  await expect(purchase).toBeEnabled();
  await purchase.click();
  const done = "You made an order, see your order in dashboard";
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: done })).toBeVisible();
  await expect(toast(page, done)).toBeVisible();
  await expect(page.getByText(`${part.avquantity - ordered} pices`, { exact: true })).toBeVisible();
  expect((await getPart(part._id)).avquantity).toBe(part.avquantity - ordered);

  await page.getByRole("link", { name: "See my orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder$/);
  await expect(page.getByRole("heading", { name: "My orderment 1" })).toBeVisible();
  const row = orderRow(page, part.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${ordered} pices`);
  await expect(row).toContainText(account.name);
  await expect(row).toContainText(account.email);
  await expect(row.getByRole("link", { name: `Pay for ${part.name}` })).toBeVisible();
  await shot("06-purchase");
});
