import { render, SHOP_NAME, usd, type EmailContent } from "./email-layout";

export interface BackInStockView {
  partName: string;
  brand: string | null;
  partNumber: string | null;
  priceCents: number;
  /** The part's page, where it can be ordered. */
  partUrl: string;
}

/** The email for a shopper who asked to hear when a sold-out part can be ordered again (ADR 0052). */
export function backInStockEmail(view: BackInStockView): EmailContent {
  const made = [view.brand, view.partNumber].filter(Boolean).join(" ");
  return render({
    subject: `Back in stock at ${SHOP_NAME}: ${view.partName}`,
    preheader: `${view.partName} can be ordered again.`,
    heading: "It's back in stock",
    paragraphs: [
      "Hello,",
      `You asked us to tell you when ${view.partName}${made ? ` (${made})` : ""} could be ordered again: it can, at ${usd(view.priceCents)}. Stock is limited, so it may sell out again.`,
      "This is the only email about it: ask again on the part's page if you miss it.",
    ],
    button: { label: "Order it now", url: view.partUrl },
  });
}
