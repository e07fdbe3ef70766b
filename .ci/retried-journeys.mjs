// Names the journeys of the last `playwright test` run that passed only on a retry (Playwright's "flaky"),
// from the JSON report e2e/playwright.config.ts writes, so a flake is seen in every CI log.
import fs from "node:fs";

const report = new URL("../e2e/artifacts/results.json", import.meta.url);
if (!fs.existsSync(report)) process.exit(0);
const { suites = [] } = JSON.parse(fs.readFileSync(report, "utf8"));
const retried = [];
const walk = (suite, titles) => {
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) if (test.status === "flaky") retried.push([...titles, spec.title].filter(Boolean).join(" › "));
  }
};
for (const suite of suites) walk(suite, [suite.title]);
console.log(retried.length ? `journeys that passed only on a retry (${retried.length}):\n${retried.map((t) => `  ${t}`).join("\n")}` : "no journey needed a retry");
