import { createAdmin, createShopper, getOrder, getPart, graphql, giveOrderAddress, payOrder, pickPart, placeOrder } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, openSignedIn, toast } from "../support/ui";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Journey 44: on a phone, an admin finds a delivered card order by its number and refunds one
 * unit that came back; Stripe (the stand-in) confirms the refund by webhook, the unit is back in stock,
 * and the buyer sees the refund on the order page and gets its email.
 */
test("44 · refunds: an admin refunds a returned unit at 375 px; the buyer sees it and gets the email", async ({ page, shot, consoleErrors }) => {
  const buyer = await createShopper("refund buyer");
  const part = await pickPart(7);
  const quantity = Math.max(part.minquantity, 2);
  const orderId = await placeOrder(buyer.token, { partId: part._id, quantity, email: buyer.email });
  await payOrder(buyer.token, orderId);
  await expect.poll(async () => (await getOrder(buyer.token, orderId)).status).toBe("paid");
  // Placed without an address (the spec's POST /order): its buyer gives one before it can ship.
  await giveOrderAddress(buyer.token, orderId);
  // An admin of its own: other journeys sign the demo admin out, which revokes its tokens everywhere.
  const staff = await createAdmin("refund admin");
  const admin = staff.token;
  // Shipped and delivered through the API: journey 43 does it in the browser.
  const { addShipment } = await graphql<{ addShipment: { number: string } }>(
    admin,
    `mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: usps, trackingNumber: "9400111899223197428490" }) { number } }`,
    { id: orderId },
  );
  await graphql(admin, `mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id: orderId });
  const number = addShipment.number;
  const stockBefore = (await getPart(part._id)).avquantity;

  await openSignedIn(page, "/dashboard/manageallorders", staff, staff.name);
  // The top bar folds its buttons into a menu on phones: signed in first, then down to 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole("searchbox", { name: "Find an order" }).fill(number);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Refund: ${number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Refund ${number}` });
  await dialog.getByRole("combobox", { name: `Units of ${part.name} to refund` }).selectOption("1");
  // A rider clicks the label (the input itself sits under Chakra's drawn box).
  await dialog.locator("label").filter({ hasText: "Returned to stock" }).click();
  await expect(dialog.getByRole("checkbox", { name: `Returned to stock for ${part.name}` })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("One unit came back unused.");
  await expect(dialog.getByText(`Refund: ${usd.format(part.price)}`)).toBeVisible();
  // Nothing sideways at 375 px.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  await shot("44-refund-dialog-375");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, new RegExp(`^Refund of ${number} asked`))).toBeVisible();

  // Stripe's webhooks settle it: the money in the books, the returned unit back in stock.
  await expect.poll(async () => (await graphql<{ order: { refunded: number } }>(admin, `query($id: ID!) { order(id: $id) { refunded } }`, { id: orderId })).order.refunded).toBe(part.price);
  expect((await getPart(part._id)).avquantity).toBe(stockBefore + 1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Signout" }).click();
  await expectSignedOut(page);
  await openSignedIn(page, `/dashboard/orders/${orderId}`, buyer, buyer.name);
  const refunds = page.getByRole("list", { name: "Refunds" });
  await expect(refunds.getByRole("listitem")).toHaveCount(1);
  await expect(refunds).toContainText("Refunded");
  await expect(refunds).toContainText(`1 × ${part.name} (returned)`);
  await expect(refunds).toContainText("One unit came back unused.");
  await expect(page.getByRole("region", { name: "Parts" })).toContainText(`1 of ${quantity} refunded`);
  await shot("44-buyer-refund");

  consoleErrors.allow(
    /Blocked script execution in '.*\/dev\/mail\/.*\.html' because the document's frame is sandboxed/,
    "Playwright's own scripts, run to read the frame, are refused by the sandbox of the frame that shows the email (the email has no script)",
  );
  await page.goto("/dev/mail");
  const refundMail = page.getByRole("row").filter({ hasText: number }).filter({ hasText: /refunded/i });
  await expect(refundMail).toHaveCount(1);
  await refundMail.getByRole("link").first().click();
  await expect(page.frameLocator("iframe").getByText(`We have refunded ${usd.format(part.price)} of your order ${number}`, { exact: false })).toBeVisible();
});
