import { createShopper, getOrder, getPart, pickPart, placeOrder } from "../support/api";
import { expect, test } from "../support/fixtures";
import { openSignedIn, orderRow, toast } from "../support/ui";

test("08 · cancel an unpaid order and see the stock back", async ({ page, shot }) => {
  const shopper = await createShopper("canceller");
  const part = await pickPart(3);
  const before = (await getPart(part._id)).avquantity;
  const quantity = part.minquantity + 2;
  const orderId = await placeOrder(shopper.token, { partId: part._id, quantity, email: shopper.email });
  expect((await getPart(part._id)).avquantity).toBe(before - quantity);

  await openSignedIn(page, "/dashboard/myorder", shopper, shopper.name);
  await expect(page.getByRole("heading", { name: "My orderment 1" })).toBeVisible();
  const row = orderRow(page, part.name);
  await expect(row).toContainText(`${quantity} pices`);

  await row.getByRole("button", { name: `Cancel the order of ${part.name}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Are sure to delete it?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, "successfully delete one order")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "My orderment 0" })).toBeVisible();
  await shot("08-cancel-my-orders");

  expect((await getOrder(shopper.token, orderId)).status).toBe("cancelled");
  expect((await getPart(part._id)).avquantity).toBe(before);
  await page.goto(`/allparts/${part._id}`);
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  await expect(page.getByText(`${before} pices`, { exact: true })).toBeVisible();
  await shot("08-cancel-stock-back");
});
