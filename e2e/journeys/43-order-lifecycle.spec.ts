import { createShopper, DEMO_ADMIN, getOrder, giveOrderAddress, graphql, payOrder, pickPart, placeOrder } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, openSignedIn, toast } from "../support/ui";

/**
 * Journey 43: an admin ships a paid order in a parcel with its tracking number and marks it
 * delivered; the buyer follows it on the order page (timeline, tracking link) and the shop's emails of
 * each step are at /dev/mail.
 */
test("43 · order lifecycle: packed, shipped with tracking, delivered; the buyer's timeline and the emails", async ({ page, shot, consoleErrors }) => {
  const buyer = await createShopper("lifecycle buyer");
  const part = await pickPart(6);
  const orderId = await placeOrder(buyer.token, { partId: part._id, quantity: part.minquantity, email: buyer.email });
  await payOrder(buyer.token, orderId);
  await expect.poll(async () => (await getOrder(buyer.token, orderId)).status).toBe("paid");
  // Placed without an address (the spec's POST /order): its buyer gives one before it can ship.
  await giveOrderAddress(buyer.token, orderId);
  const { order } = await graphql<{ order: { number: string } }>(buyer.token, `query($id: ID!) { order(id: $id) { number } }`, { id: orderId });

  // The admin packs it, then adds its parcel: UPS, with the number as the label prints it.
  await openSignedIn(page, "/dashboard/manageallorders", DEMO_ADMIN, DEMO_ADMIN.name);
  await page.getByRole("combobox", { name: "Status" }).selectOption("paid");
  const table = page.getByRole("table", { name: "Orders" });
  const row = () => table.getByRole("row").filter({ hasText: buyer.email });
  await row().getByRole("button", { name: `Mark packed: ${order.number}` }).click();
  await expect(toast(page, `Marked ${order.number} as packed.`)).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("packed");
  await row().getByRole("button", { name: `Add shipment: ${order.number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Add a shipment to ${order.number}` });
  await dialog.getByLabel("Carrier").selectOption("ups");
  await dialog.getByLabel("Tracking number").fill("1Z 999");
  await dialog.getByRole("button", { name: "Add shipment" }).click();
  await expect(dialog.getByText("A tracking number is 8 to 40 letters and digits (spaces and dashes are ignored).")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill("1Z 999 AA1 0123 4567 84");
  await dialog.getByRole("button", { name: "Add shipment" }).click();
  await expect(toast(page, `Shipment added to ${order.number}`)).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("shipped");
  await row().getByRole("button", { name: `Mark delivered: ${order.number}` }).click();
  await expect(toast(page, `Marked ${order.number} as delivered.`)).toBeVisible();
  await shot("43-admin-delivered");

  // The buyer's order page: the timeline oldest first, and the parcel with its tracking link.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Signout" }).click();
  await expectSignedOut(page);
  await openSignedIn(page, `/dashboard/orders/${orderId}`, buyer, buyer.name);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const steps = timeline.getByRole("listitem");
  await expect(steps).toHaveCount(5);
  for (const [i, text] of ["Awaiting payment", "Paid", "Packed", "Shipped", "Delivered"].entries()) await expect(steps.nth(i)).toContainText(text);
  const track = page.getByRole("region", { name: "Shipments" }).getByRole("link", { name: /^Track on UPS: 1Z999AA10123456784/ });
  await expect(track).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
  await expect(track).toHaveAttribute("target", "_blank");
  await shot("43-buyer-timeline");

  // The shop's emails of this order, kept for /dev/mail (no SMTP here): placed, paid, shipped, delivered.
  consoleErrors.allow(
    /Blocked script execution in '.*\/dev\/mail\/.*\.html' because the document's frame is sandboxed/,
    "Playwright's own scripts, run to read the frame, are refused by the sandbox of the frame that shows the email (the email has no script)",
  );
  await page.goto("/dev/mail");
  const mails = page.getByRole("row").filter({ hasText: order.number });
  await expect(mails).toHaveCount(4);
  await mails.filter({ hasText: /shipped/i }).getByRole("link").first().click();
  const message = page.frameLocator("iframe");
  await expect(message.getByText("1Z999AA10123456784").first()).toBeVisible();
  await shot("43-shipped-email");
});
