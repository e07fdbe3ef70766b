import type { ApolloCache, ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useMemo } from "react";
import { useFragment, type FragmentType } from "../gql";
import { useApolloClientLoader } from "./apollo";
import {
  AddToGarageDocument,
  GarageBikeFragment,
  GarageVehicleFragment,
  MergeGuestGarageDocument,
  MyGarageDocument,
  RemoveFromGarageDocument,
  SetActiveBikeDocument,
} from "./garage-operations";
import {
  addGuestBike,
  clearGuestGarage,
  GARAGE_LIMIT,
  readGuestGarage,
  removeGuestBike,
  setGuestActiveBike,
  useGuestGarage,
  type GarageVehicle,
} from "./guest-garage";
import { signInMerge, useKeptIn, useMergeOnSignIn, type KeptIn } from "./guest-store";
import { toaster } from "./toaster";

/**
 * The rider's garage, wherever it is kept: a guest's in the browser (guest-garage.ts), a signed-in
 * rider's on the server (`me.garage`, the same on every device), merged into the account's at sign-in.
 * Search, the part page, the bike page and the top bar read the active bike from here.
 */

export { GARAGE_LIMIT, type GarageVehicle } from "./guest-garage";

export interface GarageBike {
  vehicle: GarageVehicle;
  active: boolean;
  addedAt: string;
}

export interface Garage {
  /** Where the garage is kept: the browser's (guest), the account's, or not known yet (the session is loading). */
  mode: KeptIn;
  /** The active bike first, then as added. */
  bikes: GarageBike[];
  active: GarageVehicle | null;
  /** Not known yet: pages that check parts against the active bike wait for it. */
  loading: boolean;
  error: unknown;
  /** As many bikes as a garage holds. */
  full: boolean;
  /** Adds a bike (the active one unless `active` is false); rejects with a GarageFullError when full. */
  add(vehicle: GarageVehicle, active?: boolean): Promise<void>;
  remove(vehicleId: string): Promise<void>;
  /** Makes a bike of the garage the active one, or none with null. */
  setActive(vehicleId: string | null): Promise<void>;
  /** Asks the server again (and retries a failed merge of the guest's garage). */
  refresh(): Promise<void>;
}

/** What the rider is told when some of the browser's bikes did not join the account's garage (it was full). */
const mergeLeftOut = {
  title: (n: number) => `${n === 1 ? "One bike" : `${n} bikes`} from this browser did not fit in your account's garage`,
  description: (names: string[]) => `A garage holds at most ${GARAGE_LIMIT} bikes. Not added: ${names.join(", ")}.`,
};

/** The garage holds GARAGE_LIMIT bikes already. */
export class GarageFullError extends Error {
  constructor() {
    super(`A garage holds at most ${GARAGE_LIMIT} bikes: remove one first.`);
    this.name = "GarageFullError";
  }
}

type BikeRef = FragmentType<typeof GarageBikeFragment>;

/** A garage as the server answers it, unmasked, in the server's order (the active bike first). */
function readBikes(refs: readonly BikeRef[] | undefined): GarageBike[] {
  // The preset's `useFragment` is a plain function (no React hook): it only unmasks the type.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return (refs ? useFragment(GarageBikeFragment, refs) : []).map((bike) => ({
    active: bike.active,
    addedAt: bike.addedAt,
    vehicle: useFragment(GarageVehicleFragment, bike.vehicle),
  }));
}

/** The market of a signed-in rider's active bike ("EU"), as their garage says (from the cache when it has it). */
export async function activeBikeMarket(client: ApolloClient): Promise<string | null> {
  const { data } = await client.query({ query: MyGarageDocument });
  return readBikes(data?.me.garage).find((b) => b.active)?.vehicle.market ?? null;
}

/** Makes a garage mutation's answer the cached `me.garage`; false when the garage was not cached yet. */
function writeMyGarage(cache: ApolloCache, garage: BikeRef[]): boolean {
  const written = cache.updateQuery({ query: MyGarageDocument }, (data) => (data ? { me: { ...data.me, garage } } : undefined));
  return written != null;
}

/** Runs a garage mutation and writes its answer to the cache (or refetches the garage when not cached). */
async function mutateGarage(client: ApolloClient, run: (client: ApolloClient) => Promise<BikeRef[] | undefined>): Promise<void> {
  const garage = await run(client);
  if (!garage) throw new Error("The garage did not arrive.");
  if (!writeMyGarage(client.cache, garage)) await client.refetchQueries({ include: [MyGarageDocument] });
}

// --- The merge of a guest's garage into the account's, at sign-in ------------------------------------

const garageMerge = signInMerge();

/**
 * Sends the browser's garage to `mergeGuestGarage` (once, however many views ask at the same time), writes
 * the merged garage to the cache and clears the browser's. A failure keeps the browser's, to try again.
 */
function mergeGuestGarage(getClient: () => Promise<ApolloClient>): Promise<void> {
  return garageMerge.run(async () => {
    const garage = readGuestGarage();
    if (garage.bikes.length === 0) return;
    const client = await getClient();
    let merged: BikeRef[] | undefined;
    await mutateGarage(client, async (c) => {
      const { data } = await c.mutate({
        mutation: MergeGuestGarageDocument,
        variables: { vehicleIds: garage.bikes.map((b) => b.vehicle.id), activeVehicleId: garage.activeId },
      });
      merged = data?.mergeGuestGarage;
      return merged;
    });
    clearGuestGarage();
    // The account's garage keeps GARAGE_LIMIT bikes in all (and drops bikes the shop no longer has): say which did not join.
    const kept = new Set(readBikes(merged).map((b) => b.vehicle.id));
    const left = garage.bikes.filter((b) => !kept.has(b.vehicle.id)).map((b) => b.vehicle.name);
    if (left.length > 0) toaster.warning({ title: mergeLeftOut.title(left.length), description: mergeLeftOut.description(left) });
  });
}

/**
 * Merges the browser's garage into the account's as soon as the rider is signed in, whichever way they
 * signed in; mounted at the root (GuestGarageMerge), and run by every view of the garage.
 */
export function useGuestGarageMerge(): { pending: boolean; error: unknown; retry: () => Promise<void> } {
  const hasGuestBikes = useGuestGarage().bikes.length > 0;
  const getClient = useApolloClientLoader();
  const start = useCallback(() => mergeGuestGarage(getClient), [getClient]);
  return useMergeOnSignIn(garageMerge, hasGuestBikes, start);
}

// --- The garage ----------------------------------------------------------------------------------------

/** The garage, its active bike and how to change them; the same for guests and signed-in riders. */
export function useGarage(): Garage {
  const mode = useKeptIn();
  const guest = useGuestGarage();
  const merge = useGuestGarageMerge();
  const getClient = useApolloClientLoader();
  const account = useQuery(MyGarageDocument, { skip: mode !== "account" || merge.pending });

  const guestBikes = useMemo<GarageBike[]>(() => {
    const bikes = guest.bikes.map((b) => ({ vehicle: b.vehicle, addedAt: b.addedAt, active: b.vehicle.id === guest.activeId }));
    // The active bike first, as the server orders an account's garage.
    return [...bikes.filter((b) => b.active), ...bikes.filter((b) => !b.active)];
  }, [guest]);
  const accountBikes = useMemo(() => (account.data ? readBikes(account.data.me.garage) : undefined), [account.data]);

  const signedIn = mode === "account";
  /**
   * Where a change goes: the browser's garage for a guest, and for a signed-in rider while the browser's
   * bikes have not joined the account's (the merge under way or failed), as it is the garage shown then;
   * the account's once merged. A change made while the merge is under way waits for it, then goes where
   * the garage shown then is kept, so what is shown is always what is changed.
   */
  const target = useCallback(async (): Promise<"guest" | "account"> => {
    if (!signedIn) return "guest";
    const merging = garageMerge.running();
    if (merging) await merging;
    return readGuestGarage().bikes.length > 0 ? "guest" : "account";
  }, [signedIn]);
  const add = useCallback(
    async (vehicle: GarageVehicle, active = true) => {
      if ((await target()) === "guest") {
        if (!addGuestBike(vehicle, active)) throw new GarageFullError();
        return;
      }
      await mutateGarage(await getClient(), async (c) => {
        const { data } = await c.mutate({ mutation: AddToGarageDocument, variables: { vehicleId: vehicle.id, active } });
        return data?.addToGarage;
      });
    },
    [target, getClient],
  );
  const remove = useCallback(
    async (vehicleId: string) => {
      if ((await target()) === "guest") return removeGuestBike(vehicleId);
      await mutateGarage(await getClient(), async (c) => {
        const { data } = await c.mutate({ mutation: RemoveFromGarageDocument, variables: { vehicleId } });
        return data?.removeFromGarage;
      });
    },
    [target, getClient],
  );
  const setActive = useCallback(
    async (vehicleId: string | null) => {
      if ((await target()) === "guest") return setGuestActiveBike(vehicleId);
      await mutateGarage(await getClient(), async (c) => {
        const { data } = await c.mutate({ mutation: SetActiveBikeDocument, variables: { vehicleId } });
        return data?.setActiveBike;
      });
    },
    [target, getClient],
  );
  const { refetch } = account;
  const refresh = useCallback(async () => {
    if (merge.pending) await merge.retry();
    else if (signedIn) await refetch().catch(() => undefined);
  }, [merge, signedIn, refetch]);

  const actions = { add, remove, setActive, refresh };
  if (mode === "guest") {
    return { mode, bikes: guestBikes, active: guestBikes.find((b) => b.active)?.vehicle ?? null, loading: false, error: null, full: guestBikes.length >= GARAGE_LIMIT, ...actions };
  }
  if (mode === "unknown") return { mode, bikes: [], active: null, loading: true, error: null, full: false, ...actions };
  if (merge.pending) {
    // Until the guest's bikes have joined the account's, the browser's garage is shown, and changed.
    return {
      mode,
      bikes: guestBikes,
      active: guestBikes.find((b) => b.active)?.vehicle ?? null,
      loading: merge.error == null,
      error: merge.error,
      full: guestBikes.length >= GARAGE_LIMIT,
      ...actions,
    };
  }
  const bikes = accountBikes ?? [];
  return {
    mode,
    bikes,
    active: bikes.find((b) => b.active)?.vehicle ?? null,
    loading: !accountBikes && !account.error,
    error: accountBikes ? null : (account.error ?? null),
    full: bikes.length >= GARAGE_LIMIT,
    ...actions,
  };
}
