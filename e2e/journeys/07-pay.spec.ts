import { addUsAddress, createShopper, getOrder, orderNumberOf, pickPart, placeOrder } from "../support/api";
import { isGreen, isRed, rgb } from "../support/colors";
import { expect, test } from "../support/fixtures";
import { DECLINED_CARD, GOOD_CARD } from "../support/stand-ins/stripe-js";
import { openSignedIn, orderRow } from "../support/ui";

test("07 · pay an order: where it ships first, then Pay waits for Stripe.js, a declined card, then a paid order", async ({ page, stripeJs, shot }) => {
  const shopper = await createShopper("payer");
  const part = await pickPart(2);
  const orderId = await placeOrder(shopper.token, { partId: part._id, quantity: part.minquantity, email: shopper.email });
  // A second order stays unpaid, so My Orders ends with both kinds of row.
  const unpaidPart = await pickPart(5);
  await placeOrder(shopper.token, { partId: unpaidPart._id, quantity: unpaidPart.minquantity, email: shopper.email });
  // Saved after ordering: an order placed with a default address in the book takes it, and these had none.
  await addUsAddress(shopper.token);

  await openSignedIn(page, "/dashboard/myorder", shopper, shopper.name);
  const row = orderRow(page, part.name);

  // Stripe.js is held back until we have seen the page without it.
  const releaseStripe = await stripeJs.hold();
  await row.getByRole("link", { name: `Pay for ${part.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${orderId}$`));
  // The heading names the order by its number, as every other page and email does, not its raw id.
  const number = await orderNumberOf(shopper.token, orderId);
  await expect(page.getByRole("heading", { name: `Please Make Payment for ${number}` })).toBeVisible();
  // The order summary: part, buyer, quantity, unit price and the server's total.
  const main = page.getByRole("main");
  await expect(main.getByText(part.name, { exact: true })).toBeVisible();
  await expect(main.getByText(shopper.email, { exact: true })).toBeVisible();
  await expect(main.getByText(`${part.minquantity} pices`, { exact: true })).toBeVisible();
  const dollars = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
  await expect(main.getByText(`${dollars(part.price)} per piece`, { exact: true })).toBeVisible();
  await expect(main.getByText(dollars(part.price * part.minquantity), { exact: true })).toBeVisible();

  // Placed with "Book Now", it has no address: no way to pay until it knows where it goes and how, with
  // the shipping (and any duties) added to what is paid.
  const shipTo = page.getByRole("region", { name: "Where should we ship it?" });
  await expect(shipTo).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  await expect(shipTo.getByRole("radio", { name: /1 Market Street/ })).toBeChecked();
  await expect(shipTo.getByText("Total to pay")).toBeVisible();
  await shot("07-pay-ship-to");
  await shipTo.getByRole("button", { name: "Use this address and method" }).click();
  await expect(shipTo).toBeHidden();
  const given = await getOrder(shopper.token, orderId);
  expect(given.productPrice, "the order's total now carries its shipping").toBeGreaterThan(part.price * part.minquantity);
  await expect(main.getByText(dollars(given.productPrice), { exact: true })).toBeVisible();

  const pay = page.getByRole("button", { name: "Pay", exact: true });
  await expect(pay).toBeVisible();
  await expect(pay).toBeDisabled();
  await expect(page.getByText("Loading the secure card form…")).toBeVisible();
  releaseStripe();

  const card = page.getByLabel("Card number");
  await expect(card).toBeVisible();
  await expect(pay).toBeEnabled();

  // Stripe's always-declined test card: the provider's message, in red; the order stays unpaid.
  await card.fill(DECLINED_CARD);
  await pay.click();
  const declined = page.getByRole("alert").filter({ hasText: "Your card was declined." });
  await expect(declined).toBeVisible();
  expect(isRed(await rgb(declined)), "the card error is red").toBe(true);
  expect((await getOrder(shopper.token, orderId)).paid).toBe(false);
  await shot("07-pay-declined");

  // A good card: the stand-in confirms, Stripe's signed webhook marks the order paid, the page sees it.
  await card.fill(GOOD_CARD);
  await expect(declined).toBeHidden();
  await pay.click();
  await expect(page.getByText("This order is paid. Thank you!")).toBeVisible({ timeout: 20_000 });
  const order = await getOrder(shopper.token, orderId);
  expect(order).toMatchObject({ paid: true, status: "paid" });
  await shot("07-pay-paid");

  await page.getByRole("link", { name: "Back to My Orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder$/);
  const paid = row.getByText("Paid", { exact: true });
  await expect(paid).toBeVisible();
  expect(isGreen(await rgb(paid)), "Paid is green").toBe(true);
  await expect(row.getByRole("link", { name: `Pay for ${part.name}` })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Cancel the order of ${part.name}` })).toHaveAttribute("aria-disabled", "true");
  const unpaid = orderRow(page, unpaidPart.name);
  await expect(unpaid.getByRole("link", { name: `Pay for ${unpaidPart.name}` })).toBeVisible();
  await expect(unpaid.getByText("Paid", { exact: true })).toHaveCount(0);
  await shot("07-pay-my-orders");
});
