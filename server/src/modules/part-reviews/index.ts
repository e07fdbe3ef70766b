/**
 * The part-reviews module's front door: what the rest of the server may use (ADR 0063). Riders' reviews
 * of parts, their questions and answers, and their moderation (ADR 0071).
 */
export { partReviewsResolvers } from "./part-reviews.resolvers";
export { PartReviewsService } from "./part-reviews.service";
export type { PartReviewView } from "./part-reviews.service";
export { QuestionsService } from "./questions.service";
export type { AnswerNotifier } from "./questions.service";
export { ModerationService } from "./moderation.service";
export type { ModeratedItem, ReportedItem } from "./moderation.service";
export { ContributionThrottle } from "./throttle";
export type { OffsetPage } from "./offset-page";
export type { PartReviewPage } from "./part-reviews.service";
export type { PartQuestionPage } from "./questions.service";
export { seedPartReviews } from "./seed-part-reviews";
export type { SeededVoices } from "./seed-part-reviews";
