import { createShopper, getParts, graphql, type ApiPart } from "../support/api";
import { axe } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openSignedIn, submitLogin } from "../support/ui";

/**
 * Journey 42: duties and taxes before paying. A UK rider under £135 sees UK VAT charged at
 * checkout and pays it; a Canadian rider above CA$150 sees duty and HST as an estimate to pay on
 * delivery, left out of the total.
 */

/** A well-stocked part of the seed in a price range, from the end of the name order (journey 41 takes the start). */
async function partPriced(min: number, max: number): Promise<ApiPart> {
  const part = (await getParts())
    .filter((p) => p.minquantity === 1 && p.avquantity >= 10 && p.price >= min && p.price <= max)
    .sort((a, b) => b.name.localeCompare(a.name))[0];
  if (!part) throw new Error(`the catalogue has no well-stocked part between $${min} and $${max}`);
  return part;
}

async function prepare(label: string, part: ApiPart, address: Record<string, string>) {
  const rider = await createShopper(label);
  await graphql(rider.token, `mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, { input: { ...address, isDefault: true } });
  await graphql(rider.token, `mutation($p: ID!) { addToCart(partId: $p, quantity: 1) { itemCount } }`, { p: part._id });
  return rider;
}

interface LandedOrder {
  number: string;
  status: string;
  subtotal: number;
  shipping: number;
  duties: number;
  taxes: number;
  total: number;
  dueOnDelivery: number;
  incoterm: string;
  dutyBreakdown: { kind: string; amount: number; collected: string }[];
}
const ORDERS = `{ myOrders { number status subtotal shipping duties taxes total dueOnDelivery incoterm dutyBreakdown { kind amount collected } } }`;
const cents = (n: number) => Math.round(n * 100);

test("42 · landed cost (UK): VAT on an order under £135 is charged at checkout and paid", async ({ page, shot }) => {
  const part = await partPriced(40, 120);
  const rider = await prepare("uk-vat", part, {
    fullName: "Oliver Bennett",
    line1: "221B Baker Street",
    city: "London",
    postalCode: "NW1 6XE",
    country: "GB",
    phone: "+44 20 7946 0958",
  });

  await openSignedIn(page, "/checkout", rider);
  const review = page.getByRole("region", { name: "3. Review and pay" });
  // VAT collected at checkout is paid now, with the part and its shipping.
  const duties = review.getByRole("group", { name: "Paid now" }).getByRole("list", { name: "Duties and taxes paid now" });
  await expect(duties.getByText("UK VAT 20%")).toBeVisible();
  await expect(review.getByText("UK orders up to £135: VAT is charged at checkout.")).toBeVisible();
  // Their address book names their currency: pounds, at a rate held for the checkout.
  await expect(review.getByText(/^Charged in GBP at the shop's rate of today, held for this checkout until /)).toBeVisible();
  await expect(review.getByRole("group", { name: "Paid now" }).getByText(/^£[\d,]+\.\d{2}$/).first()).toBeVisible();
  await expect(review.getByRole("group", { name: "Due on delivery (estimate)" })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await shot("42-checkout-uk");

  await page.getByRole("button", { name: "Place order" }).click();
  const placed = page.getByText(/^Thank you! Your order MP-\d{6} is placed\.$/);
  await expect(placed).toBeVisible();
  const parts = page.getByRole("region", { name: "Parts" });
  await expect(parts.getByRole("list", { name: "Duties and taxes paid now" }).getByText("UK VAT 20%")).toBeVisible();
  await page.getByRole("link", { name: "Pay now" }).click();
  await page.getByRole("region", { name: "Demo payment: no money moves" }).getByRole("button", { name: "Pay with the demo method" }).click();
  await expect(page.getByText("This order is paid. Thank you!")).toBeVisible();

  // On the server: VAT of 20% on the part and its delivery, charged and paid with the order (DDP).
  const [order] = (await graphql<{ myOrders: LandedOrder[] }>(rider.token, ORDERS)).myOrders;
  expect(order).toMatchObject({ status: "paid", duties: 0, dueOnDelivery: 0, incoterm: "DDP", subtotal: part.price });
  expect(cents(order.taxes)).toBe(Math.round(0.2 * (cents(order.subtotal) + cents(order.shipping))));
  expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.shipping) + cents(order.taxes));
  expect(order.dutyBreakdown).toEqual([{ kind: "vat", amount: order.taxes, collected: "checkout" }]);
});

test("42 · landed cost (Canada): duty and HST above the threshold are an estimate paid on delivery", async ({ page, shot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const part = await partPriced(150, 600);
  const rider = await prepare("ca-duty", part, {
    fullName: "Liam Tremblay",
    line1: "200 King St W",
    city: "Toronto",
    region: "ON",
    postalCode: "M5H 3T4",
    country: "CA",
    phone: "+1 416 555 0199",
  });

  // On a phone the top bar folds its account buttons into a menu: arriving at /checkout is the sign.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, rider);
  await expect(page).toHaveURL(/\/checkout$/);
  const review = page.getByRole("region", { name: "3. Review and pay" });
  // Duty and HST are an estimate in a group of their own, apart from what is paid now.
  const due = review.getByRole("group", { name: "Due on delivery (estimate)" });
  await expect(due.getByText("Paid to the carrier when the parcel arrives, not charged now.")).toBeVisible();
  await expect(due.getByRole("list", { name: "Duties and taxes due on delivery" }).getByText("HST 13%")).toBeVisible();
  await expect(review.getByRole("list", { name: "Duties and taxes paid now" })).toHaveCount(0);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  expect(await axe(page)).toEqual([]);
  await shot("42-checkout-canada");

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText(/^Thank you! Your order MP-\d{6} is placed\.$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Parts" }).getByRole("group", { name: "Due on delivery (estimate)" })).toBeVisible();

  // On the server: nothing of it charged (DAP), the estimate kept on the order.
  const [order] = (await graphql<{ myOrders: LandedOrder[] }>(rider.token, ORDERS)).myOrders;
  expect(order).toMatchObject({ status: "unpaid", duties: 0, taxes: 0, incoterm: "DAP" });
  expect(order.dueOnDelivery).toBeGreaterThan(0);
  expect(cents(order.total)).toBe(cents(order.subtotal) + cents(order.shipping));
  expect(order.dutyBreakdown.every((c) => c.collected === "delivery")).toBe(true);
  expect(order.dutyBreakdown.map((c) => c.kind)).toContain("gst");
});
