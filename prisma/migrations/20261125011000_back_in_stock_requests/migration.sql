-- CreateTable
CREATE TABLE "back_in_stock_requests" (
    "id" UUID NOT NULL,
    "part_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "notified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "back_in_stock_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "back_in_stock_requests_user_id_created_at_idx" ON "back_in_stock_requests"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "back_in_stock_requests_part_id_notified_at_idx" ON "back_in_stock_requests"("part_id", "notified_at");

-- CreateIndex
CREATE UNIQUE INDEX "back_in_stock_requests_part_id_user_id_key" ON "back_in_stock_requests"("part_id", "user_id");

-- AddForeignKey
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
