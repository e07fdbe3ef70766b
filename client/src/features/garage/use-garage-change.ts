import { useState } from "react";
import { errorMessage } from "../../components/ErrorState";
import { GARAGE_LIMIT, GarageFullError } from "../../lib/garage";
import { toaster } from "../../lib/toaster";
import { garageCopy as t } from "./copy";

/**
 * Runs a change of the garage (add, remove, make active), saying in a toast that it was done or why not;
 * `busy` is the key of the change under way (a bike's id), for its button's spinner. `onDone` runs after
 * a change is made: the button pressed often goes away with it, so the page moves the focus somewhere
 * that stays.
 */
export function useGarageChange(onDone?: () => void): { busy: string | null; run: (key: string, change: () => Promise<void>, done: string) => Promise<void> } {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, change: () => Promise<void>, done: string) => {
    setBusy(key);
    try {
      await change();
      toaster.success({ title: done });
      onDone?.();
    } catch (error) {
      toaster.error({ title: t.changeFailed, description: error instanceof GarageFullError ? t.full(GARAGE_LIMIT) : errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** The bike page of a garage bike, on its own variant and market: /bikes/yamaha/mt-07/2019?variant=<id>. */
export const bikePath = (bike: { id: string; makeSlug: string; modelSlug: string; year: number }) =>
  `/bikes/${bike.makeSlug}/${bike.modelSlug}/${bike.year}?variant=${encodeURIComponent(bike.id)}`;
