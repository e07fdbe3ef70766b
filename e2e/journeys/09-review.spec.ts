import { createFirebaseAccount, newAccount } from "../support/api";
import { expect, test } from "../support/fixtures";
import { openSignedIn, toast, topBar } from "../support/ui";

test("09 · add a review and see it first in Happy Clients", async ({ page, shot }) => {
  const account = newAccount("reviewer");
  await createFirebaseAccount(account);
  await openSignedIn(page, "/dashboard/addreview", account, account.name);

  const reviewer = `${account.name} from Ohio`;
  const text = `Brake pads arrived in four days with every customs paper. (${account.email})`;
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue(account.name);
  await name.fill(reviewer);
  await page.getByRole("spinbutton", { name: "Rating" }).fill("4");
  await page.getByRole("textbox", { name: "Review" }).fill(text);
  await page.getByRole("button", { name: "Add Review" }).click();
  await expect(toast(page, "successfully added review")).toBeVisible();
  await shot("09-review-added");

  await topBar(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Happy Clients" }) });
  const first = section.getByRole("listitem").first();
  await expect(first.locator("figcaption")).toHaveText(reviewer);
  await expect(first.locator("blockquote")).toHaveText(text);
  await expect(first.getByText("Ratings: 4 0f 5", { exact: true })).toBeVisible();
  await section.getByRole("heading", { name: "Happy Clients" }).evaluate((el) => el.scrollIntoView());
  await shot("09-review-on-home", { fullPage: false });
});
