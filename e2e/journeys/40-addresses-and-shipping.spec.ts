import { createAdmin, createShopper, getParts, graphql } from "../support/api";
import { axe } from "../support/axe";
import { e2eEnv } from "../support/env";
import { expect, test } from "../support/fixtures";
import { openSignedIn } from "../support/ui";

test.describe("40 · addresses and shipping", () => {
  test("on a 375 px phone, a rider adds a Japanese address by its country's rules, and the page passes axe", async ({ page, shot }) => {
    const rider = await createShopper("addresses");
    await openSignedIn(page, "/dashboard/myprofile", rider);
    await page.setViewportSize({ width: 375, height: 812 });

    const book = page.getByRole("region", { name: "Addresses" });
    await expect(book.getByText("No addresses yet. Add the one we should ship to.")).toBeVisible();
    await book.getByRole("button", { name: "Add an address" }).click();
    const form = page.getByRole("form", { name: "New address" });
    await form.getByLabel("Full name").fill("Rita Rider");
    await form.getByLabel("Country").selectOption("JP");
    // Japan has prefectures: the region is a list now, and the postal code has its own form.
    await expect(form.getByLabel("Prefecture")).toBeVisible();
    await form.getByLabel("Address line 1").fill("1-1 Chiyoda");
    await form.getByLabel("City").fill("Chiyoda-ku");
    await form.getByLabel("Postal code").fill("10000");
    await form.getByLabel("Phone").fill("+81 3 1234 5678");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("Enter a valid postal code for Japan, like 100-0001.")).toBeVisible();
    await expect(form.getByText("Prefecture is required for Japan.")).toBeVisible();
    await shot("40-address-refused");

    await form.getByLabel("Prefecture").selectOption({ label: "Tokyo" });
    await form.getByLabel("Postal code").fill("1000001");
    await form.getByRole("button", { name: "Save address" }).click();
    const card = book.getByRole("group", { name: "Address of Rita Rider" });
    await expect(card.getByText("Chiyoda-ku, Tokyo 100-0001")).toBeVisible();
    await expect(card.getByText("Japan")).toBeVisible();
    await expect(card.getByText("Default")).toBeVisible();

    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect(await axe(page)).toEqual([]);
    await shot("40-address-saved");

    // The address is the rider's on the server, as the shop stores it.
    const { myAddresses } = await graphql<{ myAddresses: { postalCode: string; region: string; country: string; isDefault: boolean }[] }>(
      rider.token,
      `{ myAddresses { postalCode region country isDefault } }`,
    );
    expect(myAddresses).toEqual([{ postalCode: "100-0001", region: "13", country: "JP", isDefault: true }]);
  });

  test("an admin adds a shipping zone with a weight band, and the quote uses it at once", async ({ page, shot }) => {
    const admin = await createAdmin("shipping");
    // Iceland is in no zone of the seed; a zone left by an earlier attempt is taken away first.
    const { shippingZones } = await graphql<{ shippingZones: { id: string; countries: string[] }[] }>(admin.token, `{ shippingZones { id countries } }`);
    for (const zone of shippingZones.filter((z) => z.countries.includes("IS"))) {
      await graphql(admin.token, `mutation($id: ID!) { deleteShippingZone(id: $id) { id } }`, { id: zone.id });
    }

    await openSignedIn(page, "/dashboard/shipping", admin);
    await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Shipping" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: "Methods of Europe" }).getByRole("row", { name: /Express international/ })).toContainText("2–5 business days");

    await page.getByRole("button", { name: "Add a zone" }).click();
    const form = page.getByRole("form", { name: "New zone" });
    await form.getByLabel("Name", { exact: true }).fill("Iceland");
    await form.getByLabel("Countries").fill("IS");
    const method = form.getByRole("group", { name: "Method 1" });
    await method.getByLabel("Label", { exact: true }).fill("Air parcel");
    await method.getByLabel("Fewest business days").fill("4");
    await method.getByLabel("Most business days").fill("8");
    await method.getByLabel("Up to (kg)").fill("10");
    await method.getByLabel("Price ($)").fill("39.5");
    await form.getByRole("button", { name: "Save zone" }).click();
    await expect(page.getByText("Iceland saved.")).toBeVisible();
    const zone = page.getByRole("region", { name: "Iceland" });
    await expect(zone.getByRole("row", { name: /Air parcel/ })).toContainText("up to 10 kg: $39.50");
    expect(await axe(page)).toEqual([]);
    await shot("40-shipping-zone");

    // The public quote prices a parcel to Iceland by the new band.
    const filter = (await getParts()).find((p) => p.name === "Spin-On Oil Filter")!;
    const res = await fetch(`${e2eEnv.appUrl}/checkout/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lines: [{ partId: filter._id, quantity: filter.minquantity }], address: { country: "IS" } }),
    });
    const quote = (await res.json()) as { shippingOptions: { label: string; price: number }[] };
    expect(quote.shippingOptions).toEqual([expect.objectContaining({ label: "Air parcel", price: 39.5 })]);
  });
});
