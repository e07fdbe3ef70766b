import crypto from "node:crypto";
import { addPart, createFirebaseAccount, DEMO_ADMIN, newAccount, signInApi } from "../support/api";
import { BROKEN_PICTURE, expect, test } from "../support/fixtures";
import { openSignedIn } from "../support/ui";

test("32 · a part whose picture cannot be loaded shows its category's placeholder, on the home grid and its purchase page", async ({ page, shot }) => {
  const name = `Broken picture tyre ${crypto.randomBytes(3).toString("hex")}`;
  const id = await addPart(await signInApi(DEMO_ADMIN), {
    name,
    description: "A part whose picture link is dead.",
    picture: BROKEN_PICTURE,
    category: "tyres",
    price: 80,
    minquantity: 1,
    avquantity: 10,
  });

  // The newest part comes first on the home page.
  await page.goto("/");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  const cardImage = card.getByRole("img", { name: `${name} (picture not available)` });
  await expect(cardImage).toHaveAttribute("src", "/images/categories/tyres.svg");
  // The placeholder itself loads: a real picture, not the browser's broken-image icon.
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await card.scrollIntoViewIfNeeded();
  await shot("32-image-fallback-card", { fullPage: false });

  const account = newAccount("pictures");
  await createFirebaseAccount(account);
  await openSignedIn(page, `/allparts/${id}`, account, account.name);
  const picture = page.getByRole("main").getByRole("img", { name: `${name} (picture not available)` });
  await expect(picture).toHaveAttribute("src", "/images/categories/tyres.svg");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shot("32-image-fallback");
});
