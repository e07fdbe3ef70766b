import type { Page } from "@playwright/test";
import { createShopper, getLocalPrice, getParts, graphql, type ApiPart } from "../support/api";
import { axe } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { submitLogin, topBar } from "../support/ui";

/**
 * Journey 48: a rider in Germany on a phone shops in euros. Chosen once in the menu, euros are on the part
 * page, the search results, the cart, checkout (charged in euros at a rate held for the checkout), the order
 * page, the payment page and the shop's email; the order is charged and kept in euros.
 */

const euros = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(amount);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A well-stocked part the other journeys do not take: the middle of the name order, in a mid price range. */
async function partForEuros(): Promise<ApiPart> {
  const parts = (await getParts()).filter((p) => p.minquantity === 1 && p.avquantity >= 20 && p.price >= 45 && p.price <= 90).sort((a, b) => a.name.localeCompare(b.name));
  const part = parts[Math.floor(parts.length / 2)];
  if (!part) throw new Error("the catalogue has no well-stocked part between $45 and $90");
  return part;
}

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

test("48 · prices in euros at 375 px: part page, search, cart, checkout at a held rate, the order, its payment and its email", async ({ page, shot, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const part = await partForEuros();
  const price = await getLocalPrice(part._id, "EUR");
  expect(price.currency).toBe("EUR");
  const unit = euros(Number(price.amount));
  const rider = await createShopper("euros");
  await graphql(rider.token, `mutation($input: AddressInput!) { addAddress(input: $input) { id } }`, {
    input: { fullName: "Lena Fischer", line1: "Torstraße 140", city: "Berlin", postalCode: "10119", country: "DE", phone: "+49 30 5550 1234", isDefault: true },
  });

  // The part page in dollars, then euros chosen in the phone's menu: the page shows them at once.
  await page.goto(`/product/${part._id}`);
  await expect(page.getByRole("heading", { name: part.name, level: 1 })).toBeVisible();
  await topBar(page).getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.getByLabel("Currency").selectOption("EUR");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  const buy = page.getByRole("form", { name: `Add ${part.name} to cart` });
  await expect(page.getByText(unit).first()).toBeVisible();
  await fitsThePhone(page);
  await shot("48-part-eur");

  // A page the server renders reads the cookie: euros from its first paint, not only once it runs.
  const served = await (await page.request.get(`/product/${part._id}`, { headers: { accept: "text/html", cookie: "currency=EUR" } })).text();
  expect(served).toContain(unit);

  await buy.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();

  // Search results: the card's price in euros.
  await page.goto(`/search?q=${encodeURIComponent(part.name)}`);
  const card = page.getByRole("article").filter({ hasText: part.name }).first();
  await expect(card.getByText(unit)).toBeVisible();
  await fitsThePhone(page);

  // The cart: the line and its total in euros.
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Parts in your cart" });
  await expect(lines.getByText(part.name, { exact: true }).first()).toBeVisible();
  await expect(lines.getByText(unit).first()).toBeVisible();
  await fitsThePhone(page);
  await shot("48-cart-eur");

  // Checkout, after signing in: the Berlin address of the address book, the quote in euros at a held rate.
  await page.getByRole("link", { name: "Checkout" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, rider);
  await expect(page).toHaveURL(/\/checkout$/);
  // The methods' prices, then the review, in euros.
  const methods = page.getByRole("radiogroup", { name: "Shipping method" });
  await expect(methods.getByText(/^€[\d,]+\.\d{2}$/).first()).toBeVisible();
  await expect(methods.getByText(/\$/)).toHaveCount(0);
  const review = page.getByRole("region", { name: "3. Review and pay" });
  await expect(review.getByText(/^Charged in EUR at the shop's rate of today, held for this checkout until /)).toBeVisible();
  const paidNow = review.getByRole("group", { name: "Paid now" });
  await expect(paidNow).toBeVisible();
  await expect(paidNow.getByText("$")).toHaveCount(0);
  const total = (await paidNow.getByText(/^€[\d,]+\.\d{2}$/).last().textContent())!;
  await fitsThePhone(page);
  expect(await axe(page)).toEqual([]);
  await shot("48-checkout-eur");

  await page.getByRole("button", { name: "Place order" }).click();
  const placed = page.getByText(/^Thank you! Your order MP-\d{6} is placed\.$/);
  await expect(placed).toBeVisible();
  const number = (await placed.textContent())!.match(/MP-\d{6}/)![0];
  const orderPage = new URL(page.url()).pathname;

  // The order page: the line, the totals and the rate, in euros as charged.
  const parts = page.getByRole("region", { name: "Parts" });
  await expect(parts.getByRole("row", { name: new RegExp(escape(part.name)) }).getByText(unit).first()).toBeVisible();
  await expect(parts.getByRole("group", { name: "Paid now" }).getByText(total)).toBeVisible();
  await expect(parts.getByText(/^Charged in EUR at [\d.]+ EUR per US dollar: \$[\d,]+\.\d{2} in US dollars\.$/)).toBeVisible();
  await fitsThePhone(page);
  await shot("48-order-eur");

  // The payment page asks for the euros, and the demo method pays them.
  await page.getByRole("link", { name: "Pay now" }).click();
  await expect(page.getByText(total).first()).toBeVisible();
  await fitsThePhone(page);
  await page.getByRole("region", { name: "Demo payment: no money moves" }).getByRole("button", { name: "Pay with the demo method" }).click();
  await expect(page.getByText("This order is paid. Thank you!")).toBeVisible();
  // The demo method records what it was paid, in euros, on the order's timeline.
  await page.goto(orderPage);
  await expect(page.getByRole("list", { name: "Timeline" }).getByText(`Paid with the demo method: ${total}.`)).toBeVisible();

  // My Orders shows what was charged.
  await page.goto("/dashboard/myorder");
  await expect(page.getByRole("row").filter({ hasText: part.name }).getByText(total)).toBeVisible();

  // On the server: charged and kept in euros, the part at the price the pages showed.
  const { myOrders } = await graphql<{ myOrders: { number: string; status: string; currency: string; totalMoney: { formatted: string }; lines: { name: string }[] }[] }>(
    rider.token,
    `{ myOrders { number status currency totalMoney { formatted } lines { name } } }`,
  );
  expect(myOrders).toEqual([{ number, status: "paid", currency: "eur", totalMoney: { formatted: total }, lines: [{ name: part.name }] }]);

  // The shop's emails of the order (kept for /dev/mail here): the payment's in euros.
  consoleErrors.allow(
    /Blocked script execution in '.*\/dev\/mail\/.*\.html' because the document's frame is sandboxed/,
    "Playwright's own scripts, run to read the frame, are refused by the sandbox of the frame that shows the email (the email has no script)",
  );
  await page.goto("/dev/mail");
  const mails = page.getByRole("row").filter({ hasText: number });
  await expect(mails).toHaveCount(2);
  await mails.filter({ hasText: /payment/i }).getByRole("link").first().click();
  const message = page.frameLocator("iframe");
  await expect(message.getByText(new RegExp(`Your payment of ${escape(total)} for order ${number} has arrived`))).toBeVisible();
  await expect(message.getByText(/^Charged in euros at [\d.]+ EUR per US dollar\.$/).first()).toBeVisible();
  await shot("48-email-eur");
});
