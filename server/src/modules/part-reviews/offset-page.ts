import { badInput } from "../../errors";
import { parsePageSize } from "../../validation";

/**
 * A page of a part's reviews or questions. A part has tens or hundreds of them, sorted several ways, so a
 * cursor is the position in the list asked for (with what it was a position in, so a cursor of one sort
 * or filter is refused by another) rather than a keyset per sort.
 */
export interface OffsetPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: () => Promise<number>;
}

const encode = (list: string, offset: number) => Buffer.from(JSON.stringify([list, offset])).toString("base64url");

function decode(cursor: string | null | undefined, list: string): number {
  if (cursor == null || cursor === "") return 0;
  try {
    const [l, offset] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (l === list && Number.isInteger(offset) && (offset as number) > 0 && (offset as number) <= 100_000) return offset as number;
  } catch {
    // falls through to the error below
  }
  throw badInput("Malformed cursor: pass the endCursor of a previous page of the same list.", "after");
}

/** Fetches `first + 1` rows after the cursor's position, to know whether there is a next page. */
export async function offsetPage<T>(
  args: { first?: number | null; after?: string | null },
  list: string,
  fetch: (skip: number, take: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<OffsetPage<T>> {
  const first = parsePageSize(args.first, 10);
  const skip = decode(args.after, list);
  const rows = await fetch(skip, first + 1);
  const nodes = rows.slice(0, first);
  return {
    edges: nodes.map((node, i) => ({ cursor: encode(list, skip + i + 1), node })),
    pageInfo: { hasNextPage: rows.length > first, endCursor: nodes.length ? encode(list, skip + nodes.length) : null },
    totalCount: count,
  };
}
