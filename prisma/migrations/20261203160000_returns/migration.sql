-- Returns (RMAs, ADR 0072): a buyer's request to send parts of a delivered order back, its lines and its history;
-- an exchange's replacement is an order of its own.
-- Parts that cannot be sent back once fitted are flagged on the part.
ALTER TABLE "parts" ADD COLUMN "returnable" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "returns" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "order_id" UUID NOT NULL,
    "buyer_id" UUID NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'REQUESTED',
    "reason" VARCHAR(20) NOT NULL,
    "note" VARCHAR(1000),
    "vehicle_id" UUID,
    "country" VARCHAR(2) NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "reject_reason" VARCHAR(500),
    "refund_id" UUID,
    "exchange" BOOLEAN NOT NULL DEFAULT false,
    "exchange_order_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "returns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "return_lines" (
    "id" UUID NOT NULL,
    "return_id" UUID NOT NULL,
    "order_line_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "received_quantity" INTEGER,
    "restocked" INTEGER,

    CONSTRAINT "return_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "return_events" (
    "id" UUID NOT NULL,
    "return_id" UUID NOT NULL,
    "from_status" VARCHAR(10),
    "to_status" VARCHAR(10) NOT NULL,
    "actor" VARCHAR(10) NOT NULL,
    "actor_email" VARCHAR(254),
    "note" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seq" SERIAL NOT NULL,

    CONSTRAINT "return_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "returns_number_key" ON "returns"("number");

-- CreateIndex
CREATE UNIQUE INDEX "returns_exchange_order_id_key" ON "returns"("exchange_order_id");

-- CreateIndex
CREATE INDEX "returns_order_id_idx" ON "returns"("order_id");

-- CreateIndex
CREATE INDEX "returns_buyer_id_created_at_idx" ON "returns"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "returns_status_created_at_id_idx" ON "returns"("status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "returns_created_at_id_idx" ON "returns"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "returns_refund_id_idx" ON "returns"("refund_id");

-- CreateIndex
CREATE INDEX "returns_reason_vehicle_id_idx" ON "returns"("reason", "vehicle_id");

-- CreateIndex
CREATE INDEX "return_lines_order_line_id_idx" ON "return_lines"("order_line_id");

-- CreateIndex
CREATE UNIQUE INDEX "return_lines_return_id_order_line_id_key" ON "return_lines"("return_id", "order_line_id");

-- CreateIndex
CREATE INDEX "return_events_return_id_seq_idx" ON "return_events"("return_id", "seq");


-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_order_id_fkey" FOREIGN KEY ("exchange_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "returns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Returns are numbered RMA-1001, RMA-1002…
ALTER SEQUENCE "returns_number_seq" RESTART WITH 1001;
