-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('unpaid', 'paid', 'shipped', 'cancelled');

-- CreateEnum
CREATE TYPE "PartCategory" AS ENUM ('brakes', 'exhaust', 'tyres', 'chains_and_sprockets', 'lighting', 'filters', 'suspension', 'electrics', 'controls');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "firebase_uid" VARCHAR(128),
    "display_name" VARCHAR(100),
    "photo_url" VARCHAR(2048),
    "role" "Role" NOT NULL DEFAULT 'user',
    "linkedin" VARCHAR(2048),
    "twitter" VARCHAR(2048),
    "location" VARCHAR(200),
    "education" VARCHAR(200),
    "number" VARCHAR(20),
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "removed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "parts" (
    "id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "description" VARCHAR(2000) NOT NULL,
    "picture" VARCHAR(2048) NOT NULL,
    "category" "PartCategory",
    "price_cents" INTEGER NOT NULL,
    "min_quantity" INTEGER NOT NULL,
    "available_quantity" INTEGER NOT NULL,
    "added_by_email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "parts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" UUID NOT NULL,
    "part_id" UUID,
    "buyer_id" UUID NOT NULL,
    "product_name" VARCHAR(120) NOT NULL,
    "buyer_name" VARCHAR(100),
    "buyer_email" VARCHAR(254) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'usd',
    "status" "OrderStatus" NOT NULL DEFAULT 'unpaid',
    "payment_intent_id" VARCHAR(255),
    "paid_at" TIMESTAMPTZ(3),
    "shipped_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "order_id" UUID,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "name" VARCHAR(100) NOT NULL,
    "ratings" INTEGER NOT NULL,
    "review" VARCHAR(2000) NOT NULL,
    "picture" VARCHAR(2048),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "message" VARCHAR(5000) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_signups" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_signups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users"("firebase_uid");

-- CreateIndex
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at", "id");

-- CreateIndex
CREATE INDEX "parts_created_at_id_idx" ON "parts"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "parts_name_idx" ON "parts"("name");

-- CreateIndex
CREATE UNIQUE INDEX "orders_payment_intent_id_key" ON "orders"("payment_intent_id");

-- CreateIndex
CREATE INDEX "orders_buyer_id_created_at_idx" ON "orders"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_status_created_at_id_idx" ON "orders"("status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_created_at_id_idx" ON "orders"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_part_id_idx" ON "orders"("part_id");

-- CreateIndex
CREATE INDEX "reviews_created_at_id_idx" ON "reviews"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_signups_email_key" ON "newsletter_signups"("email");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_part_id_fkey" FOREIGN KEY ("part_id") REFERENCES "parts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Invariants Prisma's schema language cannot express: the database refuses what the services must never write.
ALTER TABLE "parts" ADD CONSTRAINT "parts_available_quantity_check" CHECK ("available_quantity" >= 0);
ALTER TABLE "parts" ADD CONSTRAINT "parts_min_quantity_check" CHECK ("min_quantity" >= 1);
ALTER TABLE "parts" ADD CONSTRAINT "parts_price_cents_check" CHECK ("price_cents" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK ("quantity" >= 1);
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_cents_check" CHECK ("total_cents" = "unit_price_cents" * "quantity");
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ratings_check" CHECK ("ratings" BETWEEN 1 AND 5);
