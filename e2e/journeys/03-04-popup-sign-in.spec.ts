import type { Page } from "@playwright/test";
import { firebaseProviders, newAccount, type Account } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedIn } from "../support/ui";

/**
 * Google and GitHub sign-in through Firebase's real popup flow against the Auth emulator: the gapi
 * stand-in carries the helper iframe's messages; the emulator's own popup page is the account chooser.
 */
async function signInThroughPopup(page: Page, button: string, provider: string, account: Account): Promise<void> {
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  expect(new URL(popup.url()).pathname).toBe("/emulator/auth/handler");
  expect(new URL(popup.url()).searchParams.get("providerId")).toBe(provider);
  await popup.locator("#add-account-button button").click();
  await popup.locator("#email-input").fill(account.email);
  await popup.locator("#display-name-input").fill(account.name);
  const closed = popup.waitForEvent("close");
  await popup.locator("#sign-in").click();
  await closed; // Firebase closes the popup once the iframe relayed the sign-in
  // The account was made by the provider's flow, not by email and password.
  expect(await firebaseProviders(account.email)).toEqual([provider]);
}

test("03 · Google popup sign-in through the Auth emulator", async ({ page, shot }) => {
  const account = newAccount("google rider");
  await page.goto("/login");
  await signInThroughPopup(page, "Continue with Google", "google.com", account);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, account.name);
  await shot("03-google-popup");
});

test("04 · GitHub popup sign-in through the Auth emulator, back to the page asked for", async ({ page, shot }) => {
  const account = newAccount("github rider");
  await page.goto("/dashboard/myprofile");
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughPopup(page, "Continue with Github", "github.com", account);
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expectSignedIn(page, account.name);
  await expect(page.getByRole("main").getByText(account.email).first()).toBeVisible();
  await shot("04-github-popup");
});
