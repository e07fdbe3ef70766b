import { ruleMessages } from "@shared/rules";
import { availableQuantity, looseEmail, numberFromText, partDetailsInput, price, withMinNotAboveStock } from "@shared/schemas";
import { z } from "zod";
import type { PartCategory } from "../../gql/graphql";
import { adminCopy } from "./copy";

export const PART_CATEGORIES = Object.keys(adminCopy.categories) as PartCategory[];

export const categoryLabel = (category: PartCategory): string => adminCopy.categories[category] ?? category;

const errors = adminCopy.partForm.errors;

/** A whole number typed in a field: text that is no number gets the message of a fraction. */
const wholeFromText = (rule: z.ZodNumber, label: string, required: string) =>
  numberFromText(rule, { required, notNumber: errors.wholeNumber(label) });

/**
 * The Edit dialog's form: the server's rules for a part's details (shared/schemas.ts), read from the
 * inputs' text; its output is the mutation's PartDetailsInput.
 */
export const partDetailsForm = partDetailsInput.extend({
  category: z
    .enum(PART_CATEGORIES as [PartCategory, ...PartCategory[]])
    .or(z.literal(""))
    .transform((c) => c || null),
  price: numberFromText(price, { required: ruleMessages.priceRequired, notNumber: errors.priceNumber }),
  minquantity: wholeFromText(partDetailsInput.shape.minquantity, "Minimum Quantity", ruleMessages.minQuantityRequired),
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

/** Both forms as typed: every value is its input's text. */
export type PartFormValues = z.input<typeof newPartForm>;
export type PartDetailsFormOutput = z.output<typeof partDetailsForm>;
