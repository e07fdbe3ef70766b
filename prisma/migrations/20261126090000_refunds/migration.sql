-- Issue 19: refunds of all of an order or some of its lines, asked of the payment provider and settled
-- by its webhooks (or at once for the demo method), and what an order has had back so far.

ALTER TABLE "orders" ADD COLUMN "refunded_cents" INTEGER NOT NULL DEFAULT 0,
    ADD CONSTRAINT "orders_refunded_cents_check" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "total_cents");

CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "method" VARCHAR(10) NOT NULL,
    "provider_refund_id" VARCHAR(255),
    "note" VARCHAR(500),
    "created_by_email" VARCHAR(254),
    "failure_reason" VARCHAR(200),
    "idempotency_key" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "refunds_amount_cents_check" CHECK ("amount_cents" > 0),
    CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
    CONSTRAINT "refunds_method_check" CHECK ("method" IN ('stripe', 'demo'))
);

CREATE TABLE "refund_lines" (
    "refund_id" UUID NOT NULL,
    "order_line_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "restock" BOOLEAN NOT NULL,

    CONSTRAINT "refund_lines_pkey" PRIMARY KEY ("refund_id","order_line_id"),
    CONSTRAINT "refund_lines_quantity_check" CHECK ("quantity" > 0),
    CONSTRAINT "refund_lines_amount_cents_check" CHECK ("amount_cents" >= 0)
);

CREATE UNIQUE INDEX "refunds_provider_refund_id_key" ON "refunds"("provider_refund_id");
CREATE INDEX "refunds_order_id_created_at_idx" ON "refunds"("order_id", "created_at");
CREATE UNIQUE INDEX "refunds_order_id_idempotency_key_key" ON "refunds"("order_id", "idempotency_key");
CREATE INDEX "refund_lines_order_line_id_idx" ON "refund_lines"("order_line_id");

ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE CASCADE;
