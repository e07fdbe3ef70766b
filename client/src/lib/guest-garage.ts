import { browserStore } from "./guest-store";

/**
 * A guest's garage, kept in the browser (localStorage) until they sign in, when it joins their account's
 * garage (`mergeGuestGarage`) and is cleared; as the guest cart is (guest-cart.ts). It holds the bikes'
 * ids and the active one's, and beside each id what the shop showed of the bike when it was added (its
 * name and slugs), so the top bar can name the active bike without the API client and without asking
 * the server for each bike. Every tab sees the same garage: another tab's change arrives through the
 * `storage` event.
 */

export const GUEST_GARAGE_KEY = "motoparts.garage.v1";

/** A garage holds at most this many bikes (the server's limit too). */
export const GARAGE_LIMIT = 10;

/** What the garage shows of a bike: the fields of `GarageVehicle_vehicle`. */
export interface GarageVehicle {
  id: string;
  name: string;
  make: string;
  model: string;
  makeSlug: string;
  modelSlug: string;
  year: number;
  variant?: string | null;
  market: string;
}

export interface GuestGarageBike {
  vehicle: GarageVehicle;
  /** When the guest added it (ISO 8601). */
  addedAt: string;
}

export interface GuestGarage {
  /** As added, oldest first. */
  bikes: readonly GuestGarageBike[];
  /** The active bike's id, or null for none. */
  activeId: string | null;
}

const EMPTY: GuestGarage = Object.freeze({ bikes: Object.freeze([]), activeId: null });

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;

function toVehicle(value: unknown): GarageVehicle | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.id) || !isText(v.name) || !isText(v.make) || !isText(v.model) || !isText(v.makeSlug) || !isText(v.modelSlug)) return null;
  if (typeof v.year !== "number" || !Number.isInteger(v.year) || !isText(v.market)) return null;
  return {
    id: v.id,
    name: v.name,
    make: v.make,
    model: v.model,
    makeSlug: v.makeSlug,
    modelSlug: v.modelSlug,
    year: v.year,
    variant: isText(v.variant) ? v.variant : null,
    market: v.market,
  };
}

function parse(raw: string | null): GuestGarage {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { bikes?: unknown; activeId?: unknown } | null;
    if (!value || !Array.isArray(value.bikes)) return EMPTY;
    // Anything unreadable (an older format, a hand edit) is dropped rather than breaking the garage.
    const bikes: GuestGarageBike[] = [];
    for (const entry of value.bikes as unknown[]) {
      const vehicle = toVehicle((entry as { vehicle?: unknown } | null)?.vehicle);
      const addedAt = (entry as { addedAt?: unknown }).addedAt;
      if (vehicle && !bikes.some((b) => b.vehicle.id === vehicle.id)) {
        bikes.push({ vehicle, addedAt: isText(addedAt) ? addedAt : new Date(0).toISOString() });
      }
    }
    const kept = bikes.slice(0, GARAGE_LIMIT);
    const activeId = isText(value.activeId) && kept.some((b) => b.vehicle.id === value.activeId) ? value.activeId : null;
    return { bikes: kept, activeId };
  } catch {
    return EMPTY;
  }
}

/** The browser would not store the garage (storage full, or turned off by a setting or a policy). */
class GarageStorageError extends Error {
  constructor() {
    super("This browser would not keep your garage (its storage is full or turned off). Sign in to keep your bikes in your account.");
    this.name = "GarageStorageError";
  }
}

const store = browserStore<GuestGarage>({
  key: GUEST_GARAGE_KEY,
  parse,
  empty: EMPTY,
  isEmpty: (garage) => garage.bikes.length === 0,
  // The change is refused (nothing changes), and the rider told why.
  onRefused: () => {
    throw new GarageStorageError();
  },
});

/** The browser's garage as stored now. */
export const readGuestGarage = store.read;

/** Stores the garage; throws a GarageStorageError, changing nothing, when the browser refuses. */
const write = store.write;

/** The browser's garage, re-rendering on every change (from this tab or another). */
export const useGuestGarage = store.useValue;

/** The active bike of a guest garage, or null. */
export function guestActiveBike(garage: GuestGarage): GarageVehicle | null {
  return garage.bikes.find((b) => b.vehicle.id === garage.activeId)?.vehicle ?? null;
}

/**
 * Adds a bike (once: adding it again keeps the one), active unless `active` is false. Returns false,
 * changing nothing, when the garage is full; throws a GarageStorageError when the browser will not store it.
 */
export function addGuestBike(vehicle: GarageVehicle, active = true): boolean {
  const garage = readGuestGarage();
  const had = garage.bikes.some((b) => b.vehicle.id === vehicle.id);
  if (!had && garage.bikes.length >= GARAGE_LIMIT) return false;
  write({
    bikes: had ? garage.bikes : [...garage.bikes, { vehicle, addedAt: new Date().toISOString() }],
    activeId: active ? vehicle.id : garage.activeId,
  });
  return true;
}

/** Takes a bike out; when it was the active one, no bike is active (as the server does). */
export function removeGuestBike(vehicleId: string): void {
  const garage = readGuestGarage();
  write({
    bikes: garage.bikes.filter((b) => b.vehicle.id !== vehicleId),
    activeId: garage.activeId === vehicleId ? null : garage.activeId,
  });
}

/** Makes a bike of the garage the active one, or none with null. */
export function setGuestActiveBike(vehicleId: string | null): void {
  const garage = readGuestGarage();
  if (vehicleId !== null && !garage.bikes.some((b) => b.vehicle.id === vehicleId)) return;
  write({ bikes: garage.bikes, activeId: vehicleId });
}

export function clearGuestGarage(): void {
  write(EMPTY);
}
