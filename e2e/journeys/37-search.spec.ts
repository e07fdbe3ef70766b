import { createFirebaseAccount, newAccount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, submitLogin } from "../support/ui";

test("37 · search from the top bar, tick a brand, sort, open a part, go back to the same filters", async ({ page, shot }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search parts" });
  await box.fill("brake pads");
  // Suggestions from the second character: parts with their part numbers.
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  // Enter with no suggestion chosen searches for the words.
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=brake(\+|%20)pads$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("brake pads");
  const count = page.getByRole("status").filter({ hasText: /^\d[\d,]* parts?$/ });
  await expect(count).toBeVisible();

  // A brand facet: the results narrow, the URL keeps it.
  // Ticked as a rider does, on its label (the input itself is visually hidden under the drawn box).
  await page.locator("label").filter({ hasText: /^EBC \(\d+\)$/ }).click();
  await expect(page.getByRole("checkbox", { name: /^EBC \(\d+\)$/ })).toBeChecked();
  await expect(page).toHaveURL(/brand=EBC/);
  const results = page.getByRole("region", { name: "Results" }).getByRole("article");
  await expect(results.first()).toContainText("EBC");

  // Cheapest first.
  await page.getByLabel("Sort by").selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = async () =>
    (await results.allTextContents()).map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1].replace(/,/g, "")));
  await expect.poll(async () => {
    const p = await prices();
    return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] <= v);
  }).toBe(true);
  await shot("37-search-results");

  // Open the first part, then come back: the same search, brand and sort.
  const first = results.first().getByRole("heading", { level: 3 });
  const name = (await first.textContent())!.trim();
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("table", { name: "Specifications" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?.*brand=EBC/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole("checkbox", { name: /^EBC \(\d+\)$/ })).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  await expect(results.first().getByRole("heading", { level: 3 })).toHaveText(name);
});

test("38 · a part page opens signed out, says why buying needs signing in, and the shopper comes back to buy it", async ({ page, request, shot }) => {
  // A part found the way an integrator would, by its part number written another way.
  const found = (await (await request.get("/search?q=fa252hh")).json()) as { items: { _id: string; name: string; partNumber: string }[] };
  const part = found.items[0];
  expect(part.partNumber).toBe("FA252HH");

  await page.goto(`/product/${part._id}`);
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  // The part number in the part's details (it is listed again under its part numbers).
  await expect(page.getByRole("definition").filter({ hasText: "FA252HH" })).toHaveText("FA252HH");
  await expect(page.getByRole("rowheader", { name: "Compound" })).toBeVisible();
  await expect(page.getByText("Sign in to buy: we ask so that we can send your order confirmation.")).toBeVisible();
  await shot("38-part-page-signed-out");

  const account = newAccount("partpage");
  await createFirebaseAccount(account);
  await page.getByRole("link", { name: "Sign in to buy" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account);
  // Back to the part, on the spec's purchase page.
  await expect(page).toHaveURL(new RegExp(`/allparts/${part._id}$`));
  await expectSignedIn(page, account.name);
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
});
