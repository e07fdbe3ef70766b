import { CombinedGraphQLErrors } from "@apollo/client";
import { LOOSE_EMAIL_PATTERN, limits } from "@shared/rules";
import type { FieldValues, Path, RegisterOptions, UseFormSetError } from "react-hook-form";
import { errorMessage } from "../../components/ErrorState";
import { copy } from "../../lib/copy";
import type { PartCategory, PartDetailsInput, PartInput } from "../../gql/graphql";
import { adminCopy } from "./copy";

const v = copy.validation;
const labels = adminCopy.addProduct;
const errors = adminCopy.partForm.errors;

/** The part form as typed: every value is the input's text until submit parses it. */
export interface PartFormValues {
  name: string;
  email: string;
  description: string;
  picture: string;
  category: PartCategory | "";
  price: string;
  minquantity: string;
  avquantity: string;
}

export const PART_CATEGORIES = Object.keys(adminCopy.categories) as PartCategory[];

export const categoryLabel = (category: PartCategory): string => adminCopy.categories[category] ?? category;

/** The server's rule for a picture: an http(s) URL, or a path on this host (no "..", no "//" start, no spaces). */
export function isValidPicture(value: string): boolean {
  const s = value.trim();
  if (!s) return false;
  if (s.startsWith("/")) return !s.startsWith("//") && !s.includes("..") && !/[\s\\]/.test(s);
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

const filled = (message: string) => (value: string) => value.trim() !== "" || message;

const wholeNumber = (label: string, min: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n)) return errors.wholeNumber(label);
  if (n < min) return errors.atLeast(label, min);
  if (n > limits.maxQuantity) return errors.atMost(label, limits.maxQuantity.toLocaleString("en-US"));
  return true;
};

const maxPrice = limits.maxPriceCents / 100;

/** Validation on submit: the spec's messages for empty fields, then the bounds the server enforces. */
export const partRules = {
  name: {
    validate: {
      required: filled(v.nameRequired),
      length: (value: string) => value.trim().length <= limits.partName || errors.tooLong(labels.nameLabel, limits.partName),
    },
  },
  email: {
    validate: {
      required: filled(v.emailRequired),
      pattern: (value: string) => LOOSE_EMAIL_PATTERN.test(value.trim()) || v.emailInvalid,
    },
  },
  description: {
    validate: {
      required: filled(v.descriptionRequired),
      length: (value: string) =>
        value.trim().length <= limits.partDescription || errors.tooLong(labels.descriptionLabel, limits.partDescription),
    },
  },
  picture: {
    validate: {
      required: filled(v.imageRequired),
      valid: (value: string) => isValidPicture(value) || errors.imageInvalid,
    },
  },
  price: {
    validate: {
      required: filled(v.priceRequired),
      number: (value: string) => Number.isFinite(Number(value)) || errors.priceNumber,
      negative: (value: string) => Number(value) >= 0 || errors.priceNegative,
      max: (value: string) => Number(value) <= maxPrice || errors.atMost(labels.priceLabel, copy.common.dollars(maxPrice)),
      decimals: (value: string) => {
        const cents = Number(value) * 100;
        return Math.abs(cents - Math.round(cents)) < 1e-6 || errors.priceDecimals;
      },
    },
  },
  minquantity: {
    validate: { required: filled(v.minQuantityRequired), bounds: wholeNumber(labels.minQuantityLabel, 1) },
  },
  avquantity: {
    validate: { required: filled(v.availableQuantityRequired), bounds: wholeNumber(labels.availableQuantityLabel, 0) },
  },
} satisfies Partial<Record<keyof PartFormValues, RegisterOptions<PartFormValues>>>;

/**
 * A new part's rules: also its minimum against the stock typed beside it (a part whose minimum is above its
 * stock could never be ordered; the server refuses it too). An existing part's stock moves with orders, so
 * the Edit dialog leaves that check to the server, which refuses only a minimum raised above the stock.
 */
export const newPartRules = {
  ...partRules,
  minquantity: {
    validate: {
      ...partRules.minquantity.validate,
      notAboveStock: (value: string, values: PartFormValues) => {
        const min = Number(value);
        const stock = Number(values.avquantity);
        if (values.avquantity.trim() === "" || !Number.isInteger(stock) || !Number.isInteger(min)) return true;
        return min <= stock || v.minAboveStock;
      },
    },
  },
  // Typing the stock again re-checks the minimum (once the form has been submitted).
  avquantity: { ...partRules.avquantity, deps: ["minquantity"] },
} satisfies Partial<Record<keyof PartFormValues, RegisterOptions<PartFormValues>>>;

/** Dollars typed as text, as a number of whole cents' worth (24.99, never 24.990000001). */
const toDollars = (value: string) => Math.round(Number(value) * 100) / 100;

export function toPartDetailsInput(values: PartFormValues): PartDetailsInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    picture: values.picture.trim(),
    category: values.category || null,
    price: toDollars(values.price),
    minquantity: Number(values.minquantity),
  };
}

export function toPartInput(values: PartFormValues): PartInput {
  return { ...toPartDetailsInput(values), avquantity: Number(values.avquantity) };
}

/** The first GraphQL error's `extensions.field`, when the server names the input at fault. */
export function serverErrorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  if (typeof field !== "string") return undefined;
  // The server names the path inside the input (e.g. "price" or "input.price").
  return field.split(".").pop();
}

/**
 * Puts a server error under the form field it names (when the form has that field); returns the message
 * to show under the whole form otherwise, or null when it was placed on a field.
 */
export function applyServerError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const field = serverErrorField(error);
  const message = errorMessage(error);
  const match = fields.find((f) => f === field);
  if (match) {
    setError(match, { type: "server", message }, { shouldFocus: true });
    return null;
  }
  return message;
}
