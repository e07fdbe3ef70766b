import type { User } from "../../generated/prisma/client";
import { conflict } from "../../errors";
import { lockUser, type Transaction } from "../../db/transaction";

/** What one account may hold in unpaid orders, and for how long (ADR 0014). */
export interface UnpaidHoldPolicy {
  maxOrders: number;
  maxCents: number;
  ttlMs: number;
}

export interface UnpaidHolds {
  verified: UnpaidHoldPolicy;
  unverified: UnpaidHoldPolicy;
}

export const DEFAULT_HOLDS: UnpaidHolds = {
  verified: { maxOrders: 3, maxCents: 500_000, ttlMs: 48 * 3_600_000 },
  unverified: { maxOrders: 1, maxCents: 25_000, ttlMs: 3_600_000 },
};

export const policyFor = (holds: UnpaidHolds, buyer: Pick<User, "emailVerified">) => (buyer.emailVerified ? holds.verified : holds.unverified);

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/**
 * Unpaid orders hold stock, so what one account may hold unpaid is bounded (ADR 0014): a number of
 * orders, and their value. The buyer's row is locked first, so two orders of the same buyer placed at
 * once are counted one after the other. Both the spec's one-part orders and checkout go through here.
 */
/** Marks the refusals a verified address would lift, so the storefront can offer to verify it now. */
const UNVERIFIED = { reason: "EMAIL_NOT_VERIFIED" } as const;

export class UnpaidHoldGuard {
  constructor(private readonly holds: UnpaidHolds) {}

  policy(buyer: Pick<User, "emailVerified">): UnpaidHoldPolicy {
    return policyFor(this.holds, buyer);
  }

  async checkCount(tx: Transaction, buyer: User): Promise<void> {
    await lockUser(tx, buyer.id);
    const unpaid = await tx.order.count({ where: { buyerId: buyer.id, status: "unpaid" } });
    if (unpaid >= this.policy(buyer).maxOrders) {
      throw buyer.emailVerified
        ? conflict(`You already have ${unpaid} unpaid ${unpaid === 1 ? "order" : "orders"}: pay or cancel one before ordering again.`)
        : conflict(
            `You already have ${unpaid} unpaid ${unpaid === 1 ? "order" : "orders"}. Pay or cancel it first, or verify your email address to hold more.`,
            UNVERIFIED,
          );
    }
  }

  async checkValue(tx: Transaction, buyer: User, addedCents: number): Promise<void> {
    const { maxCents } = this.policy(buyer);
    const { _sum } = await tx.order.aggregate({ where: { buyerId: buyer.id, status: "unpaid" }, _sum: { subtotalCents: true } });
    if ((_sum.subtotalCents ?? 0) + addedCents > maxCents) {
      throw buyer.emailVerified
        ? conflict(`Unpaid orders may hold at most ${dollars(maxCents)} of parts: pay or cancel an order first, or order fewer units.`)
        : conflict(`Until your email address is verified, unpaid orders may hold at most ${dollars(maxCents)} of parts.`, UNVERIFIED);
    }
  }
}
