import type { Locator, Page } from "@playwright/test";
import { arrivalWords, deliveryDay } from "../../shared/delivery";
import { createShopper, deliverOrder, graphql, orderNumberOf, payOrder, pickPart, type ApiPart } from "../support/api";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/ui";

/**
 * Journey 53: when it arrives, at 375 px. A guest on a part page sees its dates for the browser's country
 * (the US), changes the destination to Germany and sees Germany's dates, as the API gives them; the cart
 * keeps the destination and dates the part the same way. A rider's German order keeps the dates checkout
 * showed: its page promises them, and once delivered says it came earlier than promised.
 */

const PHONE = { width: 375, height: 812 };

interface Estimate {
  earliest: string;
  latest: string;
  dispatchBy: string;
  method: string;
}

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

async function estimateOf(token: string, partId: string, country: string): Promise<Estimate> {
  const data = await graphql<{ part: { deliveryEstimate: Estimate } }>(
    token,
    "query E2eDelivery($id: ID!, $country: String!) { part(id: $id) { deliveryEstimate(country: $country) { earliest latest dispatchBy method } } }",
    { id: partId, country },
  );
  return data.part.deliveryEstimate;
}

/** The part page's delivery block: its picker and the dates it announces. */
function deliveryBlock(page: Page): { picker: Locator; dates: Locator } {
  const block = page.getByRole("region", { name: "Delivery" });
  return { picker: block.getByLabel("Deliver to"), dates: block.getByRole("status") };
}

const BERLIN = { fullName: "Jonas Weber", line1: "Friedrichstraße 123", city: "Berlin", postalCode: "10117", country: "DE", phone: "+49 30 1234567" };

/** A German order of one unit by the cheapest method, placed as checkout places it; its id and the dates the quote showed. */
async function germanOrder(token: string, part: ApiPart): Promise<{ id: string; shown: Estimate }> {
  const lines = [{ partId: part._id, quantity: part.minquantity }];
  const quote = await graphql<{ checkoutQuote: { shippingOptions: { id: string; deliveryEstimate: Estimate }[] } }>(
    token,
    "query E2eQuote($lines: [CartLineInput!]!, $address: DestinationInput!) { checkoutQuote(lines: $lines, address: $address) { shippingOptions { id deliveryEstimate { earliest latest dispatchBy method } } } }",
    { lines, address: { country: "DE", postalCode: BERLIN.postalCode } },
  );
  const cheapest = quote.checkoutQuote.shippingOptions[0];
  const placed = await graphql<{ checkout: { id: string; deliveryPromise: Estimate } }>(
    token,
    "mutation E2eCheckout($input: CheckoutInput!) { checkout(input: $input) { id deliveryPromise { earliest latest dispatchBy } } }",
    { input: { lines, address: BERLIN, shippingMethod: cheapest.id, idempotencyKey: `journey-53-${Date.now()}` } },
  );
  return { id: placed.checkout.id, shown: { ...placed.checkout.deliveryPromise, method: cheapest.deliveryEstimate.method } };
}

test("53 · delivery dates: a part page's dates change with the destination, the cart keeps it, an order keeps its promise", async ({ page, shot }) => {
  test.setTimeout(150_000);
  const rider = await createShopper("delivery rider");
  const part = await pickPart(22);
  await page.setViewportSize(PHONE);

  // 1. A guest's part page: the browser speaks US English, so the dates are for the United States.
  await page.goto(`/product/${part._id}`);
  const { picker, dates } = deliveryBlock(page);
  const us = await estimateOf(rider.token, part._id, "US");
  await expect(picker).toHaveValue("US");
  await expect(dates).toContainText(arrivalWords(us));
  await expect(dates).toContainText(`to United States by ${us.method}`);

  // 2. Germany: other dates, by the international method, announced in the same live region.
  const de = await estimateOf(rider.token, part._id, "DE");
  expect(arrivalWords(de)).not.toBe(arrivalWords(us));
  await picker.selectOption({ label: "Germany" });
  await expect(dates).toContainText(arrivalWords(de));
  await expect(dates).toContainText(`to Germany by ${de.method}`);
  await fitsThePhone(page);
  await shot("53-part-delivery-germany");

  // 3. The cart keeps the destination, and dates the part the same way.
  await page.getByRole("form", { name: `Add ${part.name} to cart` }).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();
  await page.goto("/cart");
  const cartDates = page.getByTestId("cart-delivery-dates");
  await expect(page.getByTestId("cart-delivery").getByLabel("Deliver to")).toHaveValue("DE");
  await expect(cartDates).toContainText(`${arrivalWords(de)} to Germany`);
  await fitsThePhone(page);

  // 4. A rider's German order keeps the dates checkout showed, and its page promises them.
  const order = await germanOrder(rider.token, part);
  const number = await orderNumberOf(rider.token, order.id);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, rider);
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
  const promise = page.getByRole("group", { name: "Delivery", exact: true });
  const promised = order.shown.earliest === order.shown.latest ? deliveryDay(order.shown.earliest) : `${deliveryDay(order.shown.earliest)} – ${deliveryDay(order.shown.latest)}`;
  await expect(promise).toContainText(`Promised: ${promised}`);
  await expect(promise).toContainText(`Dispatch by ${deliveryDay(order.shown.dispatchBy)}`);
  await fitsThePhone(page);

  // 5. Paid, shipped and delivered today: before the earliest day promised.
  await payOrder(rider.token, order.id);
  await deliverOrder(order.id);
  await page.reload();
  await expect(promise).toContainText(`earlier than promised (promised ${promised})`);
  await fitsThePhone(page);
  await shot("53-order-delivered-early");
});
