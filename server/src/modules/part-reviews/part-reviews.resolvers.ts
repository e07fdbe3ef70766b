import DataLoader from "dataloader";
import type { Resolvers } from "../../generated/graphql";
import type { PartAnswer, User } from "../../generated/prisma/client";
import { usedForOf, type PartReviewsService } from "./part-reviews.service";
import type { QuestionsService } from "./questions.service";

/** What of a request's context these resolvers read (the transport passes it; ADR 0063). */
interface ReviewContext {
  services: { partReviews: PartReviewsService; questions: QuestionsService; garage: { list(userId: string): Promise<{ active: boolean; vehicleId: string }[]> } };
  viewer(): Promise<User | null>;
}

/**
 * A request's batch loaders of this module, made when first used: a page of reviews asks whether each
 * reviewer had the part delivered and whether the viewer voted, in one statement each.
 */
class ReviewLoaders {
  constructor(private readonly ctx: ReviewContext) {}
  private made: Record<string, DataLoader<never, never>> = {};
  private loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
    return (this.made[name] ??= new DataLoader(batch as never, { cacheKeyFn: (k: unknown) => JSON.stringify(k) } as never) as never) as unknown as DataLoader<K, V>;
  }
  get histogram() {
    return this.loader<string, number[]>("histogram", (ids) => this.ctx.services.partReviews.histograms(ids));
  }
  get delivered() {
    return this.loader<{ userId: string; partId: string }, boolean>("delivered", (pairs) => this.ctx.services.partReviews.deliveredOf(pairs));
  }
  get voted() {
    return this.loader<{ userId: string; reviewId: string }, boolean>("voted", (keys) => this.ctx.services.partReviews.votedBy(keys[0].userId, keys.map((k) => k.reviewId)));
  }
  get answers() {
    return this.loader<string, PartAnswer[]>("answers", (ids) => this.ctx.services.questions.answersOf(ids));
  }
  /** The viewer's active garage bike, or null (signed out, or none active). */
  get activeBike(): Promise<string | null> {
    return (this.bike ??= this.ctx
      .viewer()
      .catch(() => null)
      .then(async (viewer) => (viewer ? ((await this.ctx.services.garage.list(viewer.id)).find((bike) => bike.active)?.vehicleId ?? null) : null)));
  }
  private bike?: Promise<string | null>;
}

const loaders = new WeakMap<ReviewContext, ReviewLoaders>();
const of = (ctx: ReviewContext) => {
  let found = loaders.get(ctx);
  if (!found) loaders.set(ctx, (found = new ReviewLoaders(ctx)));
  return found;
};
const viewerId = async (ctx: ReviewContext) => (await ctx.viewer().catch(() => null))?.id ?? null;

export const partReviewsResolvers: Resolvers = {
  Query: {
    reportedContent: (_, { first }, ctx) => ctx.services.moderation.queue(first),
  },
  Mutation: {
    addPartReview: (_, { input }, ctx) => ctx.services.partReviews.add(ctx.user(), input),
    updatePartReview: (_, { id, input }, ctx) => ctx.services.partReviews.update(ctx.user(), id, input),
    deletePartReview: (_, { id }, ctx) => ctx.services.partReviews.remove(ctx.user(), id),
    markReviewHelpful: (_, { id }, ctx) => ctx.services.partReviews.markHelpful(ctx.user(), id),
    askQuestion: (_, { partId, text }, ctx) => ctx.services.questions.ask(ctx.user(), partId, text),
    answerQuestion: (_, { questionId, text }, ctx) => ctx.services.questions.answer(ctx.user(), questionId, text),
    reportContent: (_, { kind, id, reason }, ctx) => ctx.services.moderation.report(ctx.user(), kind, id, reason),
    hideContent: (_, { kind, id, reason }, ctx) => ctx.services.moderation.hide(kind, id, reason),
    restoreContent: (_, { kind, id }, ctx) => ctx.services.moderation.restore(kind, id),
  },
  Part: {
    reviewSummary: (part) => part,
    reviews: (part, args, ctx) => ctx.services.partReviews.list(part.id, args),
    questions: (part, args, ctx) => ctx.services.questions.list(part.id, args),
  },
  PartReviewSummary: {
    average: (part) => (part.reviewCount > 0 ? Math.round((part.ratingTotal / part.reviewCount) * 10) / 10 : null),
    count: (part) => part.reviewCount,
    histogram: (part, _, ctx) => of(ctx).histogram.load(part.id),
  },
  PartReviewConnection: {
    totalCount: (page) => page.totalCount(),
  },
  PartQuestionConnection: {
    totalCount: (page) => page.totalCount(),
  },
  PartReview: {
    vehicle: (review, _, { loaders }) => (review.vehicleId ? loaders.vehicle.load(review.vehicleId) : null),
    usedFor: (review) => usedForOf(review.usedFor),
    verifiedPurchase: (review, _, ctx) => of(ctx).delivered.load({ userId: review.userId, partId: review.partId }),
    onYourBike: async (review, _, ctx) => {
      if (!review.vehicleId) return false;
      if (review.askedVehicleId) return review.askedVehicleId === review.vehicleId;
      return (await of(ctx).activeBike) === review.vehicleId;
    },
    votedHelpful: async (review, _, ctx) => {
      const userId = await viewerId(ctx);
      return userId ? of(ctx).voted.load({ userId, reviewId: review.id }) : false;
    },
    mine: async (review, _, ctx) => (await viewerId(ctx)) === review.userId,
  },
  PartQuestion: {
    answers: (question, _, ctx) => of(ctx).answers.load(question.id),
    mine: async (question, _, ctx) => (await viewerId(ctx)) === question.userId,
  },
  PartAnswer: {
    boughtThisPart: (answer) => answer.byBuyer,
  },
};
