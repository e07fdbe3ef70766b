-- Cart and checkout, part two (issue 17): the signed-in shopper's cart, kept on the server.

-- CreateTable
CREATE TABLE "cart_lines" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "part_id" UUID,
    "name" VARCHAR(120) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "seen_price_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cart_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cart_lines_user_id_created_at_idx" ON "cart_lines"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "cart_lines_part_id_idx" ON "cart_lines"("part_id");

-- CreateIndex
CREATE UNIQUE INDEX "cart_lines_user_id_part_id_key" ON "cart_lines"("user_id", "part_id");

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A quantity is a positive number of units.
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity_check" CHECK ("quantity" > 0);
