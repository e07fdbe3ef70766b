import { z } from "zod";
import type { PrismaClient, Review, User } from "../../generated/prisma/client";
import { badInput } from "../../errors";
import { parseInput } from "../../validation";
import { reviewInput } from "../../../../shared/schemas";

const MAX_REVIEWS = 50;

export type ReviewInput = z.input<typeof reviewInput>;

export class ReviewsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly changed: () => void = () => {},
  ) {}

  /** The newest reviews first. */
  async latest(last: number | null | undefined): Promise<Review[]> {
    const take = last ?? 6;
    if (!Number.isInteger(take) || take < 1 || take > MAX_REVIEWS) {
      throw badInput(`last must be a whole number from 1 to ${MAX_REVIEWS}.`, "last");
    }
    return this.prisma.review.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
  }

  /** A review by the signed-in user; the name defaults to their display name, the picture is their photo. */
  async add(author: User, input: ReviewInput): Promise<Review> {
    const r = parseInput(reviewInput, input);
    const name = r.name || author.displayName || author.email.split("@")[0];
    const review = await this.prisma.review.create({
      data: { userId: author.id, name, ratings: r.ratings, review: r.review, picture: author.photoUrl },
    });
    this.changed();
    return review;
  }
}
