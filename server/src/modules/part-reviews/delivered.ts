import type { PrismaClient } from "../../generated/prisma/client";

/** Whether the rider has an order with this part that was delivered. */
export async function hadDelivered(prisma: PrismaClient, userId: string, partId: string): Promise<boolean> {
  const order = await prisma.order.findFirst({ where: { buyerId: userId, status: "delivered", lines: { some: { partId } } }, select: { id: true } });
  return order !== null;
}

/** Of the (rider, part) pairs, those where the rider had the part delivered: one statement for a page. */
export async function deliveredPairs(prisma: PrismaClient, pairs: readonly { userId: string; partId: string }[]): Promise<boolean[]> {
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const partIds = [...new Set(pairs.map((p) => p.partId))];
  const rows = await prisma.orderLine.findMany({
    where: { partId: { in: partIds }, order: { buyerId: { in: userIds }, status: "delivered" } },
    select: { partId: true, order: { select: { buyerId: true } } },
  });
  const had = new Set(rows.map((r) => `${r.order.buyerId}|${r.partId}`));
  return pairs.map((p) => had.has(`${p.userId}|${p.partId}`));
}
