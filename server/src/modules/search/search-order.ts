import { Prisma } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { isUuid } from "../../validation";
import type { PartFit } from "../fitment";

/**
 * The search's sorts and its cursors: a page starts after the sort's values of the last row shown, compared
 * as a row so that an index scan can start there.
 */

export type PartSort = "RELEVANCE" | "PRICE_ASC" | "PRICE_DESC" | "NEWEST" | "RATING";

/**
 * A part's average rating as a whole number of thousandths (0 without reviews, so unrated parts come
 * last), from the figures its row keeps (ADR 0071): an integer, so that a cursor holds it exactly and
 * parts_rating_idx is written with the same expression.
 */
export const RATING_KEY = (alias: string) => {
  const a = Prisma.raw(alias);
  return Prisma.sql`(CASE WHEN ${a}.review_count = 0 THEN 0 ELSE (${a}.rating_total * 1000) / ${a}.review_count END)`;
};

/** The rating sort's two columns of a page row; constants for the other sorts, which never read them. */
export function ratingColumns(sort: PartSort, alias: string): Prisma.Sql {
  return sort === "RATING"
    ? Prisma.sql`${RATING_KEY(alias)} AS rating_key, ${Prisma.raw(alias)}.review_count`
    : Prisma.sql`0 AS rating_key, 0 AS review_count`;
}

/** The position after which a page starts: the sort's values of the last row shown. */
export interface Position {
  sort: PartSort;
  rank: string;
  inStock: boolean;
  priceCents: number;
  createdAt: string;
  id: string;
  ratingKey: number;
  reviewCount: number;
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
  /** The rating sort's values (0 for the other sorts). */
  rating_key: number;
  review_count: number;
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
  RATING: Prisma.sql`rating_key DESC, review_count DESC, id DESC`,
};

export function encodePosition(sort: PartSort, row: PageRow): string {
  return Buffer.from(JSON.stringify([sort, row.rank, row.in_stock, row.price_cents, row.created_at, row.id, row.rating_key, row.review_count])).toString("base64url");
}

export function decodePosition(cursor: string | null | undefined, sort: PartSort): Position | undefined {
  if (cursor == null || cursor === "") return undefined;
  try {
    const [s, rank, inStock, priceCents, createdAt, id, ratingKey = 0, reviewCount = 0] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (
      s === sort &&
      typeof rank === "string" &&
      Number.isFinite(Number(rank)) &&
      typeof inStock === "boolean" &&
      Number.isInteger(priceCents) &&
      typeof createdAt === "string" &&
      !Number.isNaN(Date.parse(createdAt)) &&
      isUuid(id) &&
      Number.isInteger(ratingKey) &&
      Number.isInteger(reviewCount)
    ) {
      return { sort, rank, inStock, priceCents: priceCents as number, createdAt, id, ratingKey: ratingKey as number, reviewCount: reviewCount as number };
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
    case "RATING":
      return Prisma.sql`(rating_key, review_count, id) < (${p.ratingKey}::int, ${p.reviewCount}::int, ${p.id}::uuid)`;
  }
}

/** Browsing's orders, written as parts_browse_idx, parts_price_cents_id_idx and the newest-first index are. */
export const BROWSE_ORDER: Record<PartSort, Prisma.Sql> = {
  RELEVANCE: Prisma.sql`(p.available_quantity >= p.min_quantity) DESC, p.created_at DESC, p.id DESC`,
  PRICE_ASC: Prisma.sql`p.price_cents ASC, p.id ASC`,
  PRICE_DESC: Prisma.sql`p.price_cents DESC, p.id DESC`,
  NEWEST: Prisma.sql`p.created_at DESC, p.id DESC`,
  RATING: Prisma.sql`${RATING_KEY("p")} DESC, p.review_count DESC, p.id DESC`,
};

/** Browsing's rows after the cursor: every rank is 0, so relevance is in-stock first, then newest. */
export function afterBrowsing(p: Position | undefined): Prisma.Sql {
  if (p?.sort === "RATING") return Prisma.sql`(${RATING_KEY("p")}, p.review_count, p.id) < (${p.ratingKey}::int, ${p.reviewCount}::int, ${p.id}::uuid)`;
  if (p?.sort !== "RELEVANCE") return afterPosition(p);
  return Prisma.sql`((p.available_quantity >= p.min_quantity), p.created_at, p.id) < (${p.inStock}, ${p.createdAt}::timestamptz, ${p.id}::uuid)`;
}
