/**
 * When a refund reaches the buyer: the one statement the returns page and the refund and cancellation
 * emails make, so the shop promises the same days everywhere.
 */
export const REFUND_WORKING_DAYS = 5;

/** The days a bank may take to show a refund once the shop has sent it. */
export const BANK_DAYS = { min: 5, max: 10 } as const;

export const refundTiming = {
  /** The returns page's promise: "We refund … within 5 working days of receiving them." */
  returnedParts: `We refund the price of the returned parts to the card you paid with within ${REFUND_WORKING_DAYS} working days of receiving them.`,
  /** What follows every refund, on the returns page and in the emails: "Your bank may then take 5 to 10 days to show it." */
  bank: `Your bank may then take ${BANK_DAYS.min} to ${BANK_DAYS.max} days to show it.`,
} as const;
