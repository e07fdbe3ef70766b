/** The carriers a shipment goes with, and where a buyer follows a parcel. */
export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = { usps: "USPS", ups: "UPS", fedex: "FedEx", dhl: "DHL", other: "Other carrier" };

const TRACKING_PAGES: Record<Exclude<Carrier, "other">, string> = {
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  dhl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=",
};

/** The carrier's tracking page for a number; null for a carrier the shop has no page of. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier as keyof typeof TRACKING_PAGES];
  return page ? `${page}${encodeURIComponent(trackingNumber)}` : null;
}
