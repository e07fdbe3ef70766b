import { getReviews } from "../support/api";
import { expect, test } from "../support/fixtures";

test.describe("05 · browse the home page", () => {
  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`the parts grid has ${columns} column(s) at ${width} px`, async ({ page, shot }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Collections" }) });
      const grid = section.getByRole("list").first();
      const cards = grid.getByRole("listitem");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(3);

      const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.trim().split(/\s+/), `grid-template-columns: ${template}`).toHaveLength(columns);

      // The cards agree: as many distinct left edges among the first cards as there are columns.
      const lefts = new Set<number>();
      for (let i = 0; i < 3; i++) lefts.add(Math.round((await cards.nth(i).boundingBox())!.x));
      expect(lefts.size).toBe(columns);

      await section.getByRole("heading", { name: "Our Collections" }).evaluate((el) => el.scrollIntoView());
      await shot(`05-home-grid-${width}px`, { fullPage: false });
    });
  }

  test("the contact form, far below on a phone, takes what is typed from the first key", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-interactive", "");
    // Below the fold, the form is taken over when it is reached (ADR 0041): here by the keyboard's focus.
    const form = page.locator("section#contact");
    await form.getByRole("textbox", { name: "Email" }).focus();
    await page.keyboard.type("rider@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ana Rider");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Do you ship brake pads to Chile?");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("rider@example.com");
    await expect(form.getByRole("textbox", { name: "Your Name" })).toHaveValue("Ana Rider");
    await expect(form.getByRole("textbox", { name: "Your Message" })).toHaveValue("Do you ship brake pads to Chile?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thanks for your message").first()).toBeVisible();
  });

  test("Happy Clients shows the last six reviews, newest first", async ({ page, shot }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Happy Clients" }) });
    const items = section.getByRole("listitem");
    await expect(items.first()).toBeVisible();
    // Another journey may add a review meanwhile: compare with what the API answers at the same moment.
    await expect(async () => {
      await page.reload();
      await expect(items.first()).toBeVisible();
      const api = await getReviews(6);
      expect(api).toHaveLength(6);
      const shown = await items.evaluateAll((lis) =>
        lis.map((li) => ({
          name: li.querySelector("figcaption")?.textContent?.trim() ?? "",
          review: li.querySelector("blockquote")?.textContent?.trim() ?? "",
          text: li.textContent ?? "",
        })),
      );
      expect(shown.map(({ name, review }) => ({ name, review }))).toEqual(api.map((r) => ({ name: r.name, review: r.review.trim() })));
      shown.forEach((s, i) => expect(s.text).toContain(`Ratings: ${api[i].ratings} 0f 5`));
    }).toPass({ timeout: 30_000 });
    await expect(section.getByText(/^Ratings: [1-5] 0f 5$/).first()).toBeVisible();
    await section.getByRole("heading", { name: "Happy Clients" }).evaluate((el) => el.scrollIntoView());
    await shot("05-home-happy-clients", { fullPage: false });
  });
});
