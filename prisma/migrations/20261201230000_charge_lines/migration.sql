-- AlterTable
ALTER TABLE "order_charges" ADD COLUMN     "line_positions" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
