import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { createAdmin, createShopper, graphql, payOrder, pickPart, type Account } from "../support/api";
import { expect, test } from "../support/fixtures";
import { logIn, openSignedIn, topBar } from "../support/ui";

/**
 * Journey 47: the shop's frame, measured in the browser. At 1280 px a signed-in shopper's top bar keeps
 * a usable search box and a readable cart count; a rider with an active bike opens the part, search and
 * category pages on a phone's browser without a hydration error, and without Google's sign-in script
 * loaded before a Google sign-in; an admin's order table fits its box and the refund dialog's buttons
 * stay in view at 800 px high; at 375 px every tap target is 44 px or more.
 */

const BIKE = "2019 Yamaha MT-07";
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|423|425)|did not match/i;
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const US_ADDRESS = { fullName: "Shell Rider", line1: "1 Market Street", city: "San Francisco", region: "CA", postalCode: "94105", country: "US", phone: "+1 415 555 0100" };


/** A shopper whose garage has the demo bike, active. */
async function riderWithBike(label: string): Promise<Account & { token: string }> {
  const rider = await createShopper(label);
  const { vehicleVariants } = await graphql<{ vehicleVariants: { id: string }[] }>(
    rider.token,
    `query { vehicleVariants(make: "yamaha", model: "mt-07", year: 2019) { id } }`,
  );
  await graphql(rider.token, `mutation($v: ID!) { addToGarage(vehicleId: $v, active: true) { active } }`, { v: vehicleVariants[0].id });
  return rider;
}

/** The element's box and whether its content overflows it (text pushed out of a small badge). */
function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height, overflows: el.scrollHeight > el.clientHeight + 1, lineHeight: parseFloat(getComputedStyle(el).lineHeight) };
  });
}

test("47 · signed in at 1280 px, the search box keeps a usable width beside the garage and the account", async ({ page, shot }) => {
  const rider = await riderWithBike("shell rider");
  await logIn(page, rider, rider.name);

  const search = topBar(page).getByRole("combobox", { name: "Search parts" });
  await expect(search).toBeVisible();
  expect((await search.boundingBox())!.width, "search box width at 1280 px").toBeGreaterThanOrEqual(240);
  // Beside it, the garage still names the bike, and nothing in the bar is pushed past the window.
  const garage = topBar(page).getByRole("link", { name: `My garage: ${BIKE}` });
  await expect(garage).toBeVisible();
  expect((await garage.boundingBox())!.width, "garage link width").toBeGreaterThanOrEqual(120);
  for (const action of [garage, topBar(page).getByRole("button", { name: "Signout" })]) await expect(action).toBeInViewport({ ratio: 1 });
  await shot("47-top-bar-1280", { fullPage: false });
});

test("47 · the top bar's cart badge shows the count inside its dot", async ({ page }) => {
  const part = await pickPart(10);
  await page.goto("/");
  await page.evaluate(
    ([key, line]) => localStorage.setItem(key, JSON.stringify([line])),
    ["motoparts.cart.v1", { partId: part._id, quantity: 3, seenPrice: part.price }] as const,
  );
  await page.reload();
  const badge = topBar(page).getByRole("button", { name: "Cart, 3 items" }).locator("span[aria-hidden]").filter({ hasText: /^\d+\+?$/ });
  await expect(badge).toHaveText("3");
  const box = await boxOf(badge);
  expect(box.height, "badge height").toBeLessThanOrEqual(24);
  expect(box.lineHeight, "badge line height fits the badge").toBeLessThanOrEqual(box.height);
  expect(box.overflows, "the count inside the badge").toBe(false);
});

test.describe("47 · a rider with an active bike, in a phone's browser", () => {
  test.use({ userAgent: PHONE_UA });

  test("part, search and category pages hydrate without errors, and Google's script waits for a Google sign-in", async ({ page, consoleErrors }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === "apis.google.com") google.push(request.url());
    });
    const rider = await riderWithBike("hydrating rider");
    const part = await pickPart(11);
    await logIn(page, rider, rider.name);

    for (const path of [`/product/${part._id}`, "/search?q=brake", "/category/brakes"]) {
      await page.goto(path);
      // Hydrated, then signed in, with the account's active bike shown.
      await expect(topBar(page).getByRole("link", { name: `My garage: ${BIKE}` })).toBeVisible();
      await expect(topBar(page).getByRole("button", { name: "Signout" })).toBeVisible();
      if (path !== `/product/${part._id}`) await expect(page.getByRole("main").getByText(`Fits your ${BIKE}`).first()).toBeVisible();
      const hydration = consoleErrors.list().filter((e) => HYDRATION_TROUBLE.test(e.text));
      expect(hydration.map((e) => e.text), `${path}: no hydration error`).toEqual([]);
    }
    expect(google, "requests to apis.google.com with no Google sign-in started").toEqual([]);
  });
});

/** A delivered order of four lines, for the refund dialog to list. */
async function deliveredOrderOfFourLines(): Promise<string> {
  const buyer = await createShopper("shell refund buyer");
  const parts = await Promise.all([10, 11, 12, 13].map((i) => pickPart(i)));
  const lines = parts.map((p) => ({ partId: p._id, quantity: p.minquantity }));
  const { checkoutQuote } = await graphql<{ checkoutQuote: { shippingOptions: { id: string }[] } }>(
    buyer.token,
    `query($lines: [CartLineInput!]!, $address: DestinationInput!) { checkoutQuote(lines: $lines, address: $address) { shippingOptions { id } } }`,
    { lines, address: { country: "US", region: "CA", postalCode: "94105" } },
  );
  const { checkout } = await graphql<{ checkout: { id: string } }>(buyer.token, `mutation($input: CheckoutInput!) { checkout(input: $input) { id } }`, {
    input: { lines, address: US_ADDRESS, shippingMethod: checkoutQuote.shippingOptions[0].id, idempotencyKey: `shell-${crypto.randomUUID()}` },
  });
  await payOrder(buyer.token, checkout.id);
  return checkout.id;
}

test("47 · admin at 1280 px: Manage All Orders fits its box, and the refund dialog's buttons stay in view at 800 px high", async ({ page, shot }) => {
  const orderId = await deliveredOrderOfFourLines();
  const staff = await createAdmin("shell admin");
  await expect
    .poll(async () => (await graphql<{ order: { status: string } }>(staff.token, `query($id: ID!) { order(id: $id) { status } }`, { id: orderId })).order.status)
    .toBe("paid");
  const { addShipment } = await graphql<{ addShipment: { number: string } }>(
    staff.token,
    // A number of its own: the refunds journey records a parcel on the same database, and a tracking number
    // belongs to one order.
    `mutation($id: ID!) { addShipment(orderId: $id, input: { carrier: usps, trackingNumber: "9400111899223197428517" }) { number } }`,
    { id: orderId },
  );
  await graphql(staff.token, `mutation($id: ID!) { markOrderDelivered(id: $id) { status } }`, { id: orderId });
  const number = addShipment.number;

  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, "/dashboard/manageallorders", staff, staff.name);
  const table = page.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // Every order of the page, the one to refund among them: no column cut off at the box's edge.
  const fit = await table.evaluate((el) => {
    const frame = el.parentElement!.getBoundingClientRect();
    const headers = Array.from(el.querySelectorAll("thead th")).map((th) => ({ name: th.textContent, right: th.getBoundingClientRect().right }));
    return { table: el.scrollWidth, frame: frame.width, frameRight: frame.right, headers };
  });
  expect(fit.table, `the table (${fit.table} px) within its box (${fit.frame} px)`).toBeLessThanOrEqual(Math.ceil(fit.frame));
  for (const header of fit.headers) expect(header.right, `${header.name} in view`).toBeLessThanOrEqual(fit.frameRight + 1);
  await shot("47-manage-orders-1280", { fullPage: false });

  await page.getByRole("searchbox", { name: "Find an order" }).fill(number);
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Refund: ${number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Refund ${number}` });
  await expect(dialog.getByRole("listitem")).toHaveCount(4);
  await expect(dialog.getByRole("button", { name: "Refund" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport({ ratio: 1 });
  await shot("47-refund-dialog-800", { fullPage: false });
});

/** Visible links and buttons in `scope` smaller than 44 px tall (or, for an icon, wide). */
async function smallTargets(scope: Locator, { iconsToo = true } = {}) {
  return scope.evaluate((root, iconsToo) => {
    return Array.from(root.querySelectorAll<HTMLElement>("a, button, label:has(input[type=checkbox])"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
      })
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const icon = !(el.textContent ?? "").trim();
        return r.height < 43.5 || (iconsToo && icon && r.width < 43.5);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);
  }, iconsToo);
}

test("47 · at 375 px every tap target of the top bar, the menu, the filters and the footer is 44 px or more", async ({ page, shot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/search?q=brake");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expect(topBar(page).getByRole("button", { name: /^Cart/ })).toBeVisible();
  expect(await smallTargets(topBar(page)), "top bar").toEqual([]);
  expect(await smallTargets(page.getByRole("contentinfo")), "footer").toEqual([]);

  await topBar(page).getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "MotoParts USA" });
  await expect(menu).toBeVisible();
  const care = menu.getByRole("navigation", { name: "Customer care" });
  for (const [name, href] of [["My orders", "/dashboard/myorder"], ["Shipping", "/shipping"], ["Returns", "/returns"]]) {
    await expect(care.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  expect(await smallTargets(menu), "menu").toEqual([]);
  await shot("47-menu-375", { fullPage: false });
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: /^Filters/ }).click();
  const filters = page.getByRole("dialog", { name: "Filters" });
  await expect(filters.getByRole("checkbox").first()).toBeAttached();
  expect(await smallTargets(filters), "filters").toEqual([]);
  await shot("47-filters-375", { fullPage: false });
});
