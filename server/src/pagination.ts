import { badInput } from "./errors";
import { isUuid } from "./validation";

/** A keyset position in a list ordered by (createdAt DESC, id DESC). */
export interface Keyset {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Keyset): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined): Keyset | undefined {
  if (cursor == null || cursor === "") return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const createdAt = new Date(at as string);
    if (typeof at === "string" && isUuid(id) && !Number.isNaN(createdAt.getTime())) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw badInput("Malformed cursor: pass the endCursor of a previous page.", "after");
}

/**
 * Prisma `where` for the rows after a keyset position, newest first. The leading `created_at <=` lets
 * PostgreSQL start its index scan at the cursor (as a row comparison would); written only as an OR, it
 * scans and filters every newer row, which grows with the page's depth.
 */
export function afterKeyset(after: Keyset | undefined) {
  if (!after) return {};
  return {
    createdAt: { lte: after.createdAt },
    OR: [{ createdAt: { lt: after.createdAt } }, { id: { lt: after.id } }],
  };
}

export const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Counted only when a caller asks for it. */
  totalCount: () => Promise<number>;
}

/**
 * An edge whose cursor is encoded when asked for: a page's query usually asks only for `endCursor`, and
 * encoding every edge's cost about 1 µs each on the catalogue's hot path.
 */
class Edge<T extends Keyset> {
  constructor(readonly node: T) {}
  get cursor(): string {
    return encodeCursor(this.node);
  }
}

/** Builds a page from `first + 1` rows fetched in order. */
export function toPage<T extends Keyset>(rows: T[], first: number, count: () => Promise<number>): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return {
    edges: nodes.map((node) => new Edge(node)),
    pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last) : null },
    totalCount: count,
  };
}
