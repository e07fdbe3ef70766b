import { createShopper, getParts, graphql, type ApiPart } from "../support/api";
import { axe } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { submitLogin, toast, topBar } from "../support/ui";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Three cheap, well-stocked parts of the seed, different for each run of the journey, so the desktop and
 * the phone runs (and the other journeys, which take parts from the other end) never share one.
 */
async function threeParts(offset: number): Promise<ApiPart[]> {
  const parts = (await getParts())
    .filter((p) => p.minquantity === 1 && p.avquantity >= 20 && p.price <= 40)
    .sort((a, b) => a.name.localeCompare(b.name));
  const chosen = parts.slice(offset * 3, offset * 3 + 3);
  if (chosen.length < 3) throw new Error("the catalogue has too few cheap, well-stocked parts for the checkout journey");
  return chosen;
}

const RUNS = [
  { label: "desktop", width: 1280, height: 900, offset: 0 },
  { label: "375 px", width: 375, height: 812, offset: 1 },
];

for (const run of RUNS) {
  test(`41 · cart and checkout (${run.label}): a guest's cart comes along at sign-in, a German address, Express, paid with the demo method`, async ({ page, shot }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    const rider = await createShopper(`checkout-${run.offset}`);
    const [onPage, fromSearch, third] = await threeParts(run.offset);

    // A guest adds one part from its page, one from search results and one more from its page.
    await page.goto(`/product/${onPage._id}`);
    await page.getByRole("form", { name: `Add ${onPage.name} to cart` }).getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to your cart").first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(fromSearch.name)}`);
    const card = page.getByRole("article").filter({ hasText: fromSearch.name }).first();
    await card.getByRole("button", { name: new RegExp(`^Add to cart\\s*:\\s*${escape(fromSearch.name)}$`) }).click();
    await expect(topBar(page).getByRole("button", { name: "Cart, 2 items" })).toBeVisible();
    await page.goto(`/product/${third._id}`);
    await page.getByRole("form", { name: `Add ${third.name} to cart` }).getByRole("button", { name: "Add to cart" }).click();
    await expect(topBar(page).getByRole("button", { name: "Cart, 3 items" })).toBeVisible();

    // The cart page, then checkout: a guest signs in first, and the cart comes along.
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Parts in your cart" });
    for (const part of [onPage, fromSearch, third]) await expect(lines.getByText(part.name, { exact: true }).first()).toBeVisible();
    await shot(`41-cart-${run.offset}`);
    await page.getByRole("link", { name: "Checkout" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    // The login page says why checkout needs an account, and that the cart is kept.
    await expect(page.getByRole("status").filter({ hasText: "to check out" })).toHaveText(
      "Sign in or create an account to check out: we need it for your order's updates and export paperwork. Your cart is kept and joins your account.",
    );
    await submitLogin(page, rider);
    await expect(page).toHaveURL(/\/checkout$/);
    // The guest's three parts joined the account's cart, and the shopper is told so.
    await expect(toast(page, "We added 3 parts from before you signed in")).toBeVisible();
    const order = page.getByRole("list", { name: "Your order" });
    await expect(order.getByRole("listitem")).toHaveCount(3);

    // A new address, by Germany's rules, then Express.
    const form = page.getByRole("form", { name: "New address" });
    await form.getByLabel("Full name").fill("Jonas Weber");
    await form.getByLabel("Country").selectOption("DE");
    await form.getByLabel("Address line 1").fill("Friedrichstraße 123");
    await form.getByLabel("City").fill("Berlin");
    await form.getByLabel("Postal code").fill("1011");
    await form.getByLabel("Phone").fill("+49 30 1234567");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("Enter a valid postal code for Germany, like 10115.")).toBeVisible();
    await form.getByLabel("Postal code").fill("10117");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("radiogroup", { name: "Ship to" }).getByRole("radio")).toBeChecked();
    const methods = page.getByRole("radiogroup", { name: "Shipping method" });
    await methods.getByText("Express international").click();
    await expect(methods.getByRole("radio", { name: /Express international/ })).toBeChecked();
    const review = page.getByRole("region", { name: "3. Review and pay" });
    await expect(review.getByRole("group", { name: "Paid now" })).toBeVisible();

    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect(await axe(page)).toEqual([]);
    await shot(`41-checkout-${run.offset}`);

    // Place the order (a double click is one order), then pay with the demo method.
    await page.getByRole("button", { name: "Place order" }).dblclick();
    const placed = page.getByText(/^Thank you! Your order MP-\d{6} is placed\.$/);
    await expect(placed).toBeVisible();
    const number = (await placed.textContent())!.match(/MP-\d{6}/)![0];
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(topBar(page).getByRole("button", { name: "Cart, empty" })).toBeVisible();
    await page.getByRole("link", { name: "Pay now" }).click();
    const demo = page.getByRole("region", { name: "Demo payment: no money moves" });
    await demo.getByRole("button", { name: "Pay with the demo method" }).click();
    await expect(page.getByText("This order is paid. Thank you!")).toBeVisible();

    // My Orders lists it as one order of three lines, and its page says it is paid.
    await page.goto("/dashboard/myorder");
    await page.getByRole("link", { name: new RegExp(`^Order ${number} \\(${escape(onPage.name)} and 2 more\\): details$`) }).click();
    await expect(page.getByRole("heading", { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByLabel("Status: Paid")).toBeVisible();
    await expect(page.getByText("Express international")).toBeVisible();
    await shot(`41-paid-${run.offset}`);

    // On the server: one order, three lines, shipped to Berlin by Express, paid.
    const { myOrders } = await graphql<{
      myOrders: { number: string; status: string; lines: { name: string }[]; shippingAddress: { city: string; country: string }; shippingMethod: { label: string } }[];
    }>(rider.token, `{ myOrders { number status lines { name } shippingAddress { city country } shippingMethod { label } } }`);
    expect(myOrders).toEqual([
      {
        number,
        status: "paid",
        lines: [onPage, fromSearch, third].map((p) => ({ name: p.name })),
        shippingAddress: { city: "Berlin", country: "DE" },
        shippingMethod: { label: "Express international" },
      },
    ]);
  });
}
