import type { GarageBike_BikeFragment, GarageVehicle_VehicleFragment } from "../gql/graphql";
import { MyGarageDocument } from "../lib/garage-operations";
import { GUEST_GARAGE_KEY, type GuestGarage } from "../lib/guest-garage";
import { mockOperation, type Answer, type OperationMock } from "./mocks";

/** Garage data for the tests of the garage, the top bar, search and the part page. */

export type VehicleAnswer = Answer<GarageVehicle_VehicleFragment> & { __typename: "Vehicle" };
export type GarageBikeAnswer = Answer<GarageBike_BikeFragment>;

export function vehicle(id: string, overrides: Partial<VehicleAnswer> = {}): VehicleAnswer {
  return {
    __typename: "Vehicle",
    id,
    name: "2019 Yamaha MT-07",
    make: "Yamaha",
    model: "MT-07",
    makeSlug: "yamaha",
    modelSlug: "mt-07",
    year: 2019,
    variant: null,
    market: "US",
    ...overrides,
  };
}

export const mt07 = vehicle("veh-mt07-2019");
export const r1250gs = vehicle("veh-gs-2021", { name: "2021 BMW R 1250 GS", make: "BMW", model: "R 1250 GS", makeSlug: "bmw", modelSlug: "r-1250-gs", year: 2021 });

export function garageBike(v: VehicleAnswer, active: boolean, addedAt = "2026-11-01T10:00:00.000Z"): GarageBikeAnswer {
  return { __typename: "GarageBike", active, addedAt, vehicle: v };
}

/** A signed-in rider's garage, as `MyGarage` answers it (any number of times). */
export function myGarageMock(bikes: GarageBikeAnswer[] | (() => GarageBikeAnswer[])): OperationMock {
  return mockOperation(MyGarageDocument, {}, () => ({ me: { __typename: "User", id: "user-rider", garage: typeof bikes === "function" ? bikes() : bikes } }), { uses: Infinity });
}

/** Puts a guest's garage in the browser. */
export function storeGuestGarage(bikes: VehicleAnswer[], activeId: string | null): void {
  const garage: GuestGarage = {
    bikes: bikes.map(({ __typename: _, ...v }) => ({ vehicle: v, addedAt: "2026-11-01T10:00:00.000Z" })),
    activeId,
  };
  localStorage.setItem(GUEST_GARAGE_KEY, JSON.stringify(garage));
}

/** The guest's garage as stored, or null. */
export function storedGuestGarage(): GuestGarage | null {
  const raw = localStorage.getItem(GUEST_GARAGE_KEY);
  return raw ? (JSON.parse(raw) as GuestGarage) : null;
}
