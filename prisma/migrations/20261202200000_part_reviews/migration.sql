-- Riders' reviews of parts, their questions and answers, helpful votes and abuse reports (ADR 0071). Parts
-- keep the count and the sum of their shown reviews' ratings, written with each change.
ALTER TABLE "parts" ADD COLUMN "review_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "rating_total" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "part_reviews" (
    "id" UUID NOT NULL,
    "part_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "author_name" VARCHAR(100) NOT NULL,
    "rating" SMALLINT NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    "vehicle_id" UUID,
    "used_for" VARCHAR(6),
    "helpful_count" INTEGER NOT NULL DEFAULT 0,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "part_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "part_review_votes" (
    "review_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "part_review_votes_pkey" PRIMARY KEY ("review_id","user_id")
);

-- CreateTable
CREATE TABLE "part_questions" (
    "id" UUID NOT NULL,
    "part_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "author_name" VARCHAR(100) NOT NULL,
    "text" VARCHAR(1000) NOT NULL,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "part_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "part_answers" (
    "id" UUID NOT NULL,
    "question_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "author_name" VARCHAR(100) NOT NULL,
    "text" VARCHAR(2000) NOT NULL,
    "by_shop" BOOLEAN NOT NULL DEFAULT false,
    "by_buyer" BOOLEAN NOT NULL DEFAULT false,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "part_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_reports" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "item_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reason" VARCHAR(300) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "part_reviews_part_id_created_at_id_idx" ON "part_reviews"("part_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "part_reviews_user_id_idx" ON "part_reviews"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "part_reviews_part_id_user_id_key" ON "part_reviews"("part_id", "user_id");

-- CreateIndex
CREATE INDEX "part_review_votes_user_id_idx" ON "part_review_votes"("user_id");

-- CreateIndex
CREATE INDEX "part_questions_part_id_created_at_id_idx" ON "part_questions"("part_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "part_questions_user_id_idx" ON "part_questions"("user_id");

-- CreateIndex
CREATE INDEX "part_answers_question_id_created_at_idx" ON "part_answers"("question_id", "created_at");

-- CreateIndex
CREATE INDEX "part_answers_user_id_idx" ON "part_answers"("user_id");

-- CreateIndex
CREATE INDEX "content_reports_created_at_idx" ON "content_reports"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "content_reports_kind_item_id_user_id_key" ON "content_reports"("kind", "item_id", "user_id");

-- AddForeignKey
ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_review_votes" ADD CONSTRAINT "part_review_votes_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "part_reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_review_votes" ADD CONSTRAINT "part_review_votes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_questions" ADD CONSTRAINT "part_questions_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_questions" ADD CONSTRAINT "part_questions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_answers" ADD CONSTRAINT "part_answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "part_questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "part_answers" ADD CONSTRAINT "part_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "part_reviews" ADD CONSTRAINT "part_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
ADD CONSTRAINT "part_reviews_used_for_check" CHECK ("used_for" IN ('weeks', 'months', 'year', 'years'));
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_kind_check" CHECK ("kind" IN ('review', 'question', 'answer'));
