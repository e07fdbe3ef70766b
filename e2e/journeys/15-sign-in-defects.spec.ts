import { createFirebaseAccount, newAccount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, expectSignedOut, logIn, submitLogin } from "../support/ui";

test("15 · closing the Google popup frees the sign-in buttons within 2 seconds", async ({ page, shot }) => {
  // The page's clock is Playwright's: held still once the popup is open, then moved 2 s on by hand, so the
  // check does not depend on how fast the machine runs (Firebase itself gives up only after about 8 s).
  await page.clock.install();
  await page.goto("/login");
  const google = page.getByRole("button", { name: "Continue with Google" });
  const github = page.getByRole("button", { name: "Continue with Github" });
  const popupPromise = page.waitForEvent("popup");
  await google.click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  await expect(github).toBeDisabled();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await popup.close();
  await page.clock.runFor(2_000);
  await expect(page.getByRole("alert")).toHaveText("The sign-in window was closed before signing in.");
  await expect(google).toBeEnabled();
  await expect(github).toBeEnabled();
  await page.clock.resume();
  await shot("15-popup-closed");
});

test("15 · a shopper at an admin page is told why at /login, and an admin signing in there comes back to it", async ({ page, shot }) => {
  const account = newAccount("curious rider");
  await createFirebaseAccount(account);
  await logIn(page, account, account.name);

  await page.goto("/dashboard/manageallorders");
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
  await expect(page.getByRole("status").filter({ hasText: "That page is for admins." })).toHaveText(
    "That page is for admins. Sign in with an admin account to open it.",
  );
  await shot("15-admin-only");

  await submitLogin(page, { email: "admin@motoparts.test", password: "admin123" });
  await expect(page).toHaveURL(/\/dashboard\/manageallorders$/);
  await expectSignedIn(page);
});

test("15 · sign-up accepts addresses with long top-level domains, and asks for 6-character passwords", async ({ page }) => {
  const account = newAccount("long tld rider");
  const email = account.email.replace(/\.com$/, ".store");
  await page.goto("/signup");
  const form = page.locator("form", { has: page.getByRole("button", { name: "sign up", exact: true }) });
  await form.getByLabel("Name").fill(account.name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("12345");
  await form.getByRole("button", { name: "sign up", exact: true }).click();
  await expect(form.getByText("password must be 6 character or long")).toBeVisible();
  await expect(form.getByText("Please Give a valid Email")).toHaveCount(0);

  await form.getByLabel("Password").fill("123456");
  await form.getByRole("button", { name: "sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, account.name);
});

test("15 · a wrong password and an unknown email get the same answer, and so does a reset for either", async ({ page, consoleErrors }) => {
  consoleErrors.allow(
    /Failed to load resource: the server responded with a status of 400 .*accounts:(signInWithPassword|sendOobCode)/,
    "the Auth emulator answers 400 to the wrong password, the unknown email and the reset for it",
  );
  const account = newAccount("careful rider");
  await createFirebaseAccount(account);
  const unknown = newAccount("nobody");
  await page.goto("/login");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Log In" }) });
  const answers: string[] = [];
  for (const attempt of [{ email: account.email, password: "not-the-password" }, { email: unknown.email, password: "not-the-password" }]) {
    await submitLogin(page, attempt);
    const alert = form.getByRole("alert");
    await expect(alert).toBeVisible();
    answers.push((await alert.textContent()) ?? "");
    await expect(page).toHaveURL(/\/login$/);
  }
  expect(answers).toEqual(["The email or password is not right.", "The email or password is not right."]);

  for (const email of [account.email, unknown.email]) {
    await form.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Forget Password" }).click();
    const sent = page.locator("[data-scope='toast'][data-part='root']").filter({ hasText: "If an account exists for that address, we've sent a link to reset its password." });
    await expect(sent).toBeVisible();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await sent.getByRole("button", { name: "Dismiss" }).click();
    await expect(sent).toHaveCount(0);
  }
});
