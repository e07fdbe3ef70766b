import { z } from "zod";
import { requiredText } from "./schemas";

/**
 * Riders' reviews of parts, their questions and answers (ADR 0071): the limits and input schemas the
 * server parses with and the part page's forms check, with the same messages.
 */
export const partReviewLimits = {
  title: 120,
  body: 2000,
  question: 1000,
  answer: 2000,
  reason: 300,
  /** Reviews, questions, answers and reports one account may write in a minute. */
  perMinute: 10,
} as const;

const RATING_RANGE = "Rating must be a whole number from 1 to 5.";
export const USED_FOR = ["WEEKS", "MONTHS", "YEAR", "YEARS"] as const;
export type UsedFor = (typeof USED_FOR)[number];

/** What a review says; the part and the bike are checked against the database by the server. */
export const partReviewFields = z.object({
  rating: z.number("Rating is required.").int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE),
  title: requiredText(partReviewLimits.title, "Title"),
  body: requiredText(partReviewLimits.body, "Review"),
  vehicleId: z.string().nullish(),
  usedFor: z.enum(USED_FOR, "Choose how long you have used it.").nullish(),
});
export type PartReviewFields = z.output<typeof partReviewFields>;

export const questionText = z.object({ text: requiredText(partReviewLimits.question, "Question") });
export const answerText = z.object({ text: requiredText(partReviewLimits.answer, "Answer") });
export const reportReason = z.object({ reason: requiredText(partReviewLimits.reason, "Reason") });
