import type { PrismaClient } from "../generated/prisma/client";

/** The client a Prisma interactive transaction hands its callback. */
export type Transaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * Locks a user's row until the transaction ends, so that changes to what the user owns (orders held,
 * addresses, the cart) made at once, from two tabs or two processes, run one after the other.
 */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}
