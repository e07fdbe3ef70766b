import { CombinedGraphQLErrors } from "@apollo/client";
import { otherPartNumbers, partFitmentInput } from "@shared/vehicles";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../../components/ErrorState";
import { errorCode } from "../../lib/graphql-errors";
import type { FitPosition, FitmentDialog_PartFragment, FitmentInput, PartNumberInput, PartNumberKind } from "../../gql/graphql";

/** One range as its inputs hold it: text, "" for none (a select's "" is "any"). */
export interface RangeValues {
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
  variant: string;
  market: string;
  position: string;
  notes: string;
}

/** One other number as its inputs hold it; `kind` is shared/vehicles.ts' (oem, superseded, interchange). */
export interface NumberValues {
  kind: string;
  brand: string;
  number: string;
}

/** The Fitment dialog's form: the part's fitment (setPartFitment) and its other numbers (setPartNumbers). */
export interface FitmentFormValues {
  fitment: { universal: boolean; ranges: RangeValues[] };
  numbers: NumberValues[];
}

export const emptyRange = (): RangeValues => ({ make: "", model: "", yearFrom: "", yearTo: "", variant: "", market: "", position: "", notes: "" });
export const emptyNumber = (): NumberValues => ({ kind: "oem", brand: "", number: "" });

/** A year as typed: empty is missing (the shared rule's "must be a year"), anything else its number. */
const yearFromText = (text: unknown) => (typeof text !== "string" ? text : text.trim() === "" ? undefined : Number(text.trim()));

/**
 * The server's rules (shared/vehicles.ts), read from the inputs' text: each range's years become numbers
 * first, so that every message is the server's own ("Year from must be a year.", "Make is required.", "A
 * universal part lists no ranges."). The output is the two mutations' input, but for the enums, which
 * shared/vehicles.ts writes in lower case (`toFitmentInput`, `toPartNumbersInput`).
 */
export const fitmentForm = z.object({
  fitment: z.preprocess(
    (value) =>
      value && typeof value === "object" && "ranges" in value && Array.isArray(value.ranges)
        ? {
            ...value,
            ranges: (value.ranges as RangeValues[]).map((r) => ({ ...r, yearFrom: yearFromText(r.yearFrom), yearTo: yearFromText(r.yearTo) })),
          }
        : value,
    partFitmentInput,
  ),
  numbers: otherPartNumbers,
});
export type FitmentFormOutput = z.output<typeof fitmentForm>;

/** The part as the form starts: its ranges, and its numbers but its own (MANUFACTURER, edited with its details). */
export function toFitmentFormValues(part: FitmentDialog_PartFragment): FitmentFormValues {
  return {
    fitment: {
      universal: part.universalFit,
      ranges: part.fitment.map((r) => ({
        make: r.make,
        model: r.model,
        yearFrom: String(r.yearFrom),
        yearTo: String(r.yearTo),
        variant: r.variant ?? "",
        market: r.market ?? "",
        position: r.position?.toLowerCase() ?? "",
        notes: r.notes ?? "",
      })),
    },
    numbers: part.otherNumbers.map((n) => ({ kind: n.kind.toLowerCase(), brand: n.brand, number: n.number })),
  };
}

/** setPartFitment's input: a universal part sends no ranges (the form has removed them already). */
export function toFitmentInput(output: FitmentFormOutput["fitment"]): { universal: boolean; ranges: FitmentInput[] } {
  return {
    universal: output.universal,
    ranges: output.universal
      ? []
      : output.ranges.map((r) => ({
          make: r.make,
          model: r.model,
          yearFrom: r.yearFrom,
          yearTo: r.yearTo,
          variant: r.variant ?? null,
          market: r.market ?? null,
          position: r.position ? (r.position.toUpperCase() as FitPosition) : null,
          notes: r.notes ?? null,
        })),
  };
}

/** setPartNumbers' numbers. */
export const toPartNumbersInput = (output: FitmentFormOutput["numbers"]): PartNumberInput[] =>
  output.map((n) => ({ kind: n.kind.toUpperCase() as PartNumberKind, brand: n.brand, number: n.number }));

/** A path the form has: a range's or a number's input, a list, or the switch. */
const FORM_PATH = /^(?:fitment\.(?:universal|ranges(?:\.\d+\.(?:make|model|yearFrom|yearTo|variant|market|position|notes))?)|numbers(?:\.\d+\.(?:kind|brand|number))?)$/;

/**
 * Where a field the server names goes in the form: setPartFitment's "input.ranges.2.make" (or
 * "ranges.2.make") under the third range's Make, setPartNumbers' "numbers.1.number" (or "1.number")
 * under the second number's input; undefined for what the form has no input for.
 */
export function formPathOf(field: string, mutation: "fitment" | "numbers"): string | undefined {
  const bare = field.replace(/^input\./, "");
  const path = mutation === "fitment" ? `fitment.${bare}` : /^\d/.test(bare) ? `numbers.${bare}` : bare;
  return FORM_PATH.test(path) ? path : undefined;
}

/**
 * Puts each field error of a refused mutation (BAD_USER_INPUT's `fields`, or its one `field`) under its
 * input, focusing the first; returns the message to show for the whole form when none has an input, or
 * null. A row the server names that the form no longer has (it cannot, as the form sent them all) counts
 * as none.
 */
export function applyFitmentServerErrors<T extends FieldValues>(
  error: unknown,
  mutation: "fitment" | "numbers",
  setError: UseFormSetError<T>,
  rowCount: (list: "fitment.ranges" | "numbers") => number,
): string | null {
  const message = errorMessage(error);
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return message;
  const extensions = error.errors[0]?.extensions ?? {};
  const listed = Array.isArray(extensions.fields)
    ? (extensions.fields as { field?: unknown; message?: unknown }[])
    : [{ field: extensions.field, message: error.errors[0]?.message }];
  let placed = 0;
  for (const item of listed) {
    if (typeof item.field !== "string" || typeof item.message !== "string") continue;
    const path = formPathOf(item.field, mutation);
    if (!path) continue;
    const row = /^(fitment\.ranges|numbers)\.(\d+)\./.exec(path);
    if (row && Number(row[2]) >= rowCount(row[1] as "fitment.ranges" | "numbers")) continue;
    // A list's own rule (too many ranges, universal with ranges) goes under the list, as the schema's do.
    const target = path === "fitment.ranges" || path === "numbers" ? `${path}.root` : path;
    setError(target as Path<T>, { type: "server", message: item.message }, { shouldFocus: placed++ === 0 });
  }
  return placed > 0 ? null : message;
}
