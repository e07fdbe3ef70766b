import { Prisma } from "../generated/prisma/client";

/**
 * Whether a write failed on a unique index: a key that is already taken. Prisma's own queries say so with
 * P2002; raw SQL (`$executeRaw`) fails with P2010 and the driver's error, PostgreSQL's 23505.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (err.code === "P2002") return true;
  const cause = (err.meta?.driverAdapterError as { cause?: { originalCode?: string } } | undefined)?.cause;
  return err.code === "P2010" && cause?.originalCode === "23505";
}
