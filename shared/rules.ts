/**
 * Rules checked both in the browser and on the server, with the messages the shop shows for them
 * (verbatim from the specification, spelling included).
 */

/**
 * The email rule of sign-up and of the server (ADR 0015): every address Firebase Authentication accepts
 * for an account, that is a local part without spaces or "@", then a domain of at least two labels
 * (letters, digits, hyphens, not at either end of a label) whose last one is a top-level domain of two
 * letters or more, of any length (.info, .store, .motorcycles, .test) or an internationalised one (xn--).
 * The spec's "2-3 letters" refused real addresses. Clearly malformed input still gets the spec's message.
 */
export const EMAIL_PATTERN =
  /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;
/** Login's loose rule: it must not lock out an existing account (the demo ones end in .test). */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= limits.email && EMAIL_PATTERN.test(value);
}

/** Login keeps the spec's minimum (an existing password is Firebase's to judge). */
export const PASSWORD_MIN_LENGTH = 5;
/** Sign-up asks for Firebase's own minimum, so that no password passes the form and then fails (ADR 0015). */
export const SIGNUP_PASSWORD_MIN_LENGTH = 6;

/** The first problem with a password for this form, as the form shows it; null when there is none. */
export function passwordProblem(password: string, form: "logIn" | "signUp"): string | null {
  if (!password) return ruleMessages.passwordRequired;
  const min = form === "signUp" ? SIGNUP_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  return password.length < min ? ruleMessages.passwordTooShort(min) : null;
}

export const ruleMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please Give a valid Email",
  passwordRequired: "Password is required",
  /** The spec's "password must be 5 character or long", with the form's own minimum. */
  passwordTooShort: (min: number) => `password must be ${min} character or long`,
  nameRequired: "Name is required",
  quantityOutOfRange: "Please set exact quantity",
  descriptionRequired: "Description is required",
  minQuantityRequired: "Minimum Quantity is required",
  availableQuantityRequired: "Available Quantity is required",
  priceRequired: "Price Quantity is required",
  imageRequired: "Image is required",
  /** A part whose minimum order is above its stock could never be bought. */
  minAboveStock: "Minimum Quantity cannot be more than Available Quantity: nobody could order it.",
  /** Raising an existing part's minimum above the stock it has would make it sold out. */
  minAboveCurrentStock: (stock: number) =>
    `Minimum Quantity cannot be more than the ${stock} pices in stock: restock first, or nobody could order it.`,
} as const;

export const limits = {
  partName: 120,
  partDescription: 2000,
  url: 2048,
  displayName: 100,
  reviewText: 2000,
  profileText: 200,
  phoneNumber: 20,
  contactMessage: 5000,
  email: 254,
  /** Largest price of one unit, in cents ($1,000,000). */
  maxPriceCents: 100_000_000,
  /** Largest stock or order quantity of one part. */
  maxQuantity: 1_000_000,
  maxPageSize: 100,
  brand: 60,
  partNumber: 60,
  /** Specs per part, and the length of a spec's name and value. */
  specs: 30,
  specName: 40,
  specValue: 120,
  /** Images after a part's first one. */
  galleryImages: 8,
  /** A supplier's lead time for a sold-out part, in US business days. */
  leadTimeDays: 180,
  categorySlug: 60,
  categoryLabel: 80,
  /** A catalogue file (import): its size in megabytes and its rows after the header. */
  importFileMegabytes: 100,
  importRows: 200_000,
  /** A catalogue file sent through GraphQL as text rather than to POST /parts/import. */
  importTextKilobytes: 90,
} as const;
