import type { Page } from "@playwright/test";
import { createShopper, DEMO_ADMIN, pickPart, placeOrder } from "../support/api";
import { axe, axeStates } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openRoute, routesOf, type RouteCheck } from "../support/routes";
import { logIn } from "../support/ui";

/** axe on every route, at rest and with its interactive elements hovered, then focused: no violations. */
async function checkRoutes(page: Page, routes: RouteCheck[], ids: { partId: string; orderId: string }) {
  for (const route of routes) {
    const path = await openRoute(page, route, ids);
    expect.soft(await axe(page), `${path}: axe at rest`).toEqual([]);
    expect.soft(await axeStates(page), `${path}: colour contrast hovered and focused`).toEqual([]);
  }
}

test.describe("34 · axe and WCAG AA contrast on every page, hovered and focused too", () => {
  // Each test checks many pages, three times each: all the public pages in one test took 2.0 minutes on
  // their own and 5.3 in a CI run beside another worker, on a slow day of this 2-core machine.
  test.describe.configure({ timeout: 480_000 });

  // The public pages in three runs, each a test of its own, so the two workers share them.
  for (const run of [0, 1, 2]) {
    test(`the public pages (${run + 1} of 3)`, async ({ page }) => {
      const part = await pickPart(9);
      await checkRoutes(page, routesOf("anyone", run, 3), { partId: part._id, orderId: "" });
    });
  }

  test("a shopper's pages, and the current menu item under the pointer", async ({ page, shot }) => {
    const shopper = await createShopper("contrast");
    const part = await pickPart(9);
    const orderId = await placeOrder(shopper.token, { partId: part._id, quantity: part.minquantity, email: shopper.email });
    await logIn(page, shopper, shopper.name);
    await checkRoutes(page, routesOf("shopper", 0, 1), { partId: part._id, orderId });

    // A defect once shipped: the current dashboard entry, really hovered, keeps its contrast.
    await page.goto("/dashboard/myorder");
    const current = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Order" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await current.hover();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await axe(page, ["color-contrast"])).toEqual([]);
    const [fg, bg] = await current.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    await shot("34-current-menu-item-hovered", { fullPage: false });
  });

  test("an admin's pages", async ({ page }) => {
    const buyer = await createShopper("contrast buyer");
    const part = await pickPart(9);
    const orderId = await placeOrder(buyer.token, { partId: part._id, quantity: part.minquantity, email: buyer.email });
    await logIn(page, DEMO_ADMIN, DEMO_ADMIN.name);
    await checkRoutes(page, routesOf("admin", 0, 1), { partId: part._id, orderId });
  });
});

/** WCAG contrast ratio of two opaque CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
