import { createFirebaseAccount, enrollPhoneByApi, lastSmsCode, newAccount, smsCount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, submitLogin, toast, topBar } from "../support/ui";

/**
 * Two-step verification with Firebase's multi-factor API against the Auth emulator, which lists the SMS
 * codes it "sends" instead of sending them (nothing leaves the machine).
 */
test("14 · add a phone on My Profile, then sign in with password and code (a wrong code first)", async ({
  page,
  consoleErrors,
  shot,
}) => {
  consoleErrors.allow(
    /Failed to load resource: the server responded with a status of 400 .*mfaSignIn:finalize/,
    "the Auth emulator answers 400 to the deliberately wrong code",
  );
  consoleErrors.allow(
    /Failed to load resource: the server responded with a status of 501 .*\/v2\/recaptchaConfig/,
    "the Auth emulator does not implement reCAPTCHA Enterprise's config; Firebase then uses its test verifier",
  );
  const account = newAccount("two step rider");
  await createFirebaseAccount(account);
  const phone = "+447700900123";

  // Enrol: My Profile, a UK mobile number as people write it at home, the code from the SMS.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard/myprofile");
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.getByRole("button", { name: "Add a phone" }).click();
  await section.getByLabel("Country").selectOption({ label: "United Kingdom (+44)" });
  await section.getByLabel("Phone number").fill("07700 900123");
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByText("We sent a 6-digit code by text message to •••• 0123.")).toBeVisible();
  await section.getByRole("textbox", { name: "Code" }).fill(await lastSmsCode(phone));
  await shot("14-two-step-enrol-375");
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, /Two-step verification is on/)).toBeVisible();
  await expect(section.getByRole("list", { name: "Your phones" }).getByText("•••• 0123")).toBeVisible();
  await expect(section.getByText("On", { exact: true })).toBeVisible();
  // No page scrolls sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Sign out, then in again: the password, then the code sent to the masked number.
  await page.setViewportSize({ width: 1280, height: 800 });
  await topBar(page).getByRole("button", { name: "Signout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const sentBefore = await smsCount(phone);
  await submitLogin(page, account);
  await expect(page.getByText("We sent a 6-digit code by text message to •••• 0123.")).toBeVisible();
  await expect.poll(() => smsCount(phone)).toBe(sentBefore + 1);
  // Resend waits its turn.
  await expect(page.getByRole("button", { name: /Send a new code in \d+ s/ })).toBeDisabled();

  await page.getByRole("textbox", { name: "Code" }).fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That code is not right. Check the text message and try again.");
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  await shot("14-two-step-wrong-code");

  await page.getByRole("textbox", { name: "Code" }).fill(await lastSmsCode(phone));
  await page.getByRole("button", { name: "Verify" }).click();
  // Back to the page the sign-out left.
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expectSignedIn(page, account.name);
});

test("14 · remove the phone after a fresh sign-in with password and code; then the password alone signs in", async ({ page, consoleErrors, shot }) => {
  consoleErrors.allow(
    /Failed to load resource: the server responded with a status of 501 .*\/v2\/recaptchaConfig/,
    "the Auth emulator does not implement reCAPTCHA Enterprise's config; Firebase then uses its test verifier",
  );
  const account = newAccount("phone leaving rider");
  await createFirebaseAccount(account);
  const phone = "+61491570006";
  await enrollPhoneByApi(account, phone);

  await page.goto("/dashboard/myprofile");
  await submitLogin(page, account);
  await expect(page.getByText("We sent a 6-digit code by text message to •••• 0006.")).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).fill(await lastSmsCode(phone));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expectSignedIn(page, account.name);

  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByRole("button", { name: "Remove •••• 0006" }).click();
  await expect(section.getByText("For your safety, sign in again before removing a phone.")).toBeVisible();
  await section.getByLabel("Password").fill(account.password);
  await section.getByRole("button", { name: "Sign in again and remove" }).click();
  await expect(section.getByText("We sent a 6-digit code by text message to •••• 0006.")).toBeVisible();
  await section.getByRole("textbox", { name: "Code" }).fill(await lastSmsCode(phone));
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, /The phone was removed/)).toBeVisible();
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await expect(section.getByText("•••• 0006")).toHaveCount(0);
  await shot("14-two-step-removed");

  await topBar(page).getByRole("button", { name: "Signout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expectSignedIn(page, account.name);
});
