import crypto from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN } from "../support/api";
import { axe } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openSignedIn } from "../support/ui";

const HEADER = "part_number,brand,name,category,description,price_usd,min_quantity,stock,images";

/** A catalogue file as a spreadsheet would save it, for setInputFiles. */
function csvFile(name: string, rows: string[]) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${[HEADER, ...rows].join("\r\n")}\r\n`) };
}

/** A part number no other run has used. */
const newPartNumber = () => `JRN-${Date.now().toString(36)}${crypto.randomBytes(2).toString("hex")}`.toUpperCase();

/** The catalogue's own import section (the fitment and bikes sections have their own Check file buttons). */
const catalogueImport = (page: Page) => page.getByRole("region", { name: "Import", exact: true });

/** The value next to a count of the check's report ("Would create" → "1"). */
const count = (page: Page, label: string) =>
  page.getByRole("region", { name: "What the import would do" }).getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");

test.describe("39 · catalogue files", () => {
  test("checks a CSV file, imports the new part it holds, and the part is in the shop", async ({ page, shot }) => {
    const partNumber = newPartNumber();
    const file = csvFile("journey.csv", [
      `${partNumber},Vesrah,Journey Brake Pads,brakes,Sintered pads for the journey.,24.50,1,12,/images/categories/brakes.svg`,
    ]);

    await openSignedIn(page, "/dashboard/catalogue", DEMO_ADMIN, DEMO_ADMIN.name);
    await expect(page.getByRole("heading", { name: "Catalogue import and export" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Import & export" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Import & export | MotoParts USA");

    await page.getByLabel("Catalogue file (CSV)").setInputFiles(file);
    await expect(page.getByText(`journey.csv (${file.buffer.length} bytes)`)).toBeVisible();
    await catalogueImport(page).getByRole("button", { name: "Check file" }).click();

    // The dry run: one part to create, nothing else.
    await expect(page.getByRole("region", { name: "What the import would do" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Check finished" })).toHaveText("Check finished: 1 to create, 0 to update, 0 unchanged, 0 with errors.");
    await expect(count(page, "Would create")).toHaveText("1");
    await expect(count(page, "Would update")).toHaveText("0");
    await expect(count(page, "Rows with errors")).toHaveText("0");
    await expect(catalogueImport(page).getByRole("table")).toHaveCount(0);
    await shot("39-catalogue-checked");

    await catalogueImport(page).getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("Import done")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Created/ })).toHaveText("Created 1 part, updated 0, unchanged 0.");
    await shot("39-catalogue-imported");

    // The part is in the shop: found by its part number from the top bar's search box.
    const box = page.getByRole("combobox", { name: "Search parts" });
    await box.fill(partNumber);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=JRN-/);
    const result = page.getByRole("region", { name: "Results" }).getByRole("article").filter({ hasText: "Journey Brake Pads" });
    await expect(result).toHaveCount(1);
    await result.getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Journey Brake Pads" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("$24.50");
    await expect(page.getByRole("definition").filter({ hasText: partNumber })).toHaveText(partNumber);
    await expect(page.getByRole("list", { name: "Manufacturer" })).toHaveText(`Vesrah ${partNumber}`);
    await shot("39-catalogue-part-page");
  });

  test("downloads the catalogue as CSV with its header row", async ({ page }) => {
    await openSignedIn(page, "/dashboard/catalogue", DEMO_ADMIN, DEMO_ADMIN.name);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the catalogue (CSV)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^motoparts-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), "utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("id,part_number,brand,gtin,name,category,description,price_usd,min_quantity,stock,lead_time_days,restock_date,weight_kg,hs_code,schedule_b,origin_country,box_cm,images,specs");
    // The seeded catalogue follows, one part per record.
    expect(lines.length).toBeGreaterThan(300);
    await expect(page.getByRole("status").filter({ hasText: "The download has started." })).toBeVisible();
  });

  test("on a 375 px phone, bad rows are listed, must be skipped knowingly, and the page passes axe", async ({ page, shot }) => {
    const good = newPartNumber();
    const file = csvFile("bad-rows.csv", [
      `${good},Vesrah,Journey Chain Lube,chains-and-sprockets,A lube for the narrow journey.,9.90,1,5,/images/categories/chains-and-sprockets.svg`,
      `${newPartNumber()},Vesrah,Journey Priceless Part,brakes,No price that parses.,cheap,1,5,/images/categories/brakes.svg`,
      `${newPartNumber()},Vesrah,Journey Lost Part,no-such-category,In a category the shop does not have.,5.00,1,5,/images/categories/brakes.svg`,
    ]);
    await openSignedIn(page, "/dashboard/catalogue", DEMO_ADMIN, DEMO_ADMIN.name);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByLabel("Catalogue file (CSV)").setInputFiles(file);
    await catalogueImport(page).getByRole("button", { name: "Check file" }).click();
    await expect(count(page, "Rows with errors")).toHaveText("2");
    const table = page.getByRole("table", { name: "Rows with errors (2)" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("3");
    await expect(table.getByRole("row").nth(2).getByRole("cell").first()).toHaveText("4");

    // Importing needs the bad rows skipped on purpose.
    const importButton = catalogueImport(page).getByRole("button", { name: "Import", exact: true });
    await expect(importButton).toBeDisabled();
    const skip = page.getByRole("checkbox", { name: "Skip the 2 rows with errors" });
    await page.locator("label").filter({ hasText: "Skip the 2 rows with errors" }).click();
    await expect(skip).toBeChecked();
    await expect(importButton).toBeEnabled();

    // Nothing sideways but the table's own frame, which scrolls.
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await importButton.scrollIntoViewIfNeeded();
    await expect(importButton).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await axe(page)).toEqual([]);
    await shot("39-catalogue-bad-rows-375px");

    await importButton.click();
    await expect(page.getByText("Created 1 part, updated 0, unchanged 0. Skipped 2 rows with errors.")).toBeVisible();
  });
});
