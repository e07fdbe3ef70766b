-- Issue 19: the order's states (packed, delivered, refunded join unpaid, paid, shipped, cancelled), the
-- history of its moves, its shipments, and the outbox of emails written with the changes they tell of.

-- In the order the states follow each other. New values may not be used in the transaction that adds
-- them; nothing below does.
ALTER TYPE "OrderStatus" ADD VALUE 'packed' AFTER 'paid';
ALTER TYPE "OrderStatus" ADD VALUE 'delivered' AFTER 'shipped';
ALTER TYPE "OrderStatus" ADD VALUE 'refunded' AFTER 'cancelled';

CREATE TABLE "order_events" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "from_status" "OrderStatus",
    "to_status" "OrderStatus" NOT NULL,
    "actor" VARCHAR(10) NOT NULL,
    "actor_email" VARCHAR(254),
    "note" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seq" SERIAL NOT NULL,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "order_events_actor_check" CHECK ("actor" IN ('buyer', 'admin', 'system', 'payment'))
);

CREATE TABLE "shipments" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "carrier" VARCHAR(10) NOT NULL,
    "tracking_number" VARCHAR(40) NOT NULL,
    "created_by_email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shipments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "shipments_carrier_check" CHECK ("carrier" IN ('usps', 'ups', 'fedex', 'dhl', 'other'))
);

CREATE TABLE "outbox_emails" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "order_id" UUID,
    "to_email" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_error" VARCHAR(1000),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_emails_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "outbox_emails_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'kept', 'failed'))
);

CREATE INDEX "order_events_order_id_seq_idx" ON "order_events"("order_id", "seq");
CREATE INDEX "shipments_order_id_created_at_idx" ON "shipments"("order_id", "created_at");
CREATE UNIQUE INDEX "shipments_carrier_tracking_number_key" ON "shipments"("carrier", "tracking_number");
CREATE UNIQUE INDEX "outbox_emails_dedupe_key_key" ON "outbox_emails"("dedupe_key");
CREATE INDEX "outbox_emails_status_next_attempt_at_idx" ON "outbox_emails"("status", "next_attempt_at");
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails"("created_at" DESC);

ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing orders get the history their timestamps tell: placed, then paid, shipped or cancelled.
INSERT INTO "order_events" ("id", "order_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT gen_random_uuid(), "id", NULL, 'unpaid', 'buyer', 'Placed.', "created_at" FROM "orders";
INSERT INTO "order_events" ("id", "order_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT gen_random_uuid(), "id", 'unpaid', 'paid', 'payment', 'Recorded before the order history was kept.', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;
INSERT INTO "order_events" ("id", "order_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT gen_random_uuid(), "id", 'paid', 'shipped', 'admin', 'Recorded before the order history was kept.', "shipped_at" FROM "orders" WHERE "shipped_at" IS NOT NULL;
INSERT INTO "order_events" ("id", "order_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT gen_random_uuid(), "id", 'unpaid', 'cancelled', 'system', 'Recorded before the order history was kept.', "cancelled_at" FROM "orders" WHERE "cancelled_at" IS NOT NULL;
