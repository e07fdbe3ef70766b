import type { Locator, Page } from "@playwright/test";
import { createShopper, graphql } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectSignedIn, submitLogin, toast, topBar } from "../support/ui";

/**
 * Journey 45: fitment and My Garage. A guest puts the demo bike (the seed's DEMO_BIKE, a US
 * 2019 Yamaha MT-07 with no variant) in the garage, picked from the lists, and another MT-07 found by
 * typing; search then shows only what fits the active bike, with badges, until the filter is switched
 * off; a part that does not fit says so and leads to the parts of its category that do; and at sign-in
 * the guest's garage joins the account's, kept on the server.
 */

const BIKE = "2019 Yamaha MT-07";
const OTHER = "2019 Yamaha MT-07 ABS";
const GUEST_GARAGE_KEY = "motoparts.garage.v1";

const fitsLabel = `Fits your ${BIKE}`;
/** The badges' accessible names that say a part is fine for the bike ("Fits", "Fits with note", "Universal"). */
const FITTING_BADGE = new RegExp(`^(Fits your ${BIKE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(, with a note.*)?|Universal fit)$`);
const DOES_NOT_FIT = `Does not fit your ${BIKE}`;
/** The badges that say a part is not known to fit: "Doesn't fit", "Fitment unknown". */
const UNFIT_BADGE = /^(Does not fit your |Fitment for your .* not known$)/;

/** The results' count ("37 parts"), announced as it changes. */
function resultCount(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /^[\d,]+ parts?$/ });
}

async function countOf(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

/** The result cards (articles) of the results section, once the results have settled. */
function cards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}


/** The garage's link in the top bar (or in the phones' menu), naming the active bike. */
const garageLink = (scope: Locator) => scope.getByRole("link", { name: `My garage: ${BIKE}` });

test("45 · fitment: a guest's garage, fit badges and filter in search, a part that does not fit, the garage kept at sign-in", async ({ page, shot }) => {
  // Four pages and a sign-in: about 30 s alone, about a minute beside another journey on two busy cores.
  test.setTimeout(150_000);
  const rider = await createShopper("garage rider");

  // 1. A guest adds the demo bike from the lists, make → model → year → variant.
  await page.goto("/garage");
  await expect(page.getByRole("heading", { level: 1, name: "My garage" })).toBeVisible();
  const bikes = page.getByRole("region", { name: "Your bikes" });
  await expect(bikes.getByText("No bikes yet. Add yours below.")).toBeVisible();
  await expect(garageLink(topBar(page))).toHaveCount(0);
  await expect(topBar(page).getByRole("link", { name: "My garage", exact: true })).toBeVisible();

  const addCard = page.getByRole("region", { name: "Add a bike" });
  await expect(addCard.getByRole("option", { name: "Yamaha", exact: true })).toBeAttached();
  await addCard.getByLabel("Make").selectOption({ label: "Yamaha" });
  await expect(addCard.getByRole("option", { name: "MT-07", exact: true })).toBeAttached();
  await addCard.getByLabel("Model").selectOption({ label: "MT-07" });
  await expect(addCard.getByRole("option", { name: "2019", exact: true })).toBeAttached();
  await addCard.getByLabel("Year").selectOption({ label: "2019" });
  // The 2019 MT-07 came with and without ABS: the rider picks the standard one.
  await expect(addCard.getByRole("option", { name: "ABS (US)" })).toBeAttached();
  await expect(addCard.getByRole("button", { name: "Add to my garage", exact: true })).toBeDisabled();
  await addCard.getByLabel("Variant and market").selectOption({ label: "Standard (US)" });
  await addCard.getByRole("button", { name: `Add to my garage: ${BIKE}` }).click();
  await expect(toast(page, `${BIKE} added to your garage and made your active bike.`)).toBeVisible();
  const demoBike = bikes.getByRole("listitem", { name: BIKE, exact: true });
  await expect(demoBike.getByText("Active bike")).toBeVisible();
  await expect(garageLink(topBar(page))).toBeVisible();

  // A second bike found by typing: it becomes the active one, then the demo bike is made active again.
  const finder = addCard.getByRole("searchbox", { name: "Find your bike" });
  await finder.fill("mt07 2019");
  const found = addCard.getByRole("list", { name: "Bikes found" });
  await expect(found.getByRole("listitem").filter({ hasText: BIKE }).filter({ hasText: "In your garage" }).first()).toBeVisible();
  // Exactly: the same bike's versions of other markets ("… ABS (EU)") are found too.
  await found.getByRole("button", { name: `Add to my garage: ${OTHER}`, exact: true }).click();
  await expect(toast(page, `${OTHER} added to your garage and made your active bike.`)).toBeVisible();
  await expect(bikes.getByRole("listitem", { name: OTHER, exact: true }).getByText("Active bike")).toBeVisible();
  await expect(topBar(page).getByRole("link", { name: `My garage: ${OTHER}` })).toBeVisible();
  await demoBike.getByRole("button", { name: `Make active: ${BIKE}` }).click();
  await expect(demoBike.getByText("Active bike")).toBeVisible();
  await expect(bikes.getByRole("listitem", { name: OTHER, exact: true }).getByText("Active bike")).toHaveCount(0);
  await expect(garageLink(topBar(page))).toBeVisible();
  await shot("45-guest-garage");

  // 2. Search "brake pads": only the parts that fit the active bike, each with its badge.
  const searchBox = topBar(page).getByRole("combobox", { name: "Search parts" });
  await searchBox.fill("brake pads");
  await searchBox.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=brake(\+|%20)pads$/);
  const fitFilter = page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: fitsLabel });
  await expect(fitFilter).toBeChecked();
  await expect(resultCount(page)).toBeVisible();
  await expect(page.getByRole("main").getByRole("region", { name: "Results" })).toHaveAttribute("aria-busy", "false");
  const fitting = await countOf(page);
  expect(fitting).toBeGreaterThanOrEqual(2);
  await expect(cards(page)).toHaveCount(Math.min(fitting, 24));
  // One badge per card, each saying it fits (or fits with a note, or fits every bike).
  await expect(cards(page).getByRole("img", { name: FITTING_BADGE })).toHaveCount(Math.min(fitting, 24));
  await expect(cards(page).getByRole("img", { name: UNFIT_BADGE })).toHaveCount(0);
  await expect(cards(page).getByRole("img", { name: fitsLabel, exact: true }).first()).toBeVisible();
  // The seed's EBC FA252HH (in Brakes) is among them.
  await expect(cards(page).filter({ hasText: "Part no. FA252HH" }).getByRole("img", { name: fitsLabel, exact: true })).toBeVisible();

  // Switched off (fits=0 in the URL): more parts, some that do not fit.
  await page.getByRole("complementary", { name: "Filters" }).locator("label").filter({ hasText: fitsLabel }).click();
  await expect(fitFilter).not.toBeChecked();
  await expect(page).toHaveURL(/[?&]fits=0(&|$)/);
  await expect.poll(() => countOf(page)).toBeGreaterThan(fitting);
  await expect(page.getByRole("main").getByRole("region", { name: "Results" })).toHaveAttribute("aria-busy", "false");
  // Brake pads that do not fit (the search finds discs and lines too): their section has pads that do.
  const misfit = cards(page).filter({ has: page.getByRole("img", { name: DOES_NOT_FIT }) }).filter({ hasText: /brake pads/i });
  await expect(misfit.first()).toBeVisible();
  await expect(misfit.first().getByRole("img", { name: DOES_NOT_FIT })).toHaveText("Doesn't fit");
  await shot("45-search-all-bikes");

  // 3. A part that does not fit says so, and leads to the parts of its category that do.
  const misfitName = (await misfit.first().getByRole("heading").textContent())!.trim();
  await misfit.first().getByRole("link", { name: misfitName }).click();
  await expect(page.getByRole("heading", { level: 1, name: misfitName })).toBeVisible();
  const verdict = page.getByRole("status").filter({ hasText: DOES_NOT_FIT });
  await expect(verdict).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Fitment" })).toBeVisible();
  await shot("45-part-does-not-fit");
  await verdict.getByRole("link", { name: `See the parts of this category that fit your ${BIKE}` }).click();
  await expect(page).toHaveURL(/\/category\/brake-pads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Brake pads" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: fitsLabel })).toBeChecked();
  await expect(resultCount(page)).toBeVisible();
  await expect(page.getByRole("main").getByRole("region", { name: "Results" })).toHaveAttribute("aria-busy", "false");
  const inCategory = await countOf(page);
  expect(inCategory).toBeGreaterThanOrEqual(2);
  await expect(cards(page)).toHaveCount(Math.min(inCategory, 24));
  await expect(cards(page).getByRole("img", { name: FITTING_BADGE })).toHaveCount(Math.min(inCategory, 24));
  await expect(cards(page).getByRole("img", { name: UNFIT_BADGE })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: misfitName })).toHaveCount(0);
  await shot("45-category-that-fits");

  // 4. The guest signs in from the garage page: the garage joins the account's and leaves the browser.
  await page.goto("/garage");
  await expect(page.getByText("Your garage is kept in this browser. Sign in to keep it on every device.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, rider);
  await expect(page).toHaveURL(/\/garage$/);
  await expectSignedIn(page, rider.name);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_GARAGE_KEY), { message: "the browser's garage cleared" }).toBeNull();
  await expect(page.getByText("Your garage is kept in this browser.", { exact: false })).toHaveCount(0);
  await expect(bikes.getByRole("listitem")).toHaveCount(2);
  await expect(demoBike.getByText("Active bike")).toBeVisible();
  await expect(garageLink(topBar(page))).toBeVisible();

  // On the server: both bikes, the demo bike active.
  const { me } = await graphql<{ me: { garage: { active: boolean; vehicle: { name: string } }[] } }>(rider.token, `{ me { garage { active vehicle { name } } } }`);
  expect(me.garage.map((b) => ({ name: b.vehicle.name, active: b.active })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: BIKE, active: true },
    { name: OTHER, active: false },
  ]);

  // A reload reads it from the account (the browser keeps none).
  await page.reload();
  await expectSignedIn(page, rider.name);
  await expect(bikes.getByRole("listitem")).toHaveCount(2);
  await expect(demoBike.getByText("Active bike")).toBeVisible();
  await expect(garageLink(topBar(page))).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_GARAGE_KEY)).toBeNull();
  await shot("45-account-garage");

  // On a phone the garage link, with the active bike, is in the menu.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(garageLink(topBar(page))).toBeHidden();
  await topBar(page).getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(garageLink(menu)).toBeVisible();
  await garageLink(menu).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/garage$/);
  await shot("45-garage-375");
});
