import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { atRest, toast, topBar } from "../support/ui";

/** Signs a new address up for the newsletter in the footer: a public action that answers with a toast. */
async function subscribe(page: Page) {
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Your email address").fill(`toast.${crypto.randomBytes(4).toString("hex")}@example.com`);
  await footer.getByRole("button", { name: "Sign Up" }).click();
  return toast(page, "You are signed up for our newsletter.");
}

/**
 * The toast's box where it comes to rest below the top bar. Chakra's toaster places a toast from script
 * once it has mounted (its offset and its place in the stack), so the first box read can still be where it
 * starts, with no animation running yet: wait for it to be below the bar, then for it to be at rest.
 */
async function restingBox(page: Page, shown: Locator) {
  const bar = (await topBar(page).boundingBox())!;
  await expect.poll(async () => (await shown.boundingBox())?.y ?? -1, { message: "the toast below the top bar" }).toBeGreaterThanOrEqual(bar.y + bar.height);
  await atRest(shown);
  return { box: (await shown.boundingBox())!, bar };
}

test.describe("33 · toasts stay clear of the top bar and can be dismissed", () => {
  test("top-right, below the top bar, at 1280 px", async ({ page, shot }) => {
    await page.goto("/blog");
    const shown = await subscribe(page);
    await expect(shown).toBeVisible();
    const { box, bar } = await restingBox(page, shown);
    const viewport = page.viewportSize()!;
    expect(box.x + box.width, "right edge near the window's").toBeGreaterThan(viewport.width - 48);
    // Top bar is sticky: the toast sits just below it, so the bar's buttons and account menu stay uncovered.
    expect(box.y, "below the top bar").toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y, "in the top part of the window").toBeLessThan(viewport.height / 3);
    await shot("33-toast-desktop", { fullPage: false });

    await shown.getByRole("button", { name: "Dismiss" }).click();
    await expect(shown).toHaveCount(0);
  });

  test("at the top, below the top bar, at 375 px", async ({ page, shot }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/blog");
    const shown = await subscribe(page);
    await expect(shown).toBeVisible();
    const { box, bar } = await restingBox(page, shown);
    // Top bar is sticky: at the top of the window whatever the scroll.
    expect(box.y, "just below the top bar").toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y, "in the top part of the window").toBeLessThan(740 / 3);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // The top bar's menu button is not covered.
    await expect(topBar(page).getByRole("button", { name: "Open menu" })).toBeVisible();
    await shot("33-toast-phone", { fullPage: false });

    await shown.getByRole("button", { name: "Dismiss" }).click();
    await expect(shown).toHaveCount(0);
  });
});
