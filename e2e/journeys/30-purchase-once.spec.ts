import { createFirebaseAccount, listOrders, newAccount, orderNumberOf, pickPart, signInApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { openSignedIn } from "../support/ui";

test("30 · Purchase is off while the order is placed and after it, and the confirmation leads to payment", async ({ page, shot }) => {
  const account = newAccount("once");
  await createFirebaseAccount(account);
  const part = await pickPart(8);

  await openSignedIn(page, `/allparts/${part._id}`, account, account.name);
  const purchase = page.getByRole("button", { name: "Purchase" });
  await expect(purchase).toBeEnabled();

  // Hold the order's request at the shop's door, to see the page while it is under way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let placeOrderRequests = 0;
  await page.route("**/graphql", async (route) => {
    if (route.request().postDataJSON()?.operationName === "PurchasePlaceOrder") {
      placeOrderRequests += 1;
      await held;
    }
    await route.fallback();
  });

  await purchase.click();
  const busy = page.getByRole("button", { name: /Placing your order/ });
  await expect(busy).toBeDisabled();
  // A second press while it is placed does nothing.
  await busy.click({ force: true });
  release();

  const confirmation = page.getByRole("main").getByRole("status").filter({ hasText: "is placed." });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole("button", { name: "Purchase" })).toBeDisabled();
  await page.getByRole("button", { name: "Purchase" }).click({ force: true });

  const token = await signInApi(account);
  const orders = await listOrders(token, account.email);
  expect(orders, "one order, however often Purchase was pressed").toHaveLength(1);
  expect(placeOrderRequests).toBe(1);
  const number = await orderNumberOf(token, orders[0]._id);
  await expect(confirmation.getByText(`Order ${number} is placed.`)).toBeVisible();
  await shot("30-purchase-confirmation");

  // "Pay now" opens that order's payment page.
  await confirmation.getByRole("link", { name: "Pay now" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${orders[0]._id}$`));
  // Whose heading names it by the same number.
  await expect(page.getByRole("heading", { name: `Please Make Payment for ${number}` })).toBeVisible();
});
