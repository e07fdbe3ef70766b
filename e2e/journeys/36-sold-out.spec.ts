import crypto from "node:crypto";
import { addPart, backInStockRequests, createShopper, DEMO_ADMIN, getPart, placeOrder, signInApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/ui";

test("36 · a part with less stock than its minimum is sold out: no buying, and 'Email me when it's back' stores a request", async ({ page, shot }) => {
  // Minimum 2, stock 3: one order of 2 leaves 1 piece, fewer than anyone may order.
  const name = `Sold-out levers ${crypto.randomBytes(3).toString("hex")}`;
  const partId = await addPart(await signInApi(DEMO_ADMIN), {
    name,
    description: "A part that sells out in this journey.",
    picture: "/images/parts/adjustable-levers.svg",
    category: "controls",
    price: 49,
    minquantity: 2,
    avquantity: 3,
  });
  const first = await createShopper("first buyer");
  await placeOrder(first.token, { partId, quantity: 2, email: first.email });
  expect((await getPart(partId)).avquantity).toBe(1);

  // The home page: "Sold out", no Book Now for it.
  await page.goto("/");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Sold out/ })).toBeDisabled();
  await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot("36-sold-out-card", { fullPage: false });

  // Its purchase page: buying is off, and the shopper asks to hear when it is back.
  const shopper = await createShopper("waiting rider");
  await logIn(page, shopper, shopper.name);
  await page.goto("/");
  await card.getByRole("link", { name: `Email me when ${name} is back` }).click();
  await expect(page).toHaveURL(new RegExp(`/allparts/${partId}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(main.getByRole("button", { name: "Purchase" })).toBeDisabled();
  const soldOut = main.getByRole("region", { name: "Sold out" });
  await soldOut.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(soldOut.getByText(`We will email ${shopper.email} when it's back.`)).toBeVisible();
  await shot("36-sold-out-requested");

  // Stored, once, for this shopper and part; and remembered on the next visit.
  const requests = await backInStockRequests(shopper.token);
  expect(requests.filter((r) => r.part.id === partId)).toEqual([expect.objectContaining({ email: shopper.email })]);
  await page.reload();
  await expect(main.getByRole("region", { name: "Sold out" }).getByText(`We will email ${shopper.email} when it's back.`)).toBeVisible();
});
