-- AlterTable
ALTER TABLE "users" ADD COLUMN     "two_step_verification" BOOLEAN NOT NULL DEFAULT false;
