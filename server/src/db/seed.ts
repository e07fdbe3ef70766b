import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client";
import type { PartCategory, Role } from "../generated/prisma/enums";
import seedParts from "../../../prisma/seed/parts.json";
import seedReviews from "../../../prisma/seed/reviews.json";
import seedUsers from "../../../prisma/seed/users.json";

export interface DemoUser {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  location?: string;
  education?: string;
}

export const demoUsers = seedUsers as DemoUser[];

/** A stable UUID for a seed row, so seeding again finds the rows it made. */
export function seedId(kind: string, key: string): string {
  const h = crypto.createHash("sha256").update(`motoparts-seed:${kind}:${key}`).digest("hex");
  // Shaped as a version-4, variant-1 UUID so any UUID validator accepts it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const SEEDED_AT = Date.parse("2026-01-05T12:00:00Z");

export interface SeedResult {
  parts: number;
  reviews: number;
  users: number;
}

/**
 * Adds the demo catalogue, reviews and users. Idempotent: rows are keyed by stable ids (users by
 * email), existing rows are left as they are, so running it twice adds nothing the second time.
 */
export async function seedDatabase(prisma: PrismaClient): Promise<SeedResult> {
  const admin = demoUsers.find((u) => u.role === "admin");
  if (!admin) throw new Error("prisma/seed/users.json needs an admin");

  const users = await prisma.user.createMany({
    data: demoUsers.map((u, i) => ({
      id: seedId("user", u.email),
      email: u.email,
      displayName: u.displayName,
      role: u.role,
      location: u.location ?? null,
      education: u.education ?? null,
      createdAt: new Date(SEEDED_AT - (demoUsers.length - i) * 60_000),
    })),
    skipDuplicates: true,
  });

  // The first part of the file is the newest, so the home page shows the file's order.
  const parts = await prisma.part.createMany({
    data: seedParts.map((p, i) => ({
      id: seedId("part", p.slug),
      name: p.name,
      description: p.description,
      picture: `/images/parts/${p.slug}.svg`,
      category: p.category as PartCategory,
      priceCents: p.priceCents,
      minQuantity: p.minQuantity,
      availableQuantity: p.availableQuantity,
      addedByEmail: admin.email,
      createdAt: new Date(SEEDED_AT - i * 60_000),
    })),
    skipDuplicates: true,
  });

  // The last review of the file is the newest.
  const reviews = await prisma.review.createMany({
    data: seedReviews.map((r, i) => ({
      id: seedId("review", r.key),
      name: r.name,
      ratings: r.ratings,
      review: r.review,
      createdAt: new Date(SEEDED_AT - (seedReviews.length - i) * 3_600_000),
    })),
    skipDuplicates: true,
  });

  return { parts: parts.count, reviews: reviews.count, users: users.count };
}
