-- Browsing best rated first (the search's RATING sort): the average in thousandths, then the count, as
-- search-order.ts writes them. An expression index, which Prisma's schema cannot describe.
CREATE INDEX "parts_rating_idx" ON "parts" ((CASE WHEN review_count = 0 THEN 0 ELSE (rating_total * 1000) / review_count END) DESC, "review_count" DESC, "id" DESC);
