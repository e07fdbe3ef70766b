import { expect, type Locator, type Page } from "@playwright/test";
import type { Account } from "./api";

/** Steps shared by the journeys, done the way a shopper does them (roles, labels, visible text). */

export function topBar(page: Page): Locator {
  return page.getByRole("banner");
}

/** Fills the login form on the current page (/login) and submits it. */
export async function submitLogin(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Log In" }) });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Log In" }).click();
}

/** Logs in through /login (landing on /, as nothing was asked for before) and waits until signed in. */
export async function logIn(page: Page, account: Pick<Account, "email" | "password">, name?: string): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, name);
}

/**
 * Opens a signed-in page while signed out, is sent to /login, logs in there and comes back to it:
 * the way a shopper following a link gets in.
 */
export async function openSignedIn(page: Page, path: string, account: Pick<Account, "email" | "password">, name?: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expectSignedIn(page, name);
}

export async function expectSignedIn(page: Page, name?: string): Promise<void> {
  const bar = topBar(page);
  await expect(bar.getByRole("button", { name: "Signout" })).toBeVisible();
  if (name) await expect(bar.getByText(name, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken")), { message: "access token stored" }).toBeTruthy();
}

export async function expectSignedOut(page: Page): Promise<void> {
  const bar = topBar(page);
  await expect(bar.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Signout" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
}

/** A toast (Chakra's toaster: top-right below the top bar on wide screens, at the top on phones) with this title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator("[data-scope='toast'][data-part='root']").filter({ hasText: title });
}

/**
 * Waits until an element has come to rest: no CSS animation or transition running on it or inside it.
 * A toast slides in, so where it is can only be measured once it has arrived.
 */
export async function atRest(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length))
    .toBe(0);
}

/** The dashboard's My Orders table row of an order of this product (the newest is first). */
export function orderRow(page: Page, productName: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name: productName }) });
}
