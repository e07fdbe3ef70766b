-- Cart and checkout (issue 17): every order, old ones too, gets a number for people ("MP-100123"). The
-- orders there are numbered from 100001 in the order they were placed; new ones continue the sequence.

CREATE SEQUENCE "orders_number_seq" AS INTEGER;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN "number" INTEGER;

UPDATE "orders" o SET "number" = 100000 + r.rn
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rn FROM "orders") r
WHERE o."id" = r."id";

SELECT setval('"orders_number_seq"', coalesce((SELECT max("number") FROM "orders"), 100000) + 1, false);

ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('"orders_number_seq"'),
                     ALTER COLUMN "number" SET NOT NULL;
ALTER SEQUENCE "orders_number_seq" OWNED BY "orders"."number";

-- CreateIndex
CREATE UNIQUE INDEX "orders_number_key" ON "orders"("number");
