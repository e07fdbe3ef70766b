import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens as chakraSemanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens as chakraTokens,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

/**
 * Colour palettes the shop never shows. Chakra's tokens are most of what `createSystem` does when a page
 * starts (and of the CSS variables every page carries): each palette is 11 colours and 8 semantic ones.
 * The theme test fails when the client names a palette that is not here.
 */
const UNUSED_PALETTES = new Set(["yellow", "cyan", "pink"]);

type TokenTree = { [key: string]: unknown };
const withoutUnused = (group: TokenTree): TokenTree => Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name)));

/**
 * The shop has one colour scheme, light (it never sets Chakra's `dark` class): a semantic token's dark
 * value would only add variables under `.dark` that no page uses.
 */
function lightOnly(tree: unknown): unknown {
  if (!tree || typeof tree !== "object") return tree;
  const node = tree as TokenTree;
  const value = node.value as TokenTree | undefined;
  if (value && typeof value === "object" && "_light" in value) return { ...node, value: value._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)]));
}

const tokens = { ...chakraTokens, colors: withoutUnused(chakraTokens.colors as TokenTree) } as typeof chakraTokens;
const semanticTokens = lightOnly({ ...chakraSemanticTokens, colors: withoutUnused(chakraSemanticTokens.colors as TokenTree) }) as typeof chakraSemanticTokens;

/**
 * Chakra's default theme with only the recipes of the components the shop renders: `defaultConfig`
 * ships all ~80 of them in the entry chunk. A component whose recipe is missing renders unstyled, so
 * a component newly used from "@chakra-ui/react" needs its recipe added here.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** The shop's look: navy and a motorsport red on Chakra's defaults. */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "bg", color: "fg" },
    // Entrance animations and transitions are skipped for people who ask for less motion.
    "*, *::before, *::after": {
      _motionReduce: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: "#fff5f5" },
          100: { value: "#fed7d7" },
          200: { value: "#feb2b2" },
          300: { value: "#fc8181" },
          400: { value: "#f56565" },
          500: { value: "#e53e3e" },
          600: { value: "#c53030" },
          700: { value: "#9b2c2c" },
          800: { value: "#822727" },
          900: { value: "#63171b" },
          950: { value: "#3b0d0f" },
        },
        navy: {
          50: { value: "#ebf4ff" },
          100: { value: "#c3dafe" },
          500: { value: "#2c5282" },
          700: { value: "#1a365d" },
          800: { value: "#14284a" },
          900: { value: "#0d1b33" },
        },
      },
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Error text at 4.5:1 or better on white (Chakra's default red.500 is about 3.8:1).
        fg: { error: { value: "{colors.red.600}" } },
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.600}" },
        },
      },
    },
  },
});

/**
 * A new styling system. Chakra memoises each style object's CSS under a key that ignores the order of
 * its properties, and keeps the order of the first one it saw: a server that rendered other pages could
 * order a class's CSS (and so name the class) unlike the browser, which starts afresh. The server renderer
 * makes one system a page for that reason (ADR 0041).
 */
export const createShopSystem = () => createSystem(defaultBaseConfig, defaultTheme, config);

let shared: ReturnType<typeof createShopSystem> | undefined;

/**
 * The process's (or the page's) styling system, made on first use: the browser makes it in a task of
 * its own before hydrating, since it is the largest single piece of work of a page's start.
 */
export function shopSystem(): ReturnType<typeof createShopSystem> {
  shared ??= createShopSystem();
  return shared;
}
