import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Every route of the storefront, with what shows once its page has settled: the journeys that check all
 * pages (no sideways scroll at 375 px, contrast) visit this list. `who` is the visitor it is meant for.
 */
export interface RouteCheck {
  path: string | ((ids: { partId: string; orderId: string }) => string);
  who: "anyone" | "shopper" | "admin";
  ready: (page: Page) => Locator;
}

const h = (page: Page, name: string | RegExp, level?: number) => page.getByRole("heading", { name, level }).first();

export const ROUTES: RouteCheck[] = [
  { path: "/", who: "anyone", ready: (p) => p.getByRole("link", { name: /^Book Now/ }).first() },
  { path: "/home", who: "anyone", ready: (p) => p.getByRole("link", { name: /^Book Now/ }).first() },
  { path: "/login", who: "anyone", ready: (p) => p.getByRole("button", { name: "Log In" }) },
  { path: "/signup", who: "anyone", ready: (p) => p.getByRole("button", { name: "sign up", exact: true }) },
  { path: "/blog", who: "anyone", ready: (p) => h(p, "Blog", 1) },
  { path: "/questions", who: "anyone", ready: (p) => h(p, "Some Questions Answer", 1) },
  { path: "/portfolio", who: "anyone", ready: (p) => h(p, "Jordan Vale", 1) },
  { path: "/services/digital-campaigns", who: "anyone", ready: (p) => h(p, "Digital Campaigns", 1) },
  { path: "/shipping", who: "anyone", ready: (p) => h(p, "Shipping", 1) },
  { path: "/returns", who: "anyone", ready: (p) => h(p, "Returns", 1) },
  { path: "/privacy", who: "anyone", ready: (p) => h(p, "Privacy policy", 1) },
  { path: "/terms", who: "anyone", ready: (p) => h(p, "Terms of use", 1) },
  { path: "/no-such-page", who: "anyone", ready: (p) => h(p, "You are Lost Buddy") },
  { path: "/search?q=brake%20pads&brand=EBC&sort=price_asc", who: "anyone", ready: (p) => p.getByRole("article").first() },
  { path: "/category/brakes", who: "anyone", ready: (p) => p.getByRole("article").first() },
  { path: ({ partId }) => `/product/${partId}`, who: "anyone", ready: (p) => p.getByRole("link", { name: /^Sign in to (buy|be emailed)$/ }) },
  { path: "/cart", who: "anyone", ready: (p) => h(p, "Your cart", 1) },
  { path: "/garage", who: "anyone", ready: (p) => p.getByRole("region", { name: "Add a bike" }).getByRole("combobox", { name: "Make" }) },
  { path: "/bikes/yamaha/mt-07/2019", who: "anyone", ready: (p) => p.getByRole("article").first() },
  { path: ({ partId }) => `/allparts/${partId}`, who: "shopper", ready: (p) => p.getByRole("button", { name: "Purchase" }) },
  { path: "/dashboard", who: "shopper", ready: (p) => p.getByRole("button", { name: "Update Profile" }) },
  { path: "/dashboard/myprofile", who: "shopper", ready: (p) => p.getByRole("button", { name: "Update Profile" }) },
  { path: "/dashboard/addreview", who: "shopper", ready: (p) => p.getByRole("button", { name: "Add Review" }) },
  { path: "/dashboard/myorder", who: "shopper", ready: (p) => h(p, /^My orderment [1-9]/) },
  { path: ({ orderId }) => `/dashboard/payment/${orderId}`, who: "shopper", ready: (p) => h(p, "Order summary") },
  { path: ({ orderId }) => `/dashboard/orders/${orderId}`, who: "shopper", ready: (p) => h(p, /^Order MP-\d{6}$/) },
  { path: "/checkout", who: "shopper", ready: (p) => h(p, /^(Checkout|Your cart is empty)$/) },
  { path: "/dashboard/addproduct", who: "shopper", ready: (p) => h(p, "Admins only") },
  { path: "/dashboard/addproduct", who: "admin", ready: (p) => p.getByRole("button", { name: "Add Product" }) },
  { path: "/dashboard/makeadmin", who: "admin", ready: (p) => p.getByRole("table", { name: "Users of the shop" }).getByRole("row").nth(1) },
  { path: "/dashboard/manageallorders", who: "admin", ready: (p) => p.getByRole("table", { name: "Orders" }).getByRole("row").nth(1) },
  { path: "/dashboard/manageproduct", who: "admin", ready: (p) => p.getByRole("table", { name: "Products" }).getByRole("row").nth(1) },
  { path: "/dashboard/catalogue", who: "admin", ready: (p) => p.getByRole("button", { name: "Download the catalogue (CSV)" }) },
  { path: "/dashboard/shipping", who: "admin", ready: (p) => p.getByRole("table", { name: "Methods of Europe" }).getByRole("row").nth(1) },
  { path: "/dashboard/rates", who: "admin", ready: (p) => p.getByRole("table", { name: "Every currency's newest rate" }).getByRole("row").nth(1) },
  { path: "/dashboard/screening", who: "admin", ready: (p) => p.getByRole("table", { name: "Entries by list" }) },
  { path: "/dashboard/returns", who: "admin", ready: (p) => p.getByRole("list", { name: "Returns" }).or(p.getByText(/^No (requested )?returns/)) },
  { path: "/dashboard/moderation", who: "admin", ready: (p) => p.getByRole("list", { name: "Reported items" }).or(p.getByText(/^No reports\./)) },
  // Settled once the open messages are listed, or said to be none.
  { path: "/dashboard/inbox", who: "admin", ready: (p) => p.getByRole("list", { name: "Open messages" }).or(p.getByText("No open messages.")) },
];

/**
 * A visitor's routes in `parts` runs of about the same length, in the list's order: the journeys that
 * visit every route check each run in a test of its own, so two workers share the work.
 */
export function routesOf(who: RouteCheck["who"], part: number, parts: number): RouteCheck[] {
  const mine = ROUTES.filter((r) => r.who === who);
  const size = Math.ceil(mine.length / parts);
  return mine.slice(part * size, (part + 1) * size);
}

export function pathOf(route: RouteCheck, ids: { partId: string; orderId: string }): string {
  return typeof route.path === "function" ? route.path(ids) : route.path;
}

/** Opens a route and waits until its page has settled (entrance animations included). */
export async function openRoute(page: Page, route: RouteCheck, ids: { partId: string; orderId: string }): Promise<string> {
  const path = pathOf(route, ids);
  await page.goto(path);
  await expect(route.ready(page), `${path} is ready`).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return path;
}
