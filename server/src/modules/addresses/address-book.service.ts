import type { Address, PrismaClient, User } from "../../generated/prisma/client";
import { badInput, notFound } from "../../errors";
import { parseId, parseInputFully } from "../../validation";
import { addressLimits, shippingAddress } from "../../../../shared/addresses";
import { lockUser, type Transaction } from "../../db/transaction";
import { asAddressParts, assertMayShipTo } from "../shipping";

/** Addresses are their owner's: anyone else is told the id does not exist. */
const NOT_YOURS = "No address of yours has this id.";

export interface AddressInput {
  isDefault?: boolean | null;
  [field: string]: unknown;
}

/**
 * A shopper's address book: addresses checked against their country's rules (shared/addresses.ts) and
 * the export controls (an embargoed country or region is refused with checkout's message), one of them
 * the default. Every change locks the owner's user row first, so two
 * changes at once (two tabs) are made one after the other: the count limit holds and exactly one address
 * stays the default (a partial unique index holds that too).
 */
export class AddressBookService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The default address first, then oldest first. */
  mine(user: User): Promise<Address[]> {
    return this.prisma.address.findMany({ where: { userId: user.id }, orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }] });
  }

  async add(user: User, input: AddressInput): Promise<Address> {
    assertMayShipTo(asAddressParts(input), "country");
    const address = parseInputFully(shippingAddress, input);
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      const count = await tx.address.count({ where: { userId: user.id } });
      if (count >= addressLimits.perUser) throw badInput(`An address book holds at most ${addressLimits.perUser} addresses: remove one first.`);
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await tx.address.updateMany({ where: { userId: user.id, isDefault: true }, data: { isDefault: false } });
      return tx.address.create({ data: { ...address, userId: user.id, isDefault } });
    });
  }

  async update(user: User, addressId: string, input: AddressInput): Promise<Address> {
    const id = parseId(addressId);
    assertMayShipTo(asAddressParts(input), "country");
    const address = parseInputFully(shippingAddress, input);
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      await this.owned(tx, user, id);
      // Clearing isDefault is not how the default moves: making another address the default is.
      if (input.isDefault === true) await tx.address.updateMany({ where: { userId: user.id, isDefault: true, NOT: { id } }, data: { isDefault: false } });
      return tx.address.update({ where: { id }, data: { ...address, ...(input.isDefault === true && { isDefault: true }) } });
    });
  }

  async remove(user: User, addressId: string): Promise<Address> {
    const id = parseId(addressId);
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      const address = await this.owned(tx, user, id);
      await tx.address.delete({ where: { id } });
      if (address.isDefault) {
        const next = await tx.address.findFirst({ where: { userId: user.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
        if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
      }
      return address;
    });
  }

  async setDefault(user: User, addressId: string): Promise<Address> {
    const id = parseId(addressId);
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, user.id);
      await this.owned(tx, user, id);
      await tx.address.updateMany({ where: { userId: user.id, isDefault: true, NOT: { id } }, data: { isDefault: false } });
      return tx.address.update({ where: { id }, data: { isDefault: true } });
    });
  }

  private async owned(tx: Transaction, user: User, id: string): Promise<Address> {
    const address = await tx.address.findFirst({ where: { id, userId: user.id } });
    if (!address) throw notFound(NOT_YOURS);
    return address;
  }
}
