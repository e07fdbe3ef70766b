import type { Page } from "@playwright/test";
import { createShopper, DEMO_ADMIN, pickPart, placeOrder } from "../support/api";
import { expect, test } from "../support/fixtures";
import { openRoute, routesOf, type RouteCheck } from "../support/routes";
import { logIn } from "../support/ui";

const WIDTH = 375;

/**
 * What sticks out of a 375 px window: the page's own sideways scroll, and any visible button, link or
 * field whose right edge is past the window (an action that needs scrolling sideways, in the page or in
 * a scroll box).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const offenders = Array.from(document.querySelectorAll<HTMLElement>("main a, main button, main input, main select, main textarea, header a, header button, footer a, footer button, footer input"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && r.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`);
    return {
      scrollWidth: root.scrollWidth,
      innerWidth: window.innerWidth,
      // A page that hides its overflow would pass the scroll check while cutting content off.
      overflowX: [getComputedStyle(document.documentElement).overflowX, getComputedStyle(document.body).overflowX],
      offenders,
    };
  });
}

async function checkRoutes(page: Page, routes: RouteCheck[], ids: { partId: string; orderId: string }, shot: (name: string) => Promise<void>) {
  for (const route of routes) {
    const path = await openRoute(page, route, ids);
    const found = await overflow(page);
    expect.soft(found.overflowX, `${path}: html and body do not hide sideways overflow`).toEqual(["visible", "visible"]);
    expect.soft(found.scrollWidth, `${path}: no sideways scroll at ${WIDTH} px`).toBeLessThanOrEqual(found.innerWidth);
    expect.soft(found.offenders, `${path}: every action within the window`).toEqual([]);
    const slug = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-").slice(0, 40);
    if (["dashboard-myorder", "dashboard-manageallorders", "dashboard-manageproduct", "dashboard-makeadmin"].includes(slug)) await shot(`31-375px-${slug}`);
  }
}

test.describe("31 · every route fits a 375 px phone", () => {
  // Signing in happens at the default width, where the top bar shows who is signed in; then the phone's.
  const toPhone = (page: Page) => page.setViewportSize({ width: WIDTH, height: 812 });

  // Each test visits many pages, one after the other.
  test.describe.configure({ timeout: 180_000 });

  // The public pages in two runs, each a test of its own, so the two workers share them.
  for (const run of [0, 1]) {
    test(`the public pages (${run + 1} of 2)`, async ({ page, shot }) => {
      const part = await pickPart(9);
      await toPhone(page);
      await checkRoutes(page, routesOf("anyone", run, 2), { partId: part._id, orderId: "" }, shot);
    });
  }

  test("a shopper's pages, with an order in My Orders", async ({ page, shot }) => {
    const shopper = await createShopper("narrow");
    const part = await pickPart(9);
    const orderId = await placeOrder(shopper.token, { partId: part._id, quantity: part.minquantity, email: shopper.email });
    const ids = { partId: part._id, orderId };

    await logIn(page, shopper, shopper.name);
    await toPhone(page);
    await checkRoutes(page, routesOf("shopper", 0, 1), ids, shot);

    // My Orders: the order's Pay and Cancel are on screen, not behind a sideways scroll.
    await page.goto("/dashboard/myorder");
    for (const name of [`Pay for ${part.name}`, `Cancel the order of ${part.name}`]) {
      const action = page.getByRole("main").getByRole(name.startsWith("Pay") ? "link" : "button", { name });
      await expect(action).toBeInViewport();
    }
  });

  test("an admin's pages", async ({ page, shot }) => {
    // An order for Manage All Orders to list.
    const buyer = await createShopper("narrow buyer");
    const part = await pickPart(9);
    const orderId = await placeOrder(buyer.token, { partId: part._id, quantity: part.minquantity, email: buyer.email });
    await logIn(page, DEMO_ADMIN, DEMO_ADMIN.name);
    await toPhone(page);
    await checkRoutes(page, routesOf("admin", 0, 1), { partId: part._id, orderId }, shot);
  });
});
