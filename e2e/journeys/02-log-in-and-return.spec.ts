import { DEMO_RIDER } from "../support/api";
import { isRed, rgb } from "../support/colors";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, submitLogin } from "../support/ui";

test("02 · log in and land on the page you came from, with history replaced", async ({ page, consoleErrors, shot }) => {
  consoleErrors.allow(
    /Failed to load resource: the server responded with a status of 400 .*accounts:signInWithPassword/,
    "the Auth emulator answers 400 to the deliberately wrong password",
  );
  await page.goto("/");
  await page.goto("/dashboard/myorder");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();

  // Each validation message, in red under its field, before anything is sent.
  const form = page.locator("form", { has: page.getByRole("button", { name: "Log In" }) });
  const expectFieldError = async (message: string) => {
    await expect(form.getByText(message)).toBeVisible();
    expect(isRed(await rgb(form.getByText(message))), `"${message}" is red`).toBe(true);
  };
  await form.getByRole("button", { name: "Log In" }).click();
  for (const message of ["Email is required", "Password is required"]) await expectFieldError(message);
  await shot("02-log-in-required");
  await submitLogin(page, { email: "rider@motoparts", password: "abc" });
  for (const message of ["Please Give a valid Email", "password must be 5 character or long"]) await expectFieldError(message);
  await shot("02-log-in-invalid");
  await expect(page).toHaveURL(/\/login$/);

  // Then a wrong password: the provider's message in red under the form, and still on /login.
  await submitLogin(page, { email: DEMO_RIDER.email, password: "wrong-password" });
  const failure = page.getByText(/The (email or )?password is not right\./);
  await expect(failure).toBeVisible();
  expect(isRed(await rgb(failure)), "the login failure is red").toBe(true);
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, DEMO_RIDER);
  await expect(page).toHaveURL(/\/dashboard\/myorder$/);
  await expect(page.getByRole("heading", { name: /^My orderment \d+$/ })).toBeVisible();
  await expectSignedIn(page, DEMO_RIDER.name);
  await shot("02-log-in-and-return");

  // /login replaced /dashboard/myorder, and the login replaced itself: Back goes to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Our Collections" })).toBeVisible();
});
