import type { FitPosition, Resolvers, VehicleType } from "../../generated/graphql";
import { parseId } from "../../validation";
import { vehicleName } from "../../../../shared/vehicles";

/** The table's words (off-road) as the schema's enum values (OFF_ROAD), and back. */
const upper = <T extends string>(value: string) => value.toUpperCase().replace(/-/g, "_") as T;

export const fitmentResolvers: Resolvers = {
  Query: {
    vehicleMakes: (_, __, { services }) => services.vehicles.makes(),
    vehicleModels: (_, { make }, { services }) => services.vehicles.models(make),
    vehicleYears: (_, { make, model }, { services }) => services.vehicles.years(make, model),
    vehicleVariants: (_, { make, model, year }, { services }) => services.vehicles.variants(make, model, year),
    findVehicles: (_, { query, first }, { services }) => services.vehicles.find(query, first),
    vehicles: (_, { make, model, year }, { services }) => services.vehicles.list(make, model, year),
    vehicle: (_, { id }, { services }) => services.vehicles.get(id),
    bike: (_, { make, model, year }, { services }) => services.vehicles.bike(make, model, year),
  },
  Mutation: {
    addToGarage: (_, { vehicleId, active }, ctx) => ctx.services.garage.add(ctx.user().id, vehicleId, active),
    removeFromGarage: (_, { vehicleId }, ctx) => ctx.services.garage.remove(ctx.user().id, vehicleId),
    setActiveBike: (_, { vehicleId }, ctx) => ctx.services.garage.setActive(ctx.user().id, vehicleId),
    mergeGuestGarage: (_, { vehicleIds, activeVehicleId }, ctx) => ctx.services.garage.mergeGuest(ctx.user().id, vehicleIds, activeVehicleId),
    setPartFitment: (_, { partId, input }, { services }) => services.fitment.setFitment(partId, input),
    setPartNumbers: (_, { partId, numbers }, { services }) => services.partNumbers.setNumbers(partId, numbers),
  },
  Part: {
    fitment: (part, _, { loaders }) => (part.universalFit ? [] : loaders.fitment.load(part.id)),
    fitsVehicle: (part, { vehicleId }, { loaders }) => loaders.fits.load(`${parseId(vehicleId, "vehicleId")}|${part.id}`),
    partNumbers: (part, _, { loaders }) => loaders.partNumbers.load(part),
    otherNumbers: (part, _, { services }) => services.partNumbers.recordedOn(part.id),
    supersededBy: async (part, _, { loaders }) => {
      const newest = await loaders.supersededBy.load(part);
      return newest ? loaders.part.load(newest) : null;
    },
  },
  User: {
    // A rider's garage is theirs alone: anyone else's record (an admin's view of users included) answers none.
    garage: async (user, _, ctx) => ((await ctx.viewer().catch(() => null))?.id === user.id ? ctx.services.garage.list(user.id) : []),
  },
  Vehicle: {
    variant: (v) => v.variant || null,
    type: (v) => upper<VehicleType>(v.type),
    name: (v) => vehicleName(v),
  },
  VehicleModel: {
    type: (m) => upper<VehicleType>(m.type),
  },
  Fitment: {
    position: (f) => (f.position ? upper<FitPosition>(f.position) : null),
  },
  FitAnswer: {
    positions: (a) => a.positions.map((p) => upper<FitPosition>(p)),
  },
};
