import { CombinedGraphQLErrors } from "@apollo/client";
import { ruleMessages } from "@shared/rules";
import {
  availableQuantity,
  categorySlug,
  dimensionsCm,
  gtin,
  hsCode,
  leadTimeDays,
  looseEmail,
  numberFromText,
  originCountry,
  partDetailsInput,
  partGallery,
  partSpecs,
  price,
  restockDate,
  scheduleB,
  scheduleBMismatch,
  weightKg,
  withMinNotAboveStock,
} from "@shared/schemas";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../../components/ErrorState";
import { applyServerError } from "../../lib/forms";
import { errorCode } from "../../lib/graphql-errors";
import { catalogueAdminCopy } from "./copy";

const errors = catalogueAdminCopy.partForm.errors;

/** A whole number typed in a field: text that is no number gets the message of a fraction. */
const wholeFromText = (rule: z.ZodNumber, label: string, required: string) =>
  numberFromText(rule, { required, notNumber: errors.wholeNumber(label) });

/** A select's value: "" for none (null: on an edit, the part leaves its category), else a slug. */
const slugFromSelect = (rule: ReturnType<typeof categorySlug>) =>
  z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(rule.nullable());

/** The three sizes of the boxed part, in the order the form shows them. */
export const DIMENSIONS = ["length", "width", "height"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
const labelOf = (d: Dimension) => catalogueAdminCopy.partForm.dimensions.name[d];

/** A decimal number as typed, "," allowed for the decimal point (as in the weight). */
const decimalFromText = (text: string) => Number(text.replace(",", "."));

/**
 * The boxed size: three inputs of text. All empty is no size (null: an edit removes it); all three give
 * the numbers the server's rule checks; some but not all say so under each empty one.
 */
const dimensionsFromText = z
  .object({ length: z.string().trim(), width: z.string().trim(), height: z.string().trim() })
  .transform((sizes, ctx) => {
    const empty = DIMENSIONS.filter((d) => sizes[d] === "");
    if (empty.length === DIMENSIONS.length) return null;
    if (empty.length > 0) {
      for (const d of empty) ctx.addIssue({ code: "custom", path: [d], message: errors.dimensionMissing(labelOf(d)) });
      return z.NEVER;
    }
    return { length: decimalFromText(sizes.length), width: decimalFromText(sizes.width), height: decimalFromText(sizes.height) };
  })
  .pipe(dimensionsCm.unwrap());

/**
 * The Edit dialog's form: the server's rules for a part's details (shared/schemas.ts), read from the
 * inputs' text; its output is the mutation's PartDetailsInput, every catalogue field included (an empty
 * Brand or Part number is null, no specs or images an empty list: the edit clears them). The old enum
 * `category` is never sent: the Category select gives `categorySlug`.
 *
 * The export data are sent too, so that emptying one clears it: an empty HS code, Schedule B number or
 * country of origin is null, and so are three empty sizes. The HS code and Schedule B number go as the
 * shared rules give them (digits only: the server takes them with or without their dots).
 *
 * Whether the part may be returned once fitted is always sent too (the checkbox holds true or false).
 *
 * So are the GTIN, the lead time and the restock date, so that emptying one removes it: the GTIN goes as
 * the shared rule gives it (digits only, its check digit verified), the lead time as a number, the restock
 * date as the date input's YYYY-MM-DD.
 *
 * The image list holds one object per row (`{ url }`, as react-hook-form's field arrays need), each
 * checked by the server's rule for an image so that its message lands under its input, then handed to
 * the server's list rule (at most 8) as the URLs themselves.
 */
const partDetailsFields = partDetailsInput.extend({
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
    .transform((v) => (v === "" ? undefined : decimalFromText(v)))
    .pipe(weightKg.optional()),
  // Each input always holds text: the shared rules without their "left out" (an empty one is null).
  hsCode: hsCode.unwrap().unwrap(),
  scheduleB: scheduleB.unwrap().unwrap(),
  originCountry: originCountry.unwrap().unwrap(),
  dimensionsCm: dimensionsFromText,
  gtin: gtin.unwrap().unwrap(),
  // Empty: null (unknown); else the shared rule, whose first message also says that text is no number.
  leadTimeDays: z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : Number(v)))
    .pipe(leadTimeDays.unwrap()),
  restockDate: restockDate.unwrap().unwrap(),
  // A checkbox always holds a value, so both forms send it: a new part's default, an edit's as it stands.
  returnable: z.boolean(),
});

/**
 * A Schedule B number names a heading of its HS code: another one is said under Schedule B, as the
 * server refuses it, once both codes are valid (whatever the other fields hold).
 */
function withScheduleBOfHsCode<T extends z.ZodType<{ hsCode?: string | null; scheduleB?: string | null }>>(part: T) {
  return part.superRefine(
    (p, ctx) => {
      const message = scheduleBMismatch(p);
      if (message) ctx.addIssue({ code: "custom", message, path: ["scheduleB"], continue: true });
    },
    { when: ({ issues }) => !issues.some((i) => i.path?.[0] === "hsCode" || i.path?.[0] === "scheduleB") },
  );
}

export const partDetailsForm = withScheduleBOfHsCode(partDetailsFields);

/**
 * The Add Product form: a part's details, its stock (a minimum above it is said under the minimum, as the
 * server does) and the adding admin's email, which the spec's form shows; its output is PartInput plus
 * that email.
 */
export const newPartForm = withMinNotAboveStock(
  withScheduleBOfHsCode(
    partDetailsFields.extend({
      email: looseEmail(),
      avquantity: wholeFromText(availableQuantity, "Available Quantity", ruleMessages.availableQuantityRequired),
    }),
  ),
);

/** Both forms as typed: every value is its input's text (the lists, one object per row). */
export type PartFormValues = z.input<typeof newPartForm>;
export type PartDetailsFormOutput = z.output<typeof partDetailsForm>;

/** The part forms' lists, and where a message about one of their rows goes. */
const LIST_FIELD = /^(?:input\.)?(specs|gallery)(?:\.(\d+)(?:\.(name|value))?)?$/;

/** The boxed size, or one of its three numbers. */
const DIMENSION_FIELD = /^(?:input\.)?dimensionsCm(?:\.(length|width|height))?$/;

/** The path the server names in a BAD_USER_INPUT error (`extensions.field`), as it is. */
function serverField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error) || errorCode(error) !== "BAD_USER_INPUT") return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === "string" ? field : undefined;
}

/**
 * Puts a server error under the input it names, like lib/forms.ts's `applyServerError`, and also under
 * a row of the Specs or More images list: "specs.1.value" under Spec 2's value, "gallery.0" under the
 * first gallery image, "specs" (a rule of the whole list) under the list; "dimensionsCm.width" under
 * Width (the whole size under Length, the first of the three). Returns the message to show for the whole
 * form otherwise, or null when it was placed.
 */
export function applyPartServerError<T extends FieldValues & Pick<PartFormValues, "specs" | "gallery">>(
  error: unknown,
  fields: readonly Path<T>[],
  form: Pick<UseFormReturn<T, unknown, unknown>, "setError" | "getValues">,
): string | null {
  const field = serverField(error) ?? "";
  const dimension = DIMENSION_FIELD.exec(field);
  if (dimension) {
    form.setError(`dimensionsCm.${dimension[1] ?? "length"}` as Path<T>, { type: "server", message: errorMessage(error) }, { shouldFocus: true });
    return null;
  }
  const list = LIST_FIELD.exec(field);
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
