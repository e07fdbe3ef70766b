import type { GarageBike, PrismaClient, Vehicle } from "../../generated/prisma/client";
import { lockUser, type Transaction } from "../../db/transaction";
import { badInput, notFound } from "../../errors";
import { isUuid, parseId } from "../../validation";
import { vehicleLimits } from "../../../../shared/vehicles";

export type GarageEntry = GarageBike & { vehicle: Vehicle };

const FULL = `A garage holds at most ${vehicleLimits.garage} bikes: remove one first.`;

/**
 * A signed-in rider's garage (ADR 0023): their bikes, at most one active, the same on every device.
 * Each change locks the rider's row, so two tabs adding at once cannot pass the limit or leave two
 * bikes active; every change answers the whole garage, the active bike first, then as added.
 */
export class GarageService {
  constructor(private readonly prisma: PrismaClient) {}

  async list(userId: string, db: Pick<Transaction, "garageBike"> = this.prisma): Promise<GarageEntry[]> {
    return db.garageBike.findMany({ where: { userId }, include: { vehicle: true }, orderBy: [{ active: "desc" }, { addedAt: "asc" }, { vehicleId: "asc" }] });
  }

  async add(userId: string, vehicleId: string, active: boolean): Promise<GarageEntry[]> {
    const id = parseId(vehicleId, "vehicleId");
    return this.change(userId, async (tx) => {
      if (!(await tx.vehicle.findUnique({ where: { id }, select: { id: true } }))) throw notFound("No bike has this id.");
      const had = await tx.garageBike.findUnique({ where: { userId_vehicleId: { userId, vehicleId: id } } });
      if (!had && (await tx.garageBike.count({ where: { userId } })) >= vehicleLimits.garage) throw badInput(FULL, "vehicleId");
      if (active) await tx.garageBike.updateMany({ where: { userId, active: true, NOT: { vehicleId: id } }, data: { active: false } });
      if (!had) await tx.garageBike.create({ data: { userId, vehicleId: id, active } });
      else if (active && !had.active) await tx.garageBike.update({ where: { userId_vehicleId: { userId, vehicleId: id } }, data: { active: true } });
    });
  }

  async remove(userId: string, vehicleId: string): Promise<GarageEntry[]> {
    const id = parseId(vehicleId, "vehicleId");
    return this.change(userId, async (tx) => {
      const { count } = await tx.garageBike.deleteMany({ where: { userId, vehicleId: id } });
      if (count === 0) throw notFound("This bike is not in your garage.");
    });
  }

  /** Makes a bike of the garage the active one; null leaves none active. */
  async setActive(userId: string, vehicleId: string | null | undefined): Promise<GarageEntry[]> {
    const id = vehicleId == null ? null : parseId(vehicleId, "vehicleId");
    return this.change(userId, async (tx) => {
      if (id && !(await tx.garageBike.findUnique({ where: { userId_vehicleId: { userId, vehicleId: id } } }))) throw notFound("This bike is not in your garage.");
      await tx.garageBike.updateMany({ where: { userId, active: true }, data: { active: false } });
      if (id) await tx.garageBike.update({ where: { userId_vehicleId: { userId, vehicleId: id } }, data: { active: true } });
    });
  }

  /**
   * A guest's garage joins the rider's at sign-in: bikes not there yet are added in the guest's order until
   * the garage is full; ids that are malformed or name no bike are left out (the browser may hold stale
   * ones). The guest's active bike becomes the rider's when it is in the garage after the merge.
   */
  async mergeGuest(userId: string, vehicleIds: readonly string[], activeVehicleId: string | null | undefined): Promise<GarageEntry[]> {
    if (vehicleIds.length > 50) throw badInput("A guest garage sends at most 50 bikes.", "vehicleIds");
    const asked = [...new Set(vehicleIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const active = activeVehicleId && isUuid(activeVehicleId) ? activeVehicleId.toLowerCase() : null;
    return this.change(userId, async (tx) => {
      const known = new Set((await tx.vehicle.findMany({ where: { id: { in: asked } }, select: { id: true } })).map((v) => v.id));
      const have = new Set((await tx.garageBike.findMany({ where: { userId }, select: { vehicleId: true } })).map((b) => b.vehicleId));
      const room = Math.max(0, vehicleLimits.garage - have.size);
      const added = asked.filter((id) => known.has(id) && !have.has(id)).slice(0, room);
      await tx.garageBike.createMany({ data: added.map((vehicleId) => ({ userId, vehicleId })), skipDuplicates: true });
      if (active && (have.has(active) || added.includes(active))) {
        await tx.garageBike.updateMany({ where: { userId, active: true }, data: { active: false } });
        await tx.garageBike.update({ where: { userId_vehicleId: { userId, vehicleId: active } }, data: { active: true } });
      }
    });
  }

  private async change(userId: string, apply: (tx: Transaction) => Promise<void>): Promise<GarageEntry[]> {
    return this.prisma.$transaction(async (tx) => {
      await lockUser(tx, userId);
      await apply(tx);
      return this.list(userId, tx);
    });
  }
}
