import { createFirebaseAccount, newAccount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, logIn, topBar } from "../support/ui";

test("13 · Signout in the top bar clears the session and shows Login", async ({ page, shot }) => {
  // An account of its own: signing out ends every session of the account on the server, and other
  // journeys run at the same time.
  const account = newAccount("leaving rider");
  await createFirebaseAccount(account);
  await logIn(page, account, account.name);
  await expect(topBar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();

  await topBar(page).getByRole("button", { name: "Signout" }).click();
  await expectSignedOut(page);
  await expect(topBar(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  // Still signed out after a reload (Firebase's persisted user is gone too).
  await page.reload();
  await expectSignedOut(page);
  await shot("13-sign-out");
});
