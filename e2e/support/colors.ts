import type { Locator } from "@playwright/test";

/** The computed text (or background) colour of an element as [r, g, b]. */
export async function rgb(locator: Locator, property: "color" | "background-color" = "color"): Promise<[number, number, number]> {
  const value = await locator.evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(value);
  if (!m) throw new Error(`not an rgb colour: ${value}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Clearly red: the red channel well above green and blue. */
export const isRed = ([r, g, b]: [number, number, number]) => r > 120 && r > g * 1.8 && r > b * 1.8;
/** Clearly green: the green channel well above red and blue. */
export const isGreen = ([r, g, b]: [number, number, number]) => g > 60 && g > r * 1.3 && g > b * 1.1;
