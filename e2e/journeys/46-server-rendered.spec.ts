import crypto from "node:crypto";
import path from "node:path";
import { addPart, DEMO_ADMIN, getPart, signInApi } from "../support/api";
import { expect, test } from "../support/fixtures";

/**
 * Journey 46: a part page is rendered on the server. Without JavaScript it already shows the
 * part's name, price, stock and description; with JavaScript the browser takes the page over (hydrates
 * it) without a hydration warning and without asking the API again for the data it came with, and it
 * then works: the part goes into the cart.
 */

const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|423|425)|did not match/i;

test("46 · a server-rendered part page reads without JavaScript, and hydrates without warnings or refetching", async ({ page, browser, baseURL, shot }) => {
  // A part of its own: other journeys sell theirs out meanwhile.
  const id = await addPart(await signInApi(DEMO_ADMIN), {
    name: `Server-rendered brake lever ${crypto.randomBytes(3).toString("hex")}`,
    description: "Forged aluminium brake lever with six reach positions and a folding tip that survives a tip-over.",
    picture: "/images/parts/adjustable-levers.svg",
    category: "controls",
    price: 1249.5,
    minquantity: 1,
    avquantity: 40,
  });
  const part = await getPart(id);
  const price = `$${part.price.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  // Without JavaScript: the server's page alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const plain = await noScript.newPage();
  await plain.goto(`${baseURL}/product/${part._id}`);
  const main = plain.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  await expect(main.getByText(price, { exact: false }).first()).toBeVisible();
  await expect(main.getByText("In stock", { exact: true })).toBeVisible();
  await expect(main.getByText(part.description.slice(0, 40), { exact: false })).toBeVisible();
  await expect(plain).toHaveTitle(`${part.name} | MotoParts USA`);
  await plain.screenshot({ path: path.join(__dirname, "..", "artifacts", "screenshots", "46-without-javascript.png") });
  await noScript.close();

  // With JavaScript: every console message is watched, and every request to the API counted.
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") apiCalls.push(request.postDataJSON()?.operationName ?? request.url());
  });
  // The server wrote the page's CSS into the head: taking the page over moves no <style> (each move makes
  // a phone restyle the whole page) and adds none for the classes the server rendered.
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { stylesMoved: string[] }).stylesMoved = moved;
    new MutationObserver((records) => {
      if (document.documentElement.hasAttribute("data-interactive")) return;
      for (const record of records) for (const node of Array.from(record.removedNodes)) if (node.nodeName === "STYLE") moved.push((node as Element).getAttribute("data-emotion") ?? "style");
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/product/${part._id}`);
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "");
  expect(await page.evaluate(() => (window as unknown as { stylesMoved: string[] }).stylesMoved), "styles moved while hydrating").toEqual([]);
  const unstyled = await page.evaluate(() => {
    const rules = new Set(Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).flatMap((rule) => [...(rule.cssText.match(/\.css-[a-z0-9]+/g) ?? [])])));
    return [...new Set(Array.from(document.querySelectorAll("#root [class]")).flatMap((el) => Array.from(el.classList).filter((c) => c.startsWith("css-"))))].filter((c) => !rules.has(`.${c}`));
  });
  expect(unstyled, "classes without their CSS").toEqual([]);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  expect(apiCalls.filter((name) => name === "ProductPart"), "the part's data came with the page").toEqual([]);

  // The page works: into the cart, counted in the top bar.
  await page.getByRole("form", { name: `Add ${part.name} to cart` }).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();
  await shot("46-hydrated", { fullPage: false });
  expect(messages.filter((m) => HYDRATION_TROUBLE.test(m)), "hydration warnings").toEqual([]);
});

test("46 · a search page's cards below the fold are taken over as they are reached, by scrolling, pointer or keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto("/search?q=brake%20pads");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(24);
  // React owns an element once it has taken it over (it keeps its fiber on the element).
  const takenOver = (index: number) => cards.nth(index).evaluate((card) => Object.keys(card).some((key) => key.startsWith("__reactFiber")));
  expect(await takenOver(0), "the first card, in view").toBe(true);
  expect(await takenOver(23), "the last card, far below").toBe(false);

  // Scrolled to and clicked: the card works. (A card halfway down that sells.)
  const buyable = await cards.evaluateAll((all) => all.map((card, i) => (card.querySelector("button") ? i : -1)).filter((i) => i >= 0));
  const index = buyable.find((i) => i >= 8 && i < 16)!;
  expect(await takenOver(index), "a card far below").toBe(false);
  const card = cards.nth(index);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => takenOver(index)).toBe(true);
  await card.getByRole("button", { name: /^Add to cart/ }).click();
  await expect(page.getByText("Added to your cart").first()).toBeVisible();
  // The keyboard reaches the last card, still not taken over: it is taken over, and the focus stays on the link it reached.
  expect(await takenOver(23), "the last card").toBe(false);
  const last = cards.nth(23);
  const lastName = (await last.getByRole("heading").textContent()) ?? "";
  await last.getByRole("link", { name: lastName }).focus();
  await expect.poll(() => takenOver(23)).toBe(true);
  await expect(last.getByRole("link", { name: lastName })).toBeFocused();

  expect(messages.filter((m) => HYDRATION_TROUBLE.test(m)), "hydration warnings").toEqual([]);
});
