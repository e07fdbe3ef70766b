import { Prisma } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { isUuid } from "../../validation";
import type { PartFit } from "../fitment";

/**
 * The search's sorts and its cursors: a page starts after the sort's values of the last row shown, compared
 * as a row so that an index scan can start there.
 */

export type PartSort = "RELEVANCE" | "PRICE_ASC" | "PRICE_DESC" | "NEWEST";

/** The position after which a page starts: the sort's values of the last row shown. */
export interface Position {
  sort: PartSort;
  rank: string;
  inStock: boolean;
  priceCents: number;
  createdAt: string;
  id: string;
}

/** A row of a page as the statement returns it. */
export interface PageRow {
  id: string;
  /** Only when narrowed to a bike. */
  fit: PartFit | null;
  rank: string;
  in_stock: boolean;
  price_cents: number;
  created_at: string;
  /** Found by another of its numbers (OEM, superseded, interchange), not its own: which one. */
  matched?: MatchedNumber | null;
}

/** The other number a search found a part by: `kind` as part_numbers has it ("oem"), the number as written. */
export interface MatchedNumber {
  kind: "oem" | "superseded" | "interchange";
  number: string;
}

export const ORDER: Record<PartSort, Prisma.Sql> = {
  RELEVANCE: Prisma.sql`rank DESC, in_stock DESC, created_at DESC, id DESC`,
  PRICE_ASC: Prisma.sql`price_cents ASC, id ASC`,
  PRICE_DESC: Prisma.sql`price_cents DESC, id DESC`,
  NEWEST: Prisma.sql`created_at DESC, id DESC`,
};

export function encodePosition(sort: PartSort, row: PageRow): string {
  return Buffer.from(JSON.stringify([sort, row.rank, row.in_stock, row.price_cents, row.created_at, row.id])).toString("base64url");
}

export function decodePosition(cursor: string | null | undefined, sort: PartSort): Position | undefined {
  if (cursor == null || cursor === "") return undefined;
  try {
    const [s, rank, inStock, priceCents, createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (
      s === sort &&
      typeof rank === "string" &&
      Number.isFinite(Number(rank)) &&
      typeof inStock === "boolean" &&
      Number.isInteger(priceCents) &&
      typeof createdAt === "string" &&
      !Number.isNaN(Date.parse(createdAt)) &&
      isUuid(id)
    ) {
      return { sort, rank, inStock, priceCents: priceCents as number, createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw badInput("Malformed cursor: pass the endCursor of a previous page of the same search and sort.", "after");
}

/** Rows after the cursor, in the sort's order (row comparisons, so an index scan can start there). */
export function afterPosition(p: Position | undefined): Prisma.Sql {
  if (!p) return Prisma.sql`TRUE`;
  switch (p.sort) {
    case "RELEVANCE":
      return Prisma.sql`(rank, in_stock, created_at, id) < (${p.rank}::real, ${p.inStock}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`;
    case "PRICE_ASC":
      return Prisma.sql`(price_cents, id) > (${p.priceCents}, ${p.id}::uuid)`;
    case "PRICE_DESC":
      return Prisma.sql`(price_cents, id) < (${p.priceCents}, ${p.id}::uuid)`;
    case "NEWEST":
      return Prisma.sql`(created_at, id) < (${p.createdAt}::timestamptz, ${p.id}::uuid)`;
  }
}

/** Browsing's orders, written as parts_browse_idx, parts_price_cents_id_idx and the newest-first index are. */
export const BROWSE_ORDER: Record<PartSort, Prisma.Sql> = {
  RELEVANCE: Prisma.sql`(p.available_quantity >= p.min_quantity) DESC, p.created_at DESC, p.id DESC`,
  PRICE_ASC: Prisma.sql`p.price_cents ASC, p.id ASC`,
  PRICE_DESC: Prisma.sql`p.price_cents DESC, p.id DESC`,
  NEWEST: Prisma.sql`p.created_at DESC, p.id DESC`,
};

/** Browsing's rows after the cursor: every rank is 0, so relevance is in-stock first, then newest. */
export function afterBrowsing(p: Position | undefined): Prisma.Sql {
  if (p?.sort !== "RELEVANCE") return afterPosition(p);
  return Prisma.sql`((p.available_quantity >= p.min_quantity), p.created_at, p.id) < (${p.inStock}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`;
}
