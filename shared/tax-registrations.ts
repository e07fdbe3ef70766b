/**
 * The tax registrations a seller outside the destination needs to collect its tax at the sale, with the
 * form of each number: the EU's Import One-Stop Shop (IM, the member state of identification's three
 * digits, seven more), UK VAT (GB and nine digits), Norway's VOEC (seven digits), Australia's GST on
 * low-value imports (an ABN of eleven digits or an ARN of twelve) and New Zealand's (eight or nine digits).
 */
export const TAX_REGISTRATIONS = {
  IOSS: { label: "IOSS", pattern: /^IM\d{10}$/, form: "IM and ten digits" },
  UK_VAT: { label: "UK VAT", pattern: /^GB\d{9}$/, form: "GB and nine digits" },
  VOEC: { label: "VOEC", pattern: /^\d{7}$/, form: "seven digits" },
  AU_GST: { label: "Australian GST (ABN/ARN)", pattern: /^\d{11,12}$/, form: "an ABN of 11 digits or an ARN of 12" },
  NZ_GST: { label: "New Zealand GST", pattern: /^\d{8,9}$/, form: "eight or nine digits" },
} as const;

export type TaxRegistration = keyof typeof TAX_REGISTRATIONS;
export const TAX_REGISTRATION_KINDS = ["IOSS", "UK_VAT", "VOEC", "AU_GST", "NZ_GST"] as const satisfies readonly TaxRegistration[];
