import { CombinedGraphQLErrors } from "@apollo/client";
import { ruleMessages } from "@shared/rules";
import {
  availableQuantity,
  categorySlug,
  looseEmail,
  numberFromText,
  partDetailsInput,
  partGallery,
  partSpecs,
  price,
  weightKg,
  withMinNotAboveStock,
} from "@shared/schemas";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../../components/ErrorState";
import { applyServerError } from "../../lib/forms";
import { errorCode } from "../../lib/graphql-errors";
import { adminCopy } from "./copy";

const errors = adminCopy.partForm.errors;

/** A whole number typed in a field: text that is no number gets the message of a fraction. */
const wholeFromText = (rule: z.ZodNumber, label: string, required: string) =>
  numberFromText(rule, { required, notNumber: errors.wholeNumber(label) });

/** A select's value: "" for none (null: on an edit, the part leaves its category), else a slug. */
const slugFromSelect = (rule: ReturnType<typeof categorySlug>) =>
  z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(rule.nullable());

/**
 * The Edit dialog's form: the server's rules for a part's details (shared/schemas.ts), read from the
 * inputs' text; its output is the mutation's PartDetailsInput, every catalogue field included (an empty
 * Brand or Part number is null, no specs or images an empty list: the edit clears them). The old enum
 * `category` is never sent: the Category select gives `categorySlug`.
 *
 * The image list holds one object per row (`{ url }`, as react-hook-form's field arrays need), each
 * checked by the server's rule for an image so that its message lands under its input, then handed to
 * the server's list rule (at most 8) as the URLs themselves.
 */
export const partDetailsForm = partDetailsInput.extend({
  price: numberFromText(price, { required: ruleMessages.priceRequired, notNumber: errors.priceNumber }),
  minquantity: wholeFromText(partDetailsInput.shape.minquantity, "Minimum Quantity", ruleMessages.minQuantityRequired),
  categorySlug: slugFromSelect(categorySlug()),
  specs: partSpecs,
  gallery: z
    .array(z.object({ url: partGallery.element }))
    .transform((rows) => rows.map((row) => row.url))
    .pipe(partGallery),
  // Empty: left out (a new part weighs 1 kg, an edit keeps the weight); else the server's rule.
  weightKg: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : Number(v.replace(",", "."))))
    .pipe(weightKg.optional()),
});

/**
 * The Add Product form: a part's details, its stock (a minimum above it is said under the minimum, as the
 * server does) and the adding admin's email, which the spec's form shows; its output is PartInput plus
 * that email.
 */
export const newPartForm = withMinNotAboveStock(
  partDetailsForm.extend({
    email: looseEmail(),
    avquantity: wholeFromText(availableQuantity, "Available Quantity", ruleMessages.availableQuantityRequired),
  }),
);

/** Both forms as typed: every value is its input's text (the lists, one object per row). */
export type PartFormValues = z.input<typeof newPartForm>;
export type PartDetailsFormOutput = z.output<typeof partDetailsForm>;

/** The part forms' lists, and where a message about one of their rows goes. */
const LIST_FIELD = /^(?:input\.)?(specs|gallery)(?:\.(\d+)(?:\.(name|value))?)?$/;

/** The path the server names in a BAD_USER_INPUT error (`extensions.field`), as it is. */
function serverField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" ? field : undefined;
}

/**
 * Puts a server error under the input it names, like lib/forms.ts's `applyServerError`, and also under
 * a row of the Specs or More images list: "specs.1.value" under Spec 2's value, "gallery.0" under the
 * first gallery image, "specs" (a rule of the whole list) under the list. Returns the message to show
 * for the whole form otherwise, or null when it was placed.
 */
export function applyPartServerError<T extends FieldValues & Pick<PartFormValues, "specs" | "gallery">>(
  error: unknown,
  fields: readonly Path<T>[],
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
): string | null {
  const list = LIST_FIELD.exec(serverField(error) ?? "");
  if (!list) return applyServerError(error, fields, form.setError);
  const [, name, index, key] = list as unknown as [string, "specs" | "gallery", string | undefined, "name" | "value" | undefined];
  const message = errorMessage(error);
  if (index === undefined) {
    form.setError(name as Path<T>, { type: "server", message });
    return null;
  }
  const rows = (form.getValues(name as Path<T>) as unknown[] | undefined) ?? [];
  if (Number(index) >= rows.length) return message;
  const path = name === "gallery" ? `gallery.${index}.url` : `specs.${index}.${key ?? "name"}`;
  form.setError(path as Path<T>, { type: "server", message }, { shouldFocus: true });
  return null;
}
