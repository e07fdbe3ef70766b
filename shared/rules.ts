/**
 * Rules checked both in the browser and on the server, with the messages the shop shows for them
 * (verbatim from the specification, spelling included).
 */

/**
 * Sign-up's email rule, the spec's "letters or digits, an @, letters, a dot, then 2-3 letters",
 * widened to the addresses people really have (dots and pluses before the @, sub-domains after it).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,3}$/;
/** Login's loose rule: it must not lock out an existing account (the demo ones end in .test). */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 5;

export const ruleMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please Give a valid Email",
  passwordRequired: "Password is required",
  passwordTooShort: "password must be 5 character or long",
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
} as const;
