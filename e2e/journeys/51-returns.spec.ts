import type { Page } from "@playwright/test";
import { createAdmin, createShopper, deliverOrder, getPart, giveOrderAddress, graphql, orderNumberOf, payOrder, pickPart, placeOrder, type Account, type ApiPart } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, logIn, toast, topBar } from "../support/ui";

/**
 * Journey 51: a rider sends a part back without writing an email, at 375 px. From the delivered order's
 * page they pick one unit of it, say it is faulty (a refused empty form first) and ask; the order page
 * shows the request. The shop's admin approves it and records it received from the Returns page; the
 * card refund goes through Stripe's webhooks (the stand-in), the unit is back in stock, the order page
 * shows the return refunded with its timeline, and the return's emails are in the outbox.
 */

const PHONE = { width: 375, height: 812 };
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

/**
 * Signs out (if signed in) and in as another account through the top bar, wide, from the home page (signing
 * in returns to the page asked for), then back to the phone.
 */
async function signInAs(page: Page, account: Pick<Account, "email" | "password">) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const signOut = topBar(page).getByRole("button", { name: "Signout" });
  // Signed in or not, once the top bar has settled.
  await expect(signOut.or(topBar(page).getByRole("link", { name: "Login" }))).toBeVisible();
  if (await signOut.isVisible()) {
    await signOut.click();
    await expectSignedOut(page);
  }
  await logIn(page, account);
  await page.setViewportSize(PHONE);
}

/** One of the journeys' parts no other journey orders, that may be returned for any reason. */
async function returnablePart(token: string): Promise<ApiPart> {
  for (const index of [18, 19, 20, 21]) {
    const part = await pickPart(index);
    const { part: flags } = await graphql<{ part: { returnable: boolean } }>(token, `query($id: ID!) { part(id: $id) { returnable } }`, { id: part._id });
    if (flags.returnable) return part;
  }
  throw new Error("none of the journeys' spare parts may be returned");
}

test("51 · returns at 375 px: a rider asks from the order page, the admin approves and receives it, the card refund settles and the emails go", async ({ page, shot, consoleErrors }) => {
  const buyer = await createShopper("returning buyer");
  const part = await returnablePart(buyer.token);
  const quantity = Math.max(part.minquantity, 2);
  const orderId = await placeOrder(buyer.token, { partId: part._id, quantity, email: buyer.email });
  await payOrder(buyer.token, orderId);
  await expect.poll(async () => (await graphql<{ order: { status: string } }>(buyer.token, `query($id: ID!) { order(id: $id) { status } }`, { id: orderId })).order.status).toBe("paid");
  await giveOrderAddress(buyer.token, orderId);
  await deliverOrder(orderId);
  const number = await orderNumberOf(buyer.token, orderId);

  // The buyer, on the delivered order's page: within 30 days of delivery in the US.
  await signInAs(page, buyer);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText(/^You can return parts until /)).toBeVisible();
  await page.getByRole("link", { name: "Return parts" }).click();
  await expect(page.getByRole("heading", { name: "Return parts", level: 1 }).or(page.getByRole("heading", { name: "Return parts" }).first())).toBeVisible();

  // Nothing chosen: the form says so before anything is sent.
  await page.getByRole("button", { name: "Ask for a return" }).click();
  await expect(page.getByText("Choose at least one part to return.")).toBeVisible();
  await page.locator("label").filter({ hasText: "Return this part" }).first().click();
  await expect(page.getByRole("checkbox", { name: `Return this part (${part.name})` })).toBeChecked();
  await page.getByRole("combobox", { name: `How many of ${part.name}` }).selectOption("1");
  await page.getByRole("combobox", { name: "Why are you returning them?" }).selectOption({ label: "Faulty" });
  await expect(page.getByText("We pay for the parcel back and refund the shipping you paid for these parts.")).toBeVisible();
  await page.getByRole("textbox", { name: "Anything we should know?" }).fill("The unit rattles out of the box.");
  await fitsThePhone(page);
  await shot("51-return-form-375");
  await page.getByRole("button", { name: "Ask for a return" }).click();

  const requested = toast(page, /^Return RMA-\d+ requested$/);
  await expect(requested).toBeVisible();
  const rma = ((await requested.textContent()) ?? "").match(/RMA-\d+/)![0];
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  const returns = page.getByRole("region", { name: "Returns" }).or(page.locator("section").filter({ has: page.getByRole("heading", { name: "Returns" }) })).first();
  await expect(returns.getByText(rma)).toBeVisible();
  await expect(returns.getByText("Requested", { exact: true }).first()).toBeVisible();

  // The shop's admin handles it from the Returns page, on a phone too.
  const stockBefore = (await getPart(part._id)).avquantity;
  const staff = await createAdmin("returns admin");
  await signInAs(page, staff);
  await page.goto("/dashboard/returns");
  const list = page.getByRole("list", { name: "Returns" });
  const card = list.getByRole("listitem").filter({ hasText: rma }).first();
  await expect(card).toContainText(number);
  await expect(card).toContainText("The unit rattles out of the box.");
  await fitsThePhone(page);
  await shot("51-returns-admin-375");
  await card.getByRole("button", { name: `Approve ${rma}` }).click();
  const approve = page.getByRole("dialog", { name: `Approve ${rma}` });
  await approve.getByRole("textbox", { name: "Instructions for the buyer" }).fill("Keep the original box, please.");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();
  await expect(card.getByRole("button", { name: `Receive ${rma}` })).toBeVisible();

  await card.getByRole("button", { name: `Receive ${rma}` }).click();
  const receive = page.getByRole("dialog", { name: `Receive ${rma}` });
  await expect(receive.getByRole("spinbutton", { name: /Arrived/ }).or(receive.getByRole("textbox", { name: /Arrived/ })).first()).toHaveValue("1");
  await receive.getByRole("button", { name: "Record and refund" }).click();
  await expect(receive).toBeHidden();

  // Stripe's webhooks settle the refund: the unit and its share of the shipping, back to the card.
  await expect
    .poll(async () => (await graphql<{ returnRequest: { status: string } }>(staff.token, `query($id: ID!) { returnRequest(id: $id) { status } }`, { id: await returnId(staff.token, orderId) })).returnRequest.status)
    .toBe("REFUNDED");
  expect((await getPart(part._id)).avquantity).toBe(stockBefore + 1);

  // The buyer sees it refunded on the order page, with its timeline.
  await signInAs(page, buyer);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(returns.getByText("Refunded", { exact: true }).first()).toBeVisible();
  // The unit's price: this order shipped at the shop's cost (its address came after it was paid), so no
  // shipping was paid to share.
  await expect(returns.getByText(`Refunded ${usd.format(part.price)}`, { exact: true }).first()).toBeVisible();
  await expect(returns.getByRole("list", { name: `Timeline of ${rma}` })).toContainText("Received");
  await fitsThePhone(page);
  await shot("51-order-return-refunded-375");

  // The return's emails, one for each step, to the buyer.
  consoleErrors.allow(
    /Blocked script execution in '.*\/dev\/mail\/.*\.html' because the document's frame is sandboxed/,
    "Playwright's own scripts, run to read the frame, are refused by the sandbox of the frame that shows the email (the email has no script)",
  );
  await page.goto("/dev/mail");
  for (const subject of [`We have your return request ${rma}`, `Return ${rma} approved: how to send the parts back`, `Return ${rma} arrived`, `Return ${rma} refunded`]) {
    await expect(page.getByRole("row").filter({ hasText: buyer.email }).filter({ hasText: subject })).toHaveCount(1);
  }
});

async function returnId(token: string, orderId: string): Promise<string> {
  const { order } = await graphql<{ order: { returns: { id: string }[] } }>(token, `query($id: ID!) { order(id: $id) { returns { id } } }`, { id: orderId });
  return order.returns[0].id;
}
