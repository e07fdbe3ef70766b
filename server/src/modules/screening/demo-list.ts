import fs from "node:fs";
import { parse } from "csv-parse/sync";
import type { PrismaClient } from "../../generated/prisma/client";
import { screeningEntry, screeningHeader } from "./screening-list";
import { fromRoot } from "../../paths";

/** Fictitious parties in the Consolidated Screening List's layout, for the demo shop and the tests. */
export const DEMO_SCREENING_LIST = fromRoot("prisma", "seed", "screening-list.csv");

/**
 * Loads the demo list into a shop that has no list yet (a shop with one keeps it). Returns the entries
 * added. A real shop loads the published list instead: README, "Export screening".
 */
export async function seedScreeningList(prisma: PrismaClient, byEmail: string): Promise<number> {
  if ((await prisma.screeningEntry.count()) > 0) return 0;
  const [header, ...rows] = parse(fs.readFileSync(DEMO_SCREENING_LIST, "utf8"), { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const matched = screeningHeader(header);
  if ("problem" in matched) throw new Error(`${DEMO_SCREENING_LIST}: ${matched.problem}`);
  const entries = rows.map((cells, i) => {
    const entry = screeningEntry(matched.columns, { row: i + 2, cells });
    if ("problem" in entry) throw new Error(`${DEMO_SCREENING_LIST}, row ${i + 2}: ${entry.problem}`);
    return entry;
  });
  await prisma.$transaction([prisma.screeningEntry.createMany({ data: entries }), prisma.screeningListImport.create({ data: { importedByEmail: byEmail, entries: entries.length } })]);
  return entries.length;
}
