import { z } from "zod";
import { PART_NUMBER_PATTERN } from "./part-numbers";
import { isValidEmail, limits, LOOSE_EMAIL_PATTERN, ruleMessages } from "./rules";
import { isCountryCode } from "./addresses";
import { isCalendarDate } from "./delivery-calendar";
import { gtinDigits, gtinProblem } from "./gtin";

/**
 * The input schemas of the API, written once: the server parses every input with them (whatever the
 * client checked), and the forms check the same rules through react-hook-form's zod resolver, so a form
 * never lets through what the server would refuse, with the same message. The messages are the spec's
 * where it has one (shared/rules.ts), ours otherwise.
 *
 * A form's inputs hold text: a form schema wraps a numeric rule in `numberFromText`, which gives the
 * empty field and the non-number their own messages and hands the number to the rule.
 */

// ---- Fields -------------------------------------------------------------------------------------

/** Trims; an empty string means "no value" (null). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullish();

export const requiredText = (max: number, label: string, requiredMessage = `${label} is required.`) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(max, `${label} must be at most ${max} characters.`);

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

export const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(limits.url, `${label} must be at most ${limits.url} characters.`)
    .refine(isHttpUrl, `${label} must be an http(s) URL.`);

/** A link a profile may leave empty: an http(s) URL, or "" / null for none. */
export const optionalHttpUrl = (label: string) => httpUrl(label).or(z.literal("")).nullish();

/** The rule of the server and of sign-up (ADR 0015), lower-cased. */
export const emailAddress = (
  label = "Email",
  messages = { required: `${label} is required.`, invalid: `${label} must be a valid email address.` },
) =>
  z
    .string(messages.required)
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(limits.email, `${label} must be at most ${limits.email} characters.`)
    .refine(isValidEmail, messages.invalid);

/** An address typed in the shop's own forms (contact, newsletter), with the spec's messages. */
const typedEmail = () => emailAddress("Email", { required: ruleMessages.emailRequired, invalid: ruleMessages.emailInvalid });

/** The loose rule of forms that must not lock out an existing account, with the spec's messages. */
export const looseEmail = () =>
  z.string().trim().min(1, ruleMessages.emailRequired).regex(LOOSE_EMAIL_PATTERN, ruleMessages.emailInvalid);

/** A whole number of units from `min` to the shop's largest quantity. */
export const quantity = (label: string, min: number, requiredMessage = `${label} is required`) =>
  z
    .number(requiredMessage)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(limits.maxQuantity, `${label} must be at most ${limits.maxQuantity.toLocaleString("en-US")}.`);

/** The highest price a part may have, in dollars. */
export const MAX_PRICE = limits.maxPriceCents / 100;

/** A price in dollars with at most two decimals (the server stores whole cents). */
export const price = z
  .number(ruleMessages.priceRequired)
  .min(0, "Price must not be negative.")
  .max(MAX_PRICE, `Price must be at most $${MAX_PRICE.toLocaleString("en-US")}.`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Price must have at most two decimals.");

/** A part's picture: an http(s) URL, or a path on this host such as /images/parts/brake-disc.svg. */
export function isValidPicture(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("..") && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

export const picture = requiredText(limits.url, "Image", ruleMessages.imageRequired).refine(
  isValidPicture,
  "Image must be an http(s) URL or a path on this site.",
);

/**
 * A number typed in a form's text input: empty gives `requiredMessage`, text that is not a number gives
 * `notNumberMessage`, and a number goes on to `rule`.
 */
export function numberFromText<T extends z.ZodType<number, number>>(rule: T, messages: { required: string; notNumber: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .transform((text, ctx) => {
      const n = Number(text);
      if (Number.isFinite(n)) return n;
      ctx.addIssue({ code: "custom", message: messages.notNumber });
      return z.NEVER;
    })
    .pipe(rule);
}

/** A category's slug: lower-case letters and digits in words joined by dashes, as in /category/brake-pads. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const categorySlug = (label = "Category") =>
  z
    .string(`${label} is required.`)
    .trim()
    .toLowerCase()
    .max(limits.categorySlug, `${label} must be at most ${limits.categorySlug} characters.`)
    .regex(SLUG_PATTERN, `${label} must be lower-case letters and digits in words joined by dashes, e.g. brake-pads.`);

/** A manufacturer part number as printed ("520VX3-120"); empty means none. */
export const partNumber = optionalText(limits.partNumber, "Part number").refine(
  (v) => v == null || PART_NUMBER_PATTERN.test(v),
  "Part number may hold letters, digits, spaces and - . / # + ( ) only, and must start with a letter or digit.",
);

/** A part's specs: an ordered list of name and value pairs ("Pitch: 520"), each name once. */
export const partSpecs = z
  .array(
    z.object({
      name: requiredText(limits.specName, "Spec name"),
      value: requiredText(limits.specValue, "Spec value"),
    }),
  )
  .max(limits.specs, `A part may have at most ${limits.specs} specs.`)
  .refine((specs) => new Set(specs.map((s) => s.name.toLowerCase())).size === specs.length, "Each spec name may appear once.");

/** Images after a part's first picture. */
export const partGallery = z.array(picture).max(limits.galleryImages, `A part may have at most ${limits.galleryImages} more images.`);

/** A shipping weight in kg, to the gram: more than 0 and at most 70 kg, the couriers' limit for one parcel. */
export const weightKg = z
  .number("Weight must be a number.")
  .gt(0, "Weight must be more than 0 kg.")
  .max(70, "Weight must be at most 70 kg.")
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, "Weight is in kg with at most 3 decimals (grams).");

/** Digits only: "8714.10" and "8714 10" are 871410. */
const digitsOf = (v: string) => v.replace(/[\s.-]/g, "");

/** An HS code of six digits, written with or without its dot ("8714.10"); stored as digits, empty for none. */
export const hsCode = z
  .string()
  .trim()
  .transform(digitsOf)
  .refine((v) => v === "" || /^\d{6}$/.test(v), "HS code has six digits, such as 8714.10.")
  .transform((v) => (v === "" ? null : v))
  .nullish();

/** A Schedule B number of ten digits ("8714.10.0000"); stored as digits, empty for none. */
export const scheduleB = z
  .string()
  .trim()
  .transform(digitsOf)
  .refine((v) => v === "" || /^\d{10}$/.test(v), "Schedule B number has ten digits, such as 8714.10.0000.")
  .transform((v) => (v === "" ? null : v))
  .nullish();

/** Where a part was made: a two-letter ISO code, empty for unknown. */
export const originCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === "" || isCountryCode(v), "Country of origin is a two-letter ISO code, such as JP.")
  .transform((v) => (v === "" ? null : v))
  .nullish();

/** A GTIN (8, 12, 13 or 14 digits, check digit verified), typed or scanned; stored as digits, empty for none. */
export const gtin = z
  .string()
  .trim()
  .transform(gtinDigits)
  .superRefine((v, ctx) => {
    const problem = v === "" ? undefined : gtinProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => (v === "" ? null : v))
  .nullish();

/** A supplier's lead time in US business days, for a part while it is sold out; empty for unknown. */
export const leadTimeDays = z
  .number("Lead time must be a number of business days.")
  .int("Lead time is a whole number of business days.")
  .min(1, "Lead time is at least 1 business day.")
  .max(limits.leadTimeDays, `Lead time is at most ${limits.leadTimeDays} business days.`)
  .nullish();

/** The day new stock is expected (YYYY-MM-DD); empty for unknown. */
export const restockDate = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDate(v), "Restock date is a date, such as 2026-12-18.")
  .transform((v) => (v === "" ? null : v))
  .nullish();

const centimetres = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .gt(0, `${label} must be more than 0 cm.`)
    .max(300, `${label} must be at most 300 cm.`)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, `${label} is in cm with at most 1 decimal (mm).`);

/** The boxed size in cm: all three, or none (null). */
export const dimensionsCm = z.object({ length: centimetres("Length"), width: centimetres("Width"), height: centimetres("Height") }).nullish();

// ---- Inputs -------------------------------------------------------------------------------------

/**
 * What an admin sets of a part (PartDetailsInput); `category` is checked against the schema's enum. The
 * catalogue fields (brand, part number, category slug, specs, gallery) may be left out: on an edit,
 * a field left out keeps its value.
 */
export const partDetailsInput = z.object({
  name: requiredText(limits.partName, "Name", ruleMessages.nameRequired),
  description: requiredText(limits.partDescription, "Description", ruleMessages.descriptionRequired),
  picture,
  price,
  minquantity: quantity("Minimum Quantity", 1, ruleMessages.minQuantityRequired),
  brand: optionalText(limits.brand, "Brand"),
  partNumber,
  categorySlug: categorySlug().nullish(),
  specs: partSpecs.nullish(),
  gallery: partGallery.nullish(),
  weightKg: weightKg.nullish(),
  hsCode,
  scheduleB,
  originCountry,
  dimensionsCm,
  returnable: z.boolean("Say whether the part may be returned: true or false.").nullish(),
  gtin,
  leadTimeDays,
  restockDate,
});

/** A Schedule B number is an HS code and four more digits: refused when it names another heading. */
export const scheduleBMismatch = (p: { hsCode?: string | null; scheduleB?: string | null }): string | null =>
  p.hsCode && p.scheduleB && !p.scheduleB.startsWith(p.hsCode) ? "Schedule B number starts with the part's HS code." : null;

/** A new section of the catalogue (CategoryInput). */
export const categoryInput = z.object({
  slug: categorySlug("Slug"),
  label: requiredText(limits.categoryLabel, "Label"),
  parentSlug: categorySlug("Parent").nullish(),
  position: z.number().int("Position must be a whole number.").min(0, "Position must not be negative.").max(10_000, "Position must be at most 10,000.").nullish(),
});

export const availableQuantity = quantity("Available Quantity", 0, ruleMessages.availableQuantityRequired);

/**
 * A new part's minimum order must not be above its stock, or nobody could order it: said under the
 * minimum, once both numbers are valid (whatever the other fields hold).
 */
export function withMinNotAboveStock<T extends z.ZodType<{ minquantity: number; avquantity: number }>>(part: T) {
  return part.refine((p) => p.minquantity <= p.avquantity, {
    message: ruleMessages.minAboveStock,
    path: ["minquantity"],
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === "minquantity" || i.path?.[0] === "avquantity"),
  });
}

/** Units added to a part's stock (the Restock dialog's "Units to add"). */
export const restockQuantity = quantity("Units to add", 1);

/** A review of the shop (ReviewInput). */
const RATING_RANGE = "Rating must be a whole number from 1 to 5.";
export const reviewInput = z.object({
  name: z.string().trim().max(limits.displayName, `Name must be at most ${limits.displayName} characters.`).nullish(),
  ratings: z.number("Rating is required.").int(RATING_RANGE).min(1, RATING_RANGE).max(5, RATING_RANGE),
  review: requiredText(limits.reviewText, "Review"),
});
export const ratingMessages = { required: "Rating is required.", notNumber: RATING_RANGE };

/** A profile's details (ProfileInput): each may be left empty. */
export const profileInput = z.object({
  linkedin: optionalHttpUrl("Linkedin"),
  twitter: optionalHttpUrl("Twitter"),
  location: optionalText(limits.profileText, "Location"),
  education: optionalText(limits.profileText, "Education"),
  number: z
    .string()
    .trim()
    .max(limits.phoneNumber, `Number must be at most ${limits.phoneNumber} characters.`)
    .regex(/^(\+?[0-9]{4,19})?$/, "Number must be digits only (a leading + is allowed), 4 to 19 of them.")
    .nullish(),
});

/** A message sent with the contact form (ContactMessageInput). */
export const contactMessageInput = z.object({
  email: typedEmail(),
  name: requiredText(limits.displayName, "Name", ruleMessages.nameRequired),
  message: requiredText(limits.contactMessage, "Message", "Message is required"),
});

/** An admin's answer to a contact message, sent to its writer by email. */
export const contactReplyInput = z.object({
  body: requiredText(limits.contactMessage, "Reply", "Write your reply first."),
});

/** A sign-up to the newsletter (subscribeToNewsletter's email). */
export const newsletterInput = z.object({ email: typedEmail() });

/** How many units of a part one order asks for; the part's own minimum and stock are checked beside it. */
export const orderQuantity = z
  .number("Quantity is required.")
  .int("Quantity must be a whole number.")
  .min(1, ruleMessages.quantityOutOfRange)
  .max(limits.maxQuantity, ruleMessages.quantityOutOfRange);
