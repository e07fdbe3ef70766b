import { gtinDigits, GTIN_LENGTHS } from "@shared/gtin";
import { REASON_RULES, RETURN_WINDOWS } from "@shared/return-policy";
import type { PageMeta } from "../../lib/page-head";
import type { ProductPartQuery } from "../../gql/graphql";
import { copy } from "../../lib/copy";
import { DeliveryZoneFragment, type DeliveryZone } from "../../lib/destination";
import { useFragment } from "../../gql";
import { FitmentTableFragment } from "./FitmentTable";
import { ReviewsSectionFragment } from "./ReviewsSection";
import { ReviewItemFragment } from "./ReviewItem";

type Part = NonNullable<ProductPartQuery["part"]>;
type ZoneRefs = ProductPartQuery["deliveryZones"];

/** Search results show about this much of a description. */
const DESCRIPTION_CHARS = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, "")}…`;
}

/** Search engines are shown this many of the part's reviews (the newest). */
const JSON_LD_REVIEWS = 5;

/** schema.org's AggregateRating and the newest reviews, when the part has reviews. */
function ratings(part: Part) {
  // The preset's `useFragment` is a plain function (no React hook): it only unmasks the type.
  /* eslint-disable react-hooks/rules-of-hooks */
  const { reviewSummary, reviews } = useFragment(ReviewsSectionFragment, part);
  if (reviewSummary.count === 0 || reviewSummary.average == null) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviewSummary.average, reviewCount: reviewSummary.count, bestRating: 5, worstRating: 1 },
    review: reviews.edges.slice(0, JSON_LD_REVIEWS).map(({ node }) => {
      const review = useFragment(ReviewItemFragment, node);
      return {
        "@type": "Review",
        author: { "@type": "Person", name: review.authorName },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5 },
        name: review.title,
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
      };
    }),
  };
  /* eslint-enable react-hooks/rules-of-hooks */
}

/** schema.org's property for the GTIN's length (gtin8, gtin12, gtin13, gtin14), when the part has one. */
function gtin(part: Part): Record<string, string> {
  const digits = part.gtin ? gtinDigits(part.gtin) : "";
  return (GTIN_LENGTHS as readonly number[]).includes(digits.length) && /^\d+$/.test(digits) ? { [`gtin${digits.length}`]: digits } : {};
}

/**
 * The catalogue's sections whose parts are used up in riding and replaced (server/src/db/data's
 * categories): filters (oil, air and fuel) and brake pads. A part of one is a consumable of the bikes it
 * fits (schema.org's isConsumableFor); any other a spare part or an accessory of them. The catalogue has
 * no section of oils: one would join this list.
 */
export const CONSUMABLE_CATEGORIES: ReadonlySet<string> = new Set(["filters", "brake-pads"]);

/** Search engines are told of this many of the bikes a part fits. */
export const JSON_LD_VEHICLES = 20;

/**
 * The bikes the part fits as schema.org Vehicles, a model year each: the makes and models in turn (A to
 * Z), each from its newest year back, so that twenty of them name as many models as they can.
 */
function vehicles(part: Part) {
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const { fitment, universalFit } = useFragment(FitmentTableFragment, part);
  if (universalFit) return [];
  const byModel = new Map<string, { make: string; model: string; years: Set<number> }>();
  for (const range of fitment) {
    const key = `${range.make}\u0000${range.model}`;
    const entry = byModel.get(key) ?? { make: range.make, model: range.model, years: new Set<number>() };
    for (let year = range.yearFrom; year <= range.yearTo; year++) entry.years.add(year);
    byModel.set(key, entry);
  }
  const models = [...byModel.values()]
    .sort((a, b) => a.make.localeCompare(b.make, "en") || a.model.localeCompare(b.model, "en"))
    .map((m) => ({ ...m, newestFirst: [...m.years].sort((a, b) => b - a) }));
  const picked: { make: string; model: string; year: number }[] = [];
  for (let round = 0; picked.length < JSON_LD_VEHICLES && models.some((m) => m.newestFirst.length > round); round++) {
    for (const m of models) {
      const year = m.newestFirst[round];
      if (year !== undefined && picked.length < JSON_LD_VEHICLES) picked.push({ make: m.make, model: m.model, year });
    }
  }
  return picked.map((v) => ({
    "@type": "Vehicle",
    name: `${v.year} ${v.make} ${v.model}`,
    brand: { "@type": "Brand", name: v.make },
    model: v.model,
    vehicleModelDate: String(v.year),
  }));
}

function fitsBikes(part: Part) {
  const bikes = vehicles(part);
  if (bikes.length === 0) return {};
  const category = part.productCategory;
  const consumable = [category?.slug, category?.parent?.slug].some((slug) => !!slug && CONSUMABLE_CATEGORIES.has(slug));
  return consumable ? { isConsumableFor: bikes } : { isAccessoryOrSparePartFor: bikes };
}

const days = (minValue: number, maxValue: number) => ({ "@type": "QuantitativeValue", minValue, maxValue, unitCode: "DAY" });

/**
 * One OfferShippingDetails per delivery zone: its countries, the price its cheapest method starts at (the
 * lightest parcels'), and that method's transit in business days after a handling time of 0 to 1 day
 * (an order before the day's cut-off leaves that day, after it the next business day).
 */
function shippingDetails(zones: readonly DeliveryZone[]) {
  return zones.flatMap((zone) => {
    const cheapest = [...zone.methods].sort((a, b) => a.fromPrice - b.fromPrice)[0];
    if (!cheapest || zone.countries.length === 0) return [];
    return [
      {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: cheapest.fromPrice.toFixed(2), currency: "USD" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: zone.countries.map((c) => c.code) },
        deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: days(0, 1), transitTime: days(cheapest.minDays, cheapest.maxDays) },
      },
    ];
  });
}

/** Google reads at most this many countries in one return policy's applicableCountry. */
const COUNTRIES_PER_POLICY = 50;

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const FEES = { free: "https://schema.org/FreeReturn", buyer: "https://schema.org/ReturnFeesCustomerResponsibility" } as const;

/**
 * The returns policy of shared/return-policy.ts as schema.org MerchantReturnPolicy objects, one per return
 * window and group of countries the shop ships to: days after delivery, by mail, the buyer paying for the
 * parcel back when they changed their mind and the shop when the part was faulty. A part that cannot be
 * returned once fitted comes back only for the shop's own faults: no return is offered for it.
 */
function returnPolicies(part: Part, zones: readonly DeliveryZone[]) {
  const shipped = [...new Set(zones.flatMap((z) => z.countries.map((c) => c.code)))].sort();
  if (shipped.length === 0) return [];
  const inOthers = new Set(RETURN_WINDOWS.flatMap((w) => w.countries));
  return RETURN_WINDOWS.flatMap((window) => {
    const countries = window.countries.length > 0 ? shipped.filter((c) => window.countries.includes(c)) : shipped.filter((c) => !inOthers.has(c));
    return chunks(countries, COUNTRIES_PER_POLICY).map((applicableCountry) =>
      part.returnable
        ? {
            "@type": "MerchantReturnPolicy",
            applicableCountry,
            returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
            merchantReturnDays: window.days,
            returnMethod: "https://schema.org/ReturnByMail",
            returnFees: REASON_RULES.CHANGED_MIND.shopAtFault ? FEES.free : FEES.buyer,
            itemDefectReturnFees: REASON_RULES.FAULTY.shopAtFault ? FEES.free : FEES.buyer,
          }
        : { "@type": "MerchantReturnPolicy", applicableCountry, returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
    );
  });
}

/** One object, or the list when there are several; nothing when there is none. */
const oneOrMany = <T>(key: string, list: T[]): Record<string, T | T[]> => (list.length === 0 ? {} : { [key]: list.length === 1 ? list[0]! : list });

/**
 * What a part page tells search engines and link previews (ADR 0041): its description and picture, and
 * schema.org's Product for Google's merchant listings: its Offer (price, currency, availability from
 * stock, condition, shipping to each delivery zone, the returns policy), Brand, mpn, sku and GTIN, the
 * bikes it fits, the ratings, and the BreadcrumbList of its categories. Paths are site-relative: the
 * server makes them absolute.
 * No priceValidUntil: Google asks for it only where a price ends on a known day, and the shop's have no
 * end date (a made-up one would be false, and a past one hides the result).
 */
export function partPageMeta(part: Part, zoneRefs: ZoneRefs): PageMeta {
  const zones = zoneRefs.map((z) => useFragment(DeliveryZoneFragment, z));
  const url = `/product/${part.id}`;
  const trail = [part.productCategory?.parent, part.productCategory].filter((c): c is NonNullable<typeof c> => !!c);
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: part.name,
    description: part.description || undefined,
    image: part.picture,
    sku: part.partNumber ?? part.id,
    mpn: part.partNumber ?? undefined,
    ...gtin(part),
    brand: part.brand ? { "@type": "Brand", name: part.brand } : undefined,
    category: part.productCategory?.label,
    url,
    ...fitsBikes(part),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "USD",
      price: part.price.toFixed(2),
      availability: part.soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      ...oneOrMany("shippingDetails", shippingDetails(zones)),
      ...oneOrMany("hasMerchantReturnPolicy", returnPolicies(part, zones)),
    },
    ...ratings(part),
  };
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { name: copy.brand, item: "/" },
      ...trail.map((c) => ({ name: c.label, item: `/category/${c.slug}` })),
      { name: part.name, item: url },
    ].map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
  };
  return {
    description: part.description ? shorten(part.description) : part.name,
    image: part.picture,
    type: "product",
    jsonLd: [product, breadcrumbs],
  };
}
