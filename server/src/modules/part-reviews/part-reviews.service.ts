import type { PartReview, PrismaClient, User } from "../../generated/prisma/client";
import type { Transaction } from "../../db/transaction";
import { isUniqueViolation } from "../../db/unique-violation";
import { badInput, conflict, notFound } from "../../errors";
import { parseId, parseInput } from "../../validation";
import { partReviewFields, type PartReviewFields } from "../../../../shared/part-review-schemas";
import type { ContributionThrottle } from "./throttle";
import { offsetPage, type OffsetPage } from "./offset-page";
import { deliveredPairs } from "./delivered";

export type PartReviewSort = "NEWEST" | "HIGHEST" | "LOWEST" | "HELPFUL";

/** A review as a list hands it on: with the bike the list was asked about, which `onYourBike` compares with. */
export type PartReviewView = PartReview & { askedVehicleId?: string | null };

/** A page of a part's reviews, as `Part.reviews` answers it. */
export type PartReviewPage = OffsetPage<PartReviewView>;

const NOT_YOURS = "No review of yours has this id.";

const ORDER: Record<PartReviewSort, object[]> = {
  NEWEST: [{ createdAt: "desc" }, { id: "desc" }],
  HIGHEST: [{ rating: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  LOWEST: [{ rating: "asc" }, { createdAt: "desc" }, { id: "desc" }],
  HELPFUL: [{ helpfulCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
};

/** The database's `used_for` values, as the API names them. */
const USED_FOR_VALUES = { WEEKS: "weeks", MONTHS: "months", YEAR: "year", YEARS: "years" } as const;

/**
 * Riders' reviews of parts (ADR 0071): one per rider and part, editable, with helpful votes. The part keeps
 * the count and sum of its shown reviews' ratings, rewritten in the transaction of every change, so the
 * cards and the sort by rating read no other table.
 */
export class PartReviewsService {
  constructor(
    private readonly options: {
      prisma: PrismaClient;
      throttle: ContributionThrottle;
      /** Called after what the public pages show changed (a review added, edited, hidden). */
      changed: () => void;
    },
  ) {}

  private get prisma() {
    return this.options.prisma;
  }

  async add(user: User, input: { partId: string } & Record<string, unknown>): Promise<PartReview> {
    const partId = parseId(input.partId, "partId");
    const fields = parseInput(partReviewFields, input);
    if (!(await this.prisma.part.findUnique({ where: { id: partId }, select: { id: true } }))) throw notFound("No part has this id.");
    const vehicleId = await this.garageBike(user, fields.vehicleId);
    await this.options.throttle.check(user);
    try {
      const review = await this.prisma.$transaction(async (tx) => {
        const created = await tx.partReview.create({
          data: { partId, userId: user.id, authorName: authorName(user), ...this.columns(fields, vehicleId) },
        });
        await refreshFigures(tx, partId);
        return created;
      });
      this.options.changed();
      return review;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict("You have reviewed this part already: edit your review instead.");
      throw err;
    }
  }

  async update(user: User, id: string, input: Record<string, unknown>): Promise<PartReview> {
    const own = await this.own(user, id);
    const fields = parseInput(partReviewFields, input);
    const vehicleId = await this.garageBike(user, fields.vehicleId);
    const review = await this.prisma.$transaction(async (tx) => {
      const updated = await tx.partReview.update({ where: { id: own.id }, data: this.columns(fields, vehicleId) });
      await refreshFigures(tx, own.partId);
      return updated;
    });
    this.options.changed();
    return review;
  }

  async remove(user: User, id: string): Promise<PartReview> {
    const own = await this.own(user, id);
    await this.prisma.$transaction(async (tx) => {
      await tx.partReview.delete({ where: { id: own.id } });
      await refreshFigures(tx, own.partId);
    });
    this.options.changed();
    return own;
  }

  /** One vote per rider: voting again keeps the one. */
  async markHelpful(user: User, id: string): Promise<PartReview> {
    const review = await this.shown(id);
    if (review.userId === user.id) throw badInput("You cannot mark your own review helpful.", "id");
    const updated = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.partReviewVote.createMany({ data: [{ reviewId: review.id, userId: user.id }], skipDuplicates: true });
      if (count === 0) return review;
      return tx.partReview.update({ where: { id: review.id }, data: { helpfulCount: { increment: 1 } } });
    });
    if (updated !== review) this.options.changed();
    return updated;
  }

  /** A part's shown reviews, in the sort asked for; with `vehicleId`, those naming that bike. */
  async list(partId: string, args: { first?: number | null; after?: string | null; sort?: PartReviewSort | null; vehicleId?: string | null }): Promise<OffsetPage<PartReviewView>> {
    const vehicleId = args.vehicleId == null ? null : parseId(args.vehicleId, "vehicleId");
    const where = { partId, hiddenAt: null, ...(vehicleId ? { vehicleId } : {}) };
    const sort = args.sort ?? "NEWEST";
    return offsetPage(args, `reviews:${sort}:${vehicleId ?? ""}`, async (skip, take) => {
      const rows = await this.prisma.partReview.findMany({ where, orderBy: ORDER[sort] as never, skip, take });
      return rows.map((row) => ({ ...row, askedVehicleId: vehicleId }));
    }, () => this.prisma.partReview.count({ where }));
  }

  /** How many shown reviews gave 1 to 5 stars, per part: five numbers each. */
  async histograms(partIds: readonly string[]): Promise<number[][]> {
    const rows = await this.prisma.partReview.groupBy({ by: ["partId", "rating"], where: { partId: { in: [...partIds] }, hiddenAt: null }, _count: { _all: true } });
    const byPart = new Map(partIds.map((id) => [id, [0, 0, 0, 0, 0]]));
    for (const row of rows) byPart.get(row.partId)![row.rating - 1] = row._count._all;
    return partIds.map((id) => byPart.get(id)!);
  }

  /** Of `reviewIds`, those `userId` marked helpful. */
  async votedBy(userId: string, reviewIds: readonly string[]): Promise<boolean[]> {
    const votes = await this.prisma.partReviewVote.findMany({ where: { userId, reviewId: { in: [...reviewIds] } }, select: { reviewId: true } });
    const voted = new Set(votes.map((v) => v.reviewId));
    return reviewIds.map((id) => voted.has(id));
  }

  /** Of the (rider, part) pairs, those where the rider had the part delivered: one statement for a page. */
  deliveredOf(pairs: readonly { userId: string; partId: string }[]): Promise<boolean[]> {
    return deliveredPairs(this.prisma, pairs);
  }

  private columns(fields: PartReviewFields, vehicleId: string | null) {
    return { rating: fields.rating, title: fields.title, body: fields.body, vehicleId, usedFor: fields.usedFor ? USED_FOR_VALUES[fields.usedFor] : null };
  }

  /** The bike named must be one of the rider's garage. */
  private async garageBike(user: User, vehicleId: string | null | undefined): Promise<string | null> {
    if (vehicleId == null || vehicleId === "") return null;
    const id = parseId(vehicleId, "vehicleId");
    const bike = await this.prisma.garageBike.findUnique({ where: { userId_vehicleId: { userId: user.id, vehicleId: id } } });
    if (!bike) throw badInput("Name a bike from your garage, or none.", "vehicleId");
    return id;
  }

  private async own(user: User, id: string): Promise<PartReview> {
    const review = await this.prisma.partReview.findFirst({ where: { id: parseId(id), userId: user.id } });
    if (!review) throw notFound(NOT_YOURS);
    return review;
  }

  private async shown(id: string): Promise<PartReview> {
    const review = await this.prisma.partReview.findFirst({ where: { id: parseId(id), hiddenAt: null } });
    if (!review) throw notFound("No review has this id.");
    return review;
  }
}

/** Rewrites a part's review count and rating sum from its shown reviews. */
export async function refreshFigures(tx: Transaction, partId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE parts SET (review_count, rating_total) = (
      SELECT count(*)::int, coalesce(sum(rating), 0)::int FROM part_reviews WHERE part_id = ${partId}::uuid AND hidden_at IS NULL
    ) WHERE id = ${partId}::uuid`;
}

/** The name a rider's writing is shown under: their display name, or the part of their address before the @. */
export function authorName(user: User): string {
  return (user.displayName?.trim() || user.email.split("@")[0]).slice(0, 100);
}

export function usedForOf(value: string | null): keyof typeof USED_FOR_VALUES | null {
  const entry = Object.entries(USED_FOR_VALUES).find(([, v]) => v === value);
  return entry ? (entry[0] as keyof typeof USED_FOR_VALUES) : null;
}
