import type { Part, PrismaClient } from "../../generated/prisma/client";
import { notFound } from "../../errors";
import { parseId, parseInputFully } from "../../validation";
import { partNumberKey } from "../../../../shared/part-numbers";
import { otherPartNumbers, type PartNumberKind } from "../../../../shared/vehicles";

export interface ListedNumber {
  brand: string;
  number: string;
  kind: "MANUFACTURER" | "OEM" | "SUPERSEDED" | "INTERCHANGE";
}

/** How far a supersession chain or an interchange group is followed: real chains are 2 or 3 links. */
const MAX_LINKS = 8;

const KIND_ORDER: Record<ListedNumber["kind"], number> = { MANUFACTURER: 0, OEM: 1, SUPERSEDED: 2, INTERCHANGE: 3 };

interface NumberRow {
  root: string;
  brand: string;
  number: string;
  number_key: string;
  kind: "own" | PartNumberKind;
}

/**
 * The numbers a part is also known by (ADR 0023):
 * - OEM numbers it replaces (the bike maker's);
 * - superseded numbers: older numbers its own number replaced. Part P1 (number B) listing A, and part P2
 *   listing B, make the chain A → B → C: P2's page lists A and B, and P1 is superseded by P2;
 * - interchange numbers: the same part under other brands' numbers. Both ways and transitive: parts that
 *   list each other's number, or the same number, form one group, and each lists every number of it.
 * Numbers are compared as part number keys, brands without case.
 */
export class PartNumbersService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly onCatalogueChange: () => void = () => {},
  ) {}

  /** Every number of each part: its own, then OEM, superseded (the whole chain) and interchange. Three statements for any number of parts. */
  async numbersOf(parts: readonly Pick<Part, "id" | "brand" | "partNumber">[]): Promise<ListedNumber[][]> {
    const ids = parts.map((p) => p.id);
    const [own, older, group] = await Promise.all([
      // The part's own OEM and superseded rows.
      this.prisma.$queryRaw<NumberRow[]>`
        SELECT part_id AS root, brand, number, number_key, kind FROM part_numbers
        WHERE part_id = ANY(${ids}::uuid[]) AND kind IN ('oem', 'superseded')`,
      // Superseded rows of the older parts up the chain: parts whose own number this part (or an older one) supersedes.
      this.prisma.$queryRaw<NumberRow[]>`
        WITH RECURSIVE chain(root, id, depth) AS (
          SELECT id, id, 0 FROM parts WHERE id = ANY(${ids}::uuid[])
          UNION
          SELECT c.root, older.id, c.depth + 1
          FROM chain c
          JOIN part_numbers link ON link.part_id = c.id AND link.kind = 'superseded'
          JOIN parts older ON older.part_number_key = link.number_key AND lower(older.brand) = lower(link.brand)
          WHERE c.depth < ${MAX_LINKS} AND older.id <> c.root
        )
        SELECT DISTINCT c.root, n.brand, n.number, n.number_key, n.kind
        FROM chain c JOIN part_numbers n ON n.part_id = c.id AND n.kind = 'superseded'
        WHERE c.depth > 0`,
      // The interchange group: parts joined by a shared number (own or listed), then every number they have.
      this.prisma.$queryRaw<NumberRow[]>`
        WITH RECURSIVE grp(root, id, depth) AS (
          SELECT id, id, 0 FROM parts WHERE id = ANY(${ids}::uuid[])
          UNION
          SELECT g.root, other.id, g.depth + 1
          FROM grp g
          CROSS JOIN LATERAL (
            SELECT x.part_id AS id FROM part_numbers mine
              JOIN part_numbers x ON x.kind = 'interchange' AND x.number_key = mine.number_key AND lower(x.brand) = lower(mine.brand)
              WHERE mine.part_id = g.id AND mine.kind = 'interchange'
            UNION
            SELECT q.id FROM part_numbers mine
              JOIN parts q ON q.part_number_key = mine.number_key AND lower(q.brand) = lower(mine.brand)
              WHERE mine.part_id = g.id AND mine.kind = 'interchange'
            UNION
            SELECT x.part_id FROM parts me
              JOIN part_numbers x ON x.kind = 'interchange' AND x.number_key = me.part_number_key AND lower(x.brand) = lower(me.brand)
              WHERE me.id = g.id
          ) other
          WHERE g.depth < ${MAX_LINKS} AND other.id <> g.root
        ),
        members AS (SELECT DISTINCT root, id FROM grp)
        SELECT m.root, n.brand, n.number, n.number_key, 'interchange' AS kind
        FROM members m JOIN part_numbers n ON n.part_id = m.id AND n.kind = 'interchange'
        UNION
        SELECT m.root, p.brand, p.part_number, p.part_number_key, 'own' AS kind
        FROM members m JOIN parts p ON p.id = m.id
        WHERE m.id <> m.root AND p.brand IS NOT NULL AND p.part_number IS NOT NULL`,
    ]);
    return parts.map((part) => {
      const listed: ListedNumber[] = [];
      const seen = new Set<string>();
      const add = (brand: string, number: string, kind: ListedNumber["kind"]) => {
        const key = `${brand.toLowerCase()}|${partNumberKey(number)}`;
        if (seen.has(key)) return;
        seen.add(key);
        listed.push({ brand, number, kind });
      };
      if (part.partNumber) add(part.brand ?? "", part.partNumber, "MANUFACTURER");
      const mine = (rows: NumberRow[]) => rows.filter((r) => r.root === part.id);
      for (const r of [...mine(own), ...mine(older)]) add(r.brand, r.number, r.kind === "oem" ? "OEM" : "SUPERSEDED");
      for (const r of mine(group)) add(r.brand, r.number, "INTERCHANGE");
      return listed.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
    });
  }

  /** The numbers recorded on the part itself (what setNumbers replaces), by kind, brand and number. */
  async recordedOn(partId: string): Promise<ListedNumber[]> {
    const rows = await this.prisma.partNumber.findMany({ where: { partId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return rows
      .map((r) => ({ brand: r.brand, number: r.number, kind: r.kind.toUpperCase() as ListedNumber["kind"] }))
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  }

  /**
   * For each part, the id of the newest part that supersedes it, following the chain; null when none does.
   * One statement for the chains of every part asked about (a page of cards).
   */
  async supersededBy(parts: readonly Pick<Part, "id" | "brand" | "partNumberKey">[]): Promise<(string | null)[]> {
    const asked = parts.filter((p) => p.brand && p.partNumberKey).map((p) => p.id);
    if (asked.length === 0) return parts.map(() => null);
    const rows = await this.prisma.$queryRaw<{ root: string; id: string }[]>`
      WITH RECURSIVE newer(root, id, depth) AS (
        SELECT id, id, 0 FROM parts WHERE id = ANY(${asked}::uuid[])
        UNION
        SELECT n.root, link.part_id, n.depth + 1
        FROM newer n
        JOIN parts p ON p.id = n.id
        JOIN part_numbers link ON link.kind = 'superseded' AND link.number_key = p.part_number_key AND lower(link.brand) = lower(p.brand)
        WHERE n.depth < ${MAX_LINKS} AND link.part_id <> n.root
      )
      SELECT DISTINCT ON (root) root, id FROM newer WHERE depth > 0 ORDER BY root, depth DESC, id`;
    const newest = new Map(rows.map((r) => [r.root, r.id]));
    return parts.map((p) => newest.get(p.id) ?? null);
  }

  /** Replaces a part's OEM, superseded and interchange numbers (its own stays the part's partNumber). */
  async setNumbers(partId: string, input: unknown): Promise<Part> {
    const id = parseId(partId, "partId");
    const numbers = parseInputFully(otherPartNumbers, (Array.isArray(input) ? input : []).map(lowerKind), "numbers");
    const updated = await this.prisma.$transaction(async (tx) => {
      const part = await tx.part.findUnique({ where: { id } });
      if (!part) throw notFound("No part has this id.");
      await tx.partNumber.deleteMany({ where: { partId: id } });
      await tx.partNumber.createMany({
        data: numbers.map((n) => ({ partId: id, kind: n.kind, brand: n.brand, number: n.number, numberKey: partNumberKey(n.number) })),
        skipDuplicates: true,
      });
      return tx.part.update({ where: { id }, data: { updatedAt: new Date() } });
    });
    this.onCatalogueChange();
    return updated;
  }
}

/** The API's kinds are upper case (OEM), the table's lower case (oem). */
function lowerKind(n: unknown): unknown {
  if (n && typeof n === "object" && "kind" in n && typeof n.kind === "string") return { ...n, kind: n.kind.toLowerCase() };
  return n;
}
