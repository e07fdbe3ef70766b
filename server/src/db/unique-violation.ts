import { Prisma } from "../generated/prisma/client";

/** Whether a write failed on a unique index (Prisma's P2002): a key that is already taken. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
