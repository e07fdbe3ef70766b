import type { Page } from "@playwright/test";
import { createShopper, DEMO_ADMIN, type Account, deliverOrder, garageBikeFor, giveOrderAddress, graphql, payOrder, pickPart, placeOrder, type ApiPart } from "../support/api";
import { axe } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { expectSignedOut, logIn, topBar } from "../support/ui";

/**
 * Journey 52: riders with the same bike help each other on a part's page, at 375 px. A rider who bought
 * the part and had it delivered reviews it naming their garage bike ("Verified purchase", "On your
 * bike"); another rider reports a third's advert posing as a review, ticks "On my bike", finds the first
 * review and asks a question; the shop's admin answers it on the page and hides the advert from the
 * moderation page, and it is gone from the part's page at once; the asker's email is in the outbox. The
 * page the server renders holds the review, the answer and the Product's aggregateRating.
 */

async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

const PHONE = { width: 375, height: 812 };

/** Signs out (if signed in) and in as another account through the top bar, wide, then back to the phone. */
async function signInAs(page: Page, account: Pick<Account, "email" | "password">) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const signOut = topBar(page).getByRole("button", { name: "Signout" });
  if (await signOut.isVisible()) {
    await signOut.click();
    await expectSignedOut(page);
  }
  await logIn(page, account);
  await page.setViewportSize(PHONE);
}

/** One of the journeys' parts no other journey orders, with fitment ranges (a bike to name). */
async function partWithFitment(token: string): Promise<{ part: ApiPart; bike: { id: string; name: string } }> {
  for (const index of [1, 14, 15, 16, 17]) {
    const part = await pickPart(index);
    const bike = await garageBikeFor(token, part._id).catch(() => null);
    if (bike) return { part, bike };
  }
  throw new Error("none of the journeys' spare parts has fitment ranges");
}

test("52 · part reviews and questions at 375 px: a verified review on the rider's bike, a reported advert hidden, 'On my bike', a question the shop answers, and its email", async ({ page, shot, consoleErrors }) => {
  const buyer = await createShopper("reviewing buyer");
  const { part, bike } = await partWithFitment(buyer.token);
  const orderId = await placeOrder(buyer.token, { partId: part._id, quantity: part.minquantity, email: buyer.email });
  await payOrder(buyer.token, orderId);
  await giveOrderAddress(buyer.token, orderId);
  await deliverOrder(orderId);

  // The buyer reviews the part, naming the bike of their garage it went on.
  await signInAs(page, buyer);
  await page.goto(`/product/${part._id}`);
  await expect(page.getByRole("heading", { name: part.name, level: 1 })).toBeVisible();
  const reviews = page.getByRole("region", { name: "Reviews" });
  const form = reviews.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByText("Rating is required.")).toBeVisible();
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByRole("textbox", { name: /Title/ }).fill("Bolted straight on");
  await form.getByRole("textbox", { name: /Review/ }).fill("Fitted in twenty minutes with the stock hardware. See https://example.com/not-a-link for photos.");
  await form.getByRole("combobox", { name: "Bike" }).selectOption({ label: bike.name });
  await form.getByRole("combobox", { name: "Used for" }).selectOption({ label: "Months" });
  await form.getByRole("button", { name: "Post review" }).click();
  const mine = reviews.getByRole("article", { name: "Bolted straight on" });
  await expect(mine.getByText("Verified purchase")).toBeVisible();
  await expect(mine.getByText("On your bike")).toBeVisible();
  await expect(mine.getByText(`On a ${bike.name}`)).toBeVisible();
  // Plain text: the address in it is not a link.
  await expect(mine.getByRole("link")).toHaveCount(0);
  await expect(reviews.getByText("5.0 out of 5")).toBeVisible();
  await expect(reviews.getByText("1 review", { exact: true })).toBeVisible();
  // One review per rider: the form is gone, Edit and Delete are on the rider's own.
  await expect(form).toHaveCount(0);
  await expect(mine.getByRole("button", { name: "Edit" })).toBeVisible();
  await fitsThePhone(page);
  expect(await axe(page)).toEqual([]);
  await shot("52-review-posted");

  // An advert posing as a review, written through the API.
  const advertiser = await createShopper("advertiser");
  await graphql(advertiser.token, "mutation E2eAdvert($input: PartReviewInput!) { addPartReview(input: $input) { id } }", {
    input: { partId: part._id, rating: 1, title: "Cheaper elsewhere", body: "Buy it at www.example.net instead." },
  });

  // Another rider with the same bike reports the advert, keeps to the reviews of riders who fitted it to
  // one, and asks.
  const asker = await createShopper("asking rider");
  await garageBikeFor(asker.token, part._id);
  await signInAs(page, asker);
  await page.goto(`/product/${part._id}`);
  await expect(reviews.getByText("2 reviews", { exact: true })).toBeVisible();
  const advert = reviews.getByRole("article", { name: "Cheaper elsewhere" });
  await advert.getByRole("button", { name: "Report this review" }).click();
  await advert.getByRole("textbox", { name: "Why are you reporting it?" }).fill("An advert for another shop, not a review.");
  await advert.getByRole("button", { name: "Send report" }).click();
  await expect(advert.getByText("Thank you: the shop will look at it.")).toBeVisible();
  await reviews.locator("label").filter({ hasText: "On my bike" }).click();
  await expect(reviews.getByRole("checkbox", { name: /On my bike/ })).toBeChecked();
  await expect(reviews.getByRole("article", { name: "Bolted straight on" }).getByText("On your bike")).toBeVisible();
  const questions = page.getByRole("region", { name: "Questions and answers" });
  const question = `Does it clear the stock exhaust on the ${bike.name}?`;
  await questions.getByRole("textbox", { name: "Your question" }).fill(question);
  await questions.getByRole("button", { name: "Post question" }).click();
  await expect(questions.getByText("Your question is posted.")).toBeVisible();
  const asked = questions.getByRole("article", { name: question });
  await expect(asked.getByText("No answers yet.")).toBeVisible();
  await fitsThePhone(page);
  expect(await axe(page)).toEqual([]);
  await shot("52-question-asked");

  // The shop answers on the part's page; its answer is marked as the shop's.
  await signInAs(page, DEMO_ADMIN);
  await page.goto(`/product/${part._id}`);
  await asked.getByRole("button", { name: `Answer: ${question}` }).click();
  await asked.getByRole("textbox", { name: "Your answer" }).fill("Yes: it sits 12 mm inboard of the stock silencer.");
  await asked.getByRole("button", { name: "Post answer" }).click();
  await expect(asked.getByText("Yes: it sits 12 mm inboard of the stock silencer.")).toBeVisible();
  await expect(asked.getByText("Answer from the shop")).toBeVisible();
  await fitsThePhone(page);
  await shot("52-shop-answer");

  // The advert, reported, is on the moderation page; hidden with a reason, it leaves the part's page.
  await page.goto("/dashboard/moderation");
  const reported = page.getByRole("list", { name: "Reported items" }).getByRole("listitem").filter({ hasText: "Cheaper elsewhere" });
  await expect(reported.getByText("An advert for another shop, not a review.")).toBeVisible();
  await reported.getByRole("button", { name: /^Hide the review by / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog.getByText("Reason is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: /Why hide it/ }).fill("Advertises another shop.");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toBeHidden();
  await expect(reported.getByText("Hidden: Advertises another shop.")).toBeVisible();
  await fitsThePhone(page);
  expect(await axe(page)).toEqual([]);
  await shot("52-moderation");
  await page.goto(`/product/${part._id}`);
  await expect(reviews.getByText("1 review", { exact: true })).toBeVisible();
  await expect(reviews.getByText("5.0 out of 5")).toBeVisible();
  await expect(reviews.getByRole("article", { name: "Cheaper elsewhere" })).toHaveCount(0);

  // The page as the server renders it: the review, the answer, and the rating for search engines.
  const served = await (await page.request.get(`/product/${part._id}`, { headers: { accept: "text/html" } })).text();
  expect(served).toContain("Bolted straight on");
  expect(served).toContain("Yes: it sits 12 mm inboard of the stock silencer.");
  expect(served).not.toContain("Cheaper elsewhere");
  expect(served).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);

  // The asker's email, from the outbox.
  consoleErrors.allow(
    /Blocked script execution in '.*\/dev\/mail\/.*\.html' because the document's frame is sandboxed/,
    "Playwright's own scripts, run to read the frame, are refused by the sandbox of the frame that shows the email (the email has no script)",
  );
  await page.goto("/dev/mail");
  const mail = page.getByRole("row").filter({ hasText: asker.email }).filter({ hasText: `Your question about ${part.name} was answered` });
  await expect(mail).toHaveCount(1);
  await mail.getByRole("link").first().click();
  await expect(page.frameLocator("iframe").getByText("Yes: it sits 12 mm inboard of the stock silencer.").filter({ visible: true }).first()).toBeVisible();
  await shot("52-answer-email");
});
