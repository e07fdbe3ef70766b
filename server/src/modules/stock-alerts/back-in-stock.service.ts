import type { BackInStockRequest, PrismaClient, User } from "../../generated/prisma/client";
import { badInput, notFound } from "../../errors";
import { parseId } from "../../validation";
import { isSoldOut } from "../parts";

/** Requests are their owner's: anyone else is told the id does not exist. */
const NOT_YOURS = "No back-in-stock request of yours has this id.";

/**
 * "Email me when it's back" (ADR 0052): a shopper's request to hear when a sold-out part can be ordered
 * again. Stored now; the email goes out once the shop sends notifications.
 */
export class BackInStockService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Records the request (once per part and shopper); refused for a part that can be ordered now. */
  async request(user: User, partId: string): Promise<BackInStockRequest> {
    const id = parseId(partId, "partId");
    const part = await this.prisma.part.findUnique({ where: { id } });
    if (!part) throw notFound("No part has this id.");
    if (!isSoldOut(part)) throw badInput("This part is in stock: you can order it now.", "partId");
    // Asking again keeps one request, addressed to the account's address now and waiting to be sent.
    return this.prisma.backInStockRequest.upsert({
      where: { partId_userId: { partId: id, userId: user.id } },
      create: { partId: id, userId: user.id, email: user.email },
      update: { email: user.email, notifiedAt: null },
    });
  }

  async cancel(user: User, requestId: string): Promise<BackInStockRequest> {
    const id = parseId(requestId);
    const request = await this.prisma.backInStockRequest.findFirst({ where: { id, userId: user.id } });
    if (!request) throw notFound(NOT_YOURS);
    await this.prisma.backInStockRequest.deleteMany({ where: { id, userId: user.id } });
    return request;
  }

  /** The shopper's own requests, newest first. */
  mine(user: User): Promise<BackInStockRequest[]> {
    return this.prisma.backInStockRequest.findMany({ where: { userId: user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  }
}
