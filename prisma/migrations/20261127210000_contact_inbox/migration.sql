-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "reply_to" VARCHAR(254);

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "handled_at" TIMESTAMPTZ(3),
ADD COLUMN     "handled_by_email" VARCHAR(254);

-- CreateTable
CREATE TABLE "contact_replies" (
    "id" UUID NOT NULL,
    "message_id" UUID NOT NULL,
    "body" VARCHAR(5000) NOT NULL,
    "by_email" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_replies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_replies_message_id_created_at_idx" ON "contact_replies"("message_id", "created_at");

-- CreateIndex
CREATE INDEX "contact_messages_handled_at_created_at_idx" ON "contact_messages"("handled_at", "created_at");

-- AddForeignKey
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;
