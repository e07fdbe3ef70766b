import { pdfText } from "../../../test/pdf-text";
import { invoicePdf } from "./pdf";

describe("the PDF writer", () => {
  it("prints names in any Latin, Greek or Cyrillic script", async () => {
    const pdf = await invoicePdf({
      title: "Commercial invoice",
      number: "MP-100001",
      date: "2026-11-26",
      seller: ["MotoParts USA LLC"],
      buyer: ["Łukasz Żółkiewski", "Київ", "Αθήνα"],
      lines: [{ description: "Brake pads", partNumber: "FA196HH", hsCode: "8714.10", origin: "Japan", quantity: 2, unitValue: "42.50", total: "85.00", weight: "0.64 kg" }],
      totals: [["Invoice total", "85.00"]],
      payment: ["Paid 2026-11-26 by card (Stripe)"],
      sellerRegistration: null,
      currency: "USD",
      incoterm: "DDP",
      incotermText: "DDP",
      reasonForExport: "Sale",
      totalWeight: "0.64 kg",
      declaration: "I declare.",
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toEqual(expect.arrayContaining(["Commercial invoice", "Łukasz Żółkiewski", "Київ", "Αθήνα", "Brake pads (FA196HH)", "8714.10"]));
  });
});
