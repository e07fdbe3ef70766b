import type { PrismaClient } from "./generated/prisma/client";
import { demoAdmin, seedDemoData, type DemoDataAdded } from "./db/seed";
import { seedScreeningList } from "./modules/screening";
import { seedExchangeRates } from "./modules/currencies";
import { seedPartReviews, type SeededVoices } from "./modules/part-reviews";

export interface SeedResult extends DemoDataAdded, SeededVoices {
  screeningEntries: number;
  exchangeRates: number;
}

/**
 * Adds the demo shop: its users, catalogue, fitment, reviews and shipping zones (db/seed.ts), then what
 * a module seeds of its own (the screening module's demo list, the currencies module's rates snapshot, the riders' reviews and questions of parts). It sits above the modules it calls, as
 * services.ts does, so db/ never imports a module. Idempotent: running it twice adds nothing the second time.
 */
export async function seedDatabase(prisma: PrismaClient): Promise<SeedResult> {
  const added = await seedDemoData(prisma);
  return {
    ...added,
    screeningEntries: await seedScreeningList(prisma, demoAdmin().email),
    exchangeRates: await seedExchangeRates(prisma),
    ...(await seedPartReviews(prisma, demoAdmin().email)),
  };
}
