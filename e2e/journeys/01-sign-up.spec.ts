import { newAccount } from "../support/api";
import { isRed, rgb } from "../support/colors";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, toast } from "../support/ui";

test("01 · sign up with email: validation messages, then a new account lands signed in", async ({ page, shot }) => {
  const account = newAccount("new rider");
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("MotoParts USA");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Please Sign Up");

  const form = page.locator("form", { has: page.getByRole("button", { name: "sign up", exact: true }) });
  const submit = form.getByRole("button", { name: "sign up", exact: true });

  // Empty form: one message per field, in red under the form's fields.
  await submit.click();
  for (const message of ["Name is required", "Email is required", "Password is required"]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    expect(isRed(await rgb(form.getByText(message, { exact: true }))), `${message} is red`).toBe(true);
  }

  // Clearly malformed emails (any address Firebase accepts passes: ADR 0015).
  await form.getByLabel("Name").fill(account.name);
  for (const bad of ["not-an-email", "rider@example"]) {
    await form.getByLabel("Email").fill(bad);
    await submit.click();
    await expect(form.getByText("Please Give a valid Email", { exact: true })).toBeVisible();
  }
  await expect(form.getByText("Name is required")).toHaveCount(0);

  // A short password: sign-up asks for Firebase's minimum of 6, in the spec's words.
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill("abcde");
  await submit.click();
  await expect(form.getByText("password must be 6 character or long", { exact: true })).toBeVisible();
  await expect(form.getByText("Please Give a valid Email")).toHaveCount(0);

  // A valid sign-up: 'Yay Signup done', then the shopper is signed in (name and Signout in the top bar).
  await form.getByLabel("Password").fill(account.password);
  await submit.click();
  await expect(toast(page, "Yay Signup done")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, account.name);
  await shot("01-sign-up");
});
