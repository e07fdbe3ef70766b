// What the part's fields share: the form they are given, and the list fields' message and focus.
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { PartFormValues } from "./part-form";

export type PartForm<Output> = UseFormReturn<PartFormValues, unknown, Output>;

/** A message of a rule of a whole list: from the form's schema (`root`) or from the server (on the list itself). */
export type ListError = { message?: string; root?: { message?: string } } | undefined;
export const listMessage = (error: ListError) => error?.root?.message ?? error?.message;

/**
 * Runs `focus` once the list has re-rendered after a change (a moved row keeps its key, a removed one is
 * gone), so that keyboard focus never falls back to the page.
 */
export function usePendingFocus(dependency: unknown) {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const focus = pending.current;
    pending.current = null;
    focus?.();
  }, [dependency]);
  return (focus: () => void) => {
    pending.current = focus;
  };
}
