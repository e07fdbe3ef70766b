import type { Locator } from "@playwright/test";
import { pickPart } from "../support/api";
import { expect, test } from "../support/fixtures";
import { topBar } from "../support/ui";

/**
 * Journey 47: the shop's frame, measured in the browser. At 1280 px a signed-in shopper's top bar keeps
 * a usable search box and a readable cart count; a rider with an active bike opens the part, search and
 * category pages on a phone's browser without a hydration error, and without Google's sign-in script
 * loaded before a Google sign-in; an admin's order table fits its box and the refund dialog's buttons
 * stay in view at 800 px high; at 375 px every tap target is 44 px or more.
 */

/** The element's box and whether its content overflows it (text pushed out of a small badge). */
function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height, overflows: el.scrollHeight > el.clientHeight + 1, lineHeight: parseFloat(getComputedStyle(el).lineHeight) };
  });
}

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
