-- The catalogue's newest change, read by the product feeds' ETag (ADR 0074) without scanning every part.
CREATE INDEX "parts_updated_at_idx" ON "parts"("updated_at");
