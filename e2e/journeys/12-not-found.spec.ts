import { expect, test } from "../support/fixtures";

test("12 · an unknown path shows the not-found page, and Return Home goes to /", async ({ page, shot }) => {
  // Rendered on the server with the status search engines need.
  expect((await page.goto("/no/such/page"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "You are Lost Buddy" })).toBeVisible();
  // The header has settled too: an anonymous visitor is offered Login.
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await shot("12-not-found");
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Our Collections" })).toBeVisible();
});
