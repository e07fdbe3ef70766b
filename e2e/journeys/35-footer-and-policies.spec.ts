import { expect, test } from "../support/fixtures";

test("35 · every footer link answers 200 and opens a real page; the policy pages say what they must", async ({ page, request, shot }) => {
  // It opens every page the footer links to: more than the usual journey's time on a busy machine.
  test.setTimeout(240_000);
  await page.goto("/blog");
  const footer = page.getByRole("contentinfo");
  const links = footer.getByRole("navigation").getByRole("link");
  await expect(links.first()).toBeVisible();
  const found = await links.evaluateAll((els) => els.map((a) => ({ text: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" })));
  expect(found.length).toBeGreaterThanOrEqual(9);
  // Each link leads to its own page of the shop (the first footer's links were dummies, all to /).
  for (const { text, href } of found) expect(href, `${text} is a path of the shop`).toMatch(/^\//);
  expect(new Set(found.map((l) => l.href)).size, "one destination per link").toBe(found.length);
  expect(found.map((l) => l.href)).toEqual(expect.arrayContaining(["/shipping", "/returns", "/privacy", "/terms"]));

  for (const { text, href } of found) {
    // What a browser opening the link gets from the server. On a new connection each time: the clicks
    // between two requests can take as long as the server keeps an idle connection (5 s), and a request
    // sent just as the server closes it would be reset.
    const res = await request.get(href, { headers: { accept: "text/html", connection: "close" } });
    expect(res.status(), `${text}: GET ${href}`).toBe(200);
    // And what the shopper sees after clicking it: a page of the shop, not the not-found page.
    await page.goto("/blog");
    await footer.getByRole("link", { name: text, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 }).first(), `${text} opens a page`).toBeVisible();
    await expect(page.getByText("You are Lost Buddy")).toHaveCount(0);
  }

  const main = page.getByRole("main");
  await page.goto("/shipping");
  for (const heading of ["Where we ship: zones", "Delivery times", "Duties and taxes"]) await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  await page.goto("/returns");
  await expect(main.getByRole("heading", { name: "How long you have" })).toBeVisible();
  await expect(main.getByRole("list", { name: "Return windows by destination" })).toContainText("14 days after delivery");
  await expect(main.getByRole("heading", { name: "How to return a part" })).toBeVisible();
  await page.goto("/privacy");
  await expect(main.getByRole("heading", { name: "What we store" })).toBeVisible();
  await expect(main).toContainText("Firebase Authentication");
  await expect(main).toContainText("Stripe");
  await page.goto("/terms");
  await expect(main.getByRole("heading", { name: "Orders and prices" })).toBeVisible();
  await shot("35-terms");
});
