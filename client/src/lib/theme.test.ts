import * as fs from "node:fs";
import * as path from "node:path";
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { shopSystem } from "./theme";

/**
 * The theme carries only the recipes of the components the shop renders (theme.ts); a component used
 * without its recipe renders unstyled (a checkbox without its box, a breadcrumb without its separators),
 * which no test in jsdom sees. This reads every import from "@chakra-ui/react" in the client and checks
 * that each component Chakra styles with a recipe has it in the shop's theme.
 */

const SRC = path.resolve(__dirname, "..");
/** Components styled by another component's recipe. */
const RECIPE_OF: Record<string, string> = { IconButton: "button", CloseButton: "button", SkeletonText: "skeleton", SkeletonCircle: "skeleton" };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "gql" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedComponents(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const name of match[1].split(",").map((n) => n.replace(/^type\s+/, "").trim()).filter((n) => /^[A-Z]/.test(n))) {
        used.set(name, path.relative(SRC, file));
      }
    }
  }
  return used;
}

describe("the theme", () => {
  const chakra = createSystem(defaultConfig);

  it("has the recipe of every Chakra component the client imports", () => {
    const missing: string[] = [];
    for (const [name, file] of importedComponents()) {
      const key = RECIPE_OF[name] ?? name[0].toLowerCase() + name.slice(1);
      const styled = chakra.isRecipe(key) || chakra.isSlotRecipe(key);
      if (styled && !shopSystem().isRecipe(key) && !shopSystem().isSlotRecipe(key)) missing.push(`${name} (${key}, used in ${file})`);
    }
    expect(missing).toEqual([]);
  });

  it("has every colour palette the client names", () => {
    const palettes = Object.keys(chakra._config.theme?.tokens?.colors ?? {}).filter((name) => chakra.token(`colors.${name}.500`));
    const named = new RegExp(`["'](${palettes.join("|")})(\\.\\d{2,3})?["']`, "g");
    const missing = new Set<string>();
    for (const file of sourceFiles(SRC).filter((f) => !f.endsWith(path.join("lib", "theme.ts")))) {
      for (const [, palette] of fs.readFileSync(file, "utf8").matchAll(named)) {
        if (!shopSystem().token(`colors.${palette}.500`)) missing.add(`${palette} (${path.relative(SRC, file)})`);
      }
    }
    expect(palettes).toEqual(expect.arrayContaining(["gray", "red", "yellow", "pink"]));
    expect(shopSystem().token("colors.pink.500")).toBeUndefined();
    expect([...missing]).toEqual([]);
  });

  it("would see a missing recipe", () => {
    expect(chakra.isSlotRecipe("checkbox")).toBe(true);
    expect(chakra.isSlotRecipe("combobox")).toBe(true);
    expect(shopSystem().isSlotRecipe("combobox")).toBe(false);
  });
});
