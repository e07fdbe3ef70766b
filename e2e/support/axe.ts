import fs from "node:fs";
import type { CDPSession, Page } from "@playwright/test";

/**
 * axe-core in the journeys' pages. The script is evaluated (not added as a <script> tag), so the shop's
 * Content-Security-Policy does not get in the way. `axeStates` checks colour contrast again with every
 * interactive element forced into :hover, then into :focus and :focus-visible, through Chromium's
 * DevTools protocol: the states a real pointer or keyboard would put them in, all at once.
 */

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

interface AxeResultsLike {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

async function ensureAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/**
 * Waits for the page's finite animations (a badge fading in, a toast sliding) to end: mid-way their
 * colours are blends the page never rests in, and contrast is judged on what the shopper reads.
 */
async function atRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the whole page (or only the rules given), as short descriptions of what fails. */
export async function axe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await ensureAxe(page);
  await atRest(page);
  const results = (await page.evaluate(async (only) => {
    const axeApi = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    return axeApi.run(document, { resultTypes: ["violations"], ...(only ? { runOnly: { type: "rule", values: only } } : {}) });
  }, rules ?? null)) as AxeResultsLike;
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").split("\n").slice(1, 2).join("").trim()}`),
  }));
}

const INTERACTIVE = "a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [tabindex]:not([tabindex='-1'])";

/**
 * Forces `states` on every interactive element. An element the page replaces meanwhile (a hydrated
 * page still settles, e.g. the top bar once the session is known) is gone from the DOM: the elements
 * are then looked up again, and the states forced on the new set.
 */
async function forceState(cdp: CDPSession, states: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: false });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: INTERACTIVE });
    try {
      // All at once: one round trip's wait for the page's hundreds of elements, not one each.
      await Promise.all(nodeIds.map((nodeId) => cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: states })));
      return;
    } catch (error) {
      if (attempt === 3 || !/Could not find node/.test(String(error))) throw error;
    }
  }
}

/**
 * Colour contrast with every interactive element hovered, then focused: the violations found in each
 * state, labelled with it.
 */
export async function axeStates(page: Page): Promise<AxeViolation[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const found: AxeViolation[] = [];
    for (const states of [["hover"], ["focus", "focus-visible"]]) {
      await forceState(cdp, states);
      // Transitions (150 ms in Chakra's buttons) end before the colours are read.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      for (const v of await axe(page, ["color-contrast"])) found.push({ ...v, id: `${v.id} (:${states.join(", :")})` });
      await forceState(cdp, []);
    }
    return found;
  } finally {
    await cdp.detach();
  }
}
