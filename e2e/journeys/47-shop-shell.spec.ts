import type { Locator } from "@playwright/test";
import { createShopper, graphql, pickPart, type Account } from "../support/api";
import { expect, test } from "../support/fixtures";
import { logIn, topBar } from "../support/ui";

/**
 * Journey 47: the shop's frame, measured in the browser. At 1280 px a signed-in shopper's top bar keeps
 * a usable search box and a readable cart count; a rider with an active bike opens the part, search and
 * category pages on a phone's browser without a hydration error, and without Google's sign-in script
 * loaded before a Google sign-in; an admin's order table fits its box and the refund dialog's buttons
 * stay in view at 800 px high; at 375 px every tap target is 44 px or more.
 */

const BIKE = "2019 Yamaha MT-07";

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
