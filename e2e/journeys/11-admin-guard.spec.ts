import { createFirebaseAccount, newAccount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, logIn } from "../support/ui";

test("11 · a non-admin at an admin route is signed out and sent to /login", async ({ page, shot }) => {
  const account = newAccount("curious rider");
  await createFirebaseAccount(account);
  await logIn(page, account, account.name);

  await page.goto("/dashboard/makeadmin");
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
  await expect(page.getByText(/^all users:/)).toHaveCount(0);
  await expect(page.getByText("That page is for admins. Sign in with an admin account to open it.")).toBeVisible();
  await shot("11-admin-guard");
});
