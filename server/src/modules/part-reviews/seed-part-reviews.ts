import { z } from "zod";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { hashString, mulberry32 } from "../../db/seeded-random";
import { seedId } from "../../db/seed";
import { refreshFigures } from "./part-reviews.service";
import data from "./data/voices.json";

/**
 * The demo shop's riders' voices (ADR 0071): reviews on about two thirds of the newest 150 parts, some naming a
 * bike the part fits (which joins the reviewer's garage), and questions with the shop's answers on some
 * of them. Drawn from a PRNG seeded by each part's id, so every run writes the same rows; a shop that has
 * riders' reviews already is left alone, so seeding again adds nothing.
 */

const entry = z.object({ title: z.string().max(120), body: z.string().max(2000) });
const voices = z
  .object({
    reviewers: z.array(z.string().min(1).max(100)).min(10),
    byRating: z.object({ "1": z.array(entry).min(1), "2": z.array(entry).min(1), "3": z.array(entry).min(1), "4": z.array(entry).min(1), "5": z.array(entry).min(1) }),
    ratingWeights: z.array(z.number().int().nonnegative()).length(5),
    miles: z.array(z.string()).min(1),
    questions: z.array(z.object({ text: z.string().max(1000), answer: z.string().max(2000), buyerAnswer: z.string().max(2000).optional() })).min(1),
  })
  .parse(data);

const PARTS = 150;
const SEEDED_AT = Date.parse("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const SHOP_NAME = "MotoParts USA";

/** A reviewer's address: their name in lower-case ASCII ("Chloé Martin" → chloe.martin@riders.motoparts.test). */
const emailOf = (name: string) =>
  `${name.normalize("NFD").replace(/[^A-Za-z ]/g, "").trim().toLowerCase().replace(/\s+/g, ".")}@riders.motoparts.test`;

export interface SeededVoices {
  partReviews: number;
  partQuestions: number;
}

export async function seedPartReviews(prisma: PrismaClient, adminEmail: string): Promise<SeededVoices> {
  const admin = await prisma.user.findUnique({ where: { email: adminEmail } });
  if (!admin || (await prisma.partReview.count()) > 0) return { partReviews: 0, partQuestions: 0 };
  await prisma.user.createMany({
    data: voices.reviewers.map((name, i) => ({ email: emailOf(name), displayName: name, createdAt: new Date(SEEDED_AT - (400 - i) * DAY) })),
    skipDuplicates: true,
  });
  const reviewers = await prisma.user.findMany({ where: { email: { in: voices.reviewers.map(emailOf) } }, orderBy: { email: "asc" } });
  const parts = await prisma.part.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: PARTS, select: { id: true, fitments: true } });
  const chosen = parts.filter((p) => hashString(p.id) % 3 !== 0);
  if (chosen.length === 0 || reviewers.length === 0) return { partReviews: 0, partQuestions: 0 };
  const vehicles = await prisma.vehicle.findMany({ orderBy: { id: "asc" } });
  const weights = voices.ratingWeights;
  const total = weights.reduce((a, b) => a + b, 0);

  const reviews: Prisma.PartReviewCreateManyInput[] = [];
  const garage: { userId: string; vehicleId: string }[] = [];
  const questions: { id: string; partId: string; userId: string; authorName: string; text: string; createdAt: Date }[] = [];
  const answers: { questionId: string; userId: string; authorName: string; text: string; byShop: boolean; createdAt: Date }[] = [];
  for (const part of chosen) {
    const random = mulberry32(hashString(part.id));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const fits = vehicles.filter((v) => part.fitments.some((f) => f.makeSlug === v.makeSlug && f.modelSlug === v.modelSlug && v.year >= f.yearFrom && v.year <= f.yearTo));
    const count = 1 + Math.floor(random() * random() * 9);
    const start = Math.floor(random() * reviewers.length);
    for (let n = 0; n < count; n++) {
      const reviewer = reviewers[(start + n * 7) % reviewers.length];
      let roll = random() * total;
      let rating = 1;
      while (rating < 5 && roll >= weights[rating - 1]) {
        roll -= weights[rating - 1];
        rating++;
      }
      const words = pick(voices.byRating[String(rating) as "1"]);
      const bike = fits.length > 0 && random() < 0.6 ? pick(fits) : null;
      if (bike) garage.push({ userId: reviewer.id, vehicleId: bike.id });
      const bikeName = bike ? `${bike.year} ${bike.make} ${bike.model}` : "bike";
      reviews.push({
        partId: part.id,
        userId: reviewer.id,
        authorName: reviewer.displayName ?? reviewer.email,
        rating,
        title: words.title,
        body: words.body.replace("{miles}", pick(voices.miles)).replace("{bike}", bikeName),
        vehicleId: bike?.id ?? null,
        usedFor: pick(["weeks", "months", "year", "years", null]),
        helpfulCount: Math.floor(random() * random() * 12),
        createdAt: new Date(SEEDED_AT - Math.floor(random() * 300) * DAY - n * 3_600_000),
      });
    }
    if (random() < 0.35) {
      const q = pick(voices.questions);
      const asker = reviewers[(start + 3) % reviewers.length];
      const askedAt = SEEDED_AT - Math.floor(random() * 200) * DAY;
      const id = seedId("part-question", part.id);
      questions.push({ id, partId: part.id, userId: asker.id, authorName: asker.displayName ?? asker.email, text: q.text, createdAt: new Date(askedAt) });
      answers.push({ questionId: id, userId: admin.id, authorName: SHOP_NAME, text: q.answer, byShop: true, createdAt: new Date(askedAt + DAY / 3) });
      if (q.buyerAnswer) {
        const rider = reviewers[(start + 11) % reviewers.length];
        answers.push({ questionId: id, userId: rider.id, authorName: rider.displayName ?? rider.email, text: q.buyerAnswer, byShop: false, createdAt: new Date(askedAt + DAY) });
      }
    }
  }
  const written = await prisma.$transaction(async (tx) => {
    const { count } = await tx.partReview.createMany({ data: reviews, skipDuplicates: true });
    await tx.garageBike.createMany({ data: garage, skipDuplicates: true });
    await tx.partQuestion.createMany({ data: questions });
    await tx.partAnswer.createMany({ data: answers });
    for (const part of chosen) await refreshFigures(tx, part.id);
    return count;
  }, { timeout: 60_000 });
  return { partReviews: written, partQuestions: questions.length };
}
