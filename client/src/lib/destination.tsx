import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { countryName, isCountryCode } from "@shared/addresses";
import { graphql, useFragment } from "../gql";
import type { DeliveryZone_ZoneFragment } from "../gql/graphql";
import { MyAddressesDocument } from "../components/AddressForm";
import { useApolloClientLoader } from "./apollo";
import { activeBikeMarket } from "./garage";
import { browserStore } from "./guest-store";
import { guestActiveBike, useGuestGarage } from "./guest-garage";
import { afterHydration, isHydrating } from "./hydration";
import { useSession } from "./session";

/**
 * Where the shopper's parcel would go, for the delivery dates of the part page and the cart: the country
 * they picked (kept in the browser, beating everything), else the country of a signed-in rider's default
 * address, else the market of the garage's active bike, else the browser's region, else the United States.
 * A server-rendered page is rendered and hydrated for the United States: the shopper's own country is read
 * once the page is hydrated, so the markup the browser takes over is the one the server sent.
 */

/** Where the shop is, and what a page says before it knows more of the shopper. */
export const HOME_COUNTRY = "US";

/** A zone of `deliveryZones` as the picker and the part page's JSON-LD read it. */
export const DeliveryZoneFragment = graphql(`
  fragment DeliveryZone_zone on DeliveryZone {
    name
    countries {
      code
      name
    }
    methods {
      label
      minDays
      maxDays
      fromPrice
    }
  }
`);

export const ShippingDestinationsDocument = graphql(`
  query ShippingDestinations {
    deliveryZones {
      ...DeliveryZone_zone
    }
  }
`);

export type DeliveryZone = DeliveryZone_ZoneFragment;

/** The European Union's members: a bike of the EU market is delivered to the browser's region when it is one of them. */
const EU_COUNTRIES = new Set(["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"]);

/** The browser's region ("de-DE" → DE), when it names a country. */
export function regionCountry(language: string | undefined = typeof navigator === "undefined" ? undefined : navigator.language): string | null {
  const region = /-([A-Za-z]{2})\b/.exec(language ?? "")?.[1]?.toUpperCase();
  return region && isCountryCode(region) ? region : null;
}

/**
 * The country a bike of this market (shared/vehicles.ts MARKETS) is most likely ridden in: the EU's is
 * the browser's region when that is in the EU, else Germany, its largest market.
 */
export function countryOfMarket(market: string, region: string | null = regionCountry()): string | null {
  const code = market.toUpperCase();
  if (code === "EU") return region && EU_COUNTRIES.has(region) ? region : "DE";
  if (code === "UK") return "GB";
  return ["US", "CA", "JP", "AU", "BR", "IN"].includes(code) ? code : null;
}

/** The shopper's own pick, the same in every tab; anything that is not a country code is dropped. */
const picked = browserStore<string | null>({
  key: "motoparts.destination.v1",
  parse: (raw) => {
    try {
      const value: unknown = raw ? JSON.parse(raw) : null;
      return typeof value === "string" && isCountryCode(value) ? value : null;
    } catch {
      return null;
    }
  },
  empty: null,
  isEmpty: (value) => value === null,
});

/** Calls `changed` once a hydration under way ends (nothing to wait for otherwise). */
function subscribeHydration(changed: () => void): () => void {
  if (isHydrating()) afterHydration(changed);
  return () => {};
}

/**
 * False while the server renders a page and while the browser hydrates it, then true; true at once for a
 * component first rendered in the browser after that.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeHydration, () => !isHydrating(), () => false);
}

/** Where in a country a parcel goes, as far as a quote asks (the main markets' rules need both). */
export interface DestinationDetail {
  postalCode: string | null;
  region: string | null;
}

interface AccountDefaults {
  uid: string;
  address: (DestinationDetail & { country: string }) | null;
  market: string | null;
}

/** A signed-in rider's default address's country and active bike's market, asked once the page is hydrated. */
function useAccountDefaults(uid: string | null, hydrated: boolean): AccountDefaults | null {
  const load = useApolloClientLoader();
  const [found, setFound] = useState<AccountDefaults | null>(null);
  useEffect(() => {
    if (!uid || !hydrated) return;
    let live = true;
    void load()
      .then(async (client) => {
        // Each on its own: a garage that fails to load leaves the address's country standing, and the other way round.
        const [market, book] = await Promise.allSettled([activeBikeMarket(client), client.query({ query: MyAddressesDocument })]);
        if (!live) return;
        const addresses = book.status === "fulfilled" ? (book.value.data?.myAddresses ?? []) : [];
        const chosen = addresses.find((a) => a.isDefault) ?? addresses[0];
        const address = chosen ? { country: chosen.country, postalCode: chosen.postalCode, region: chosen.region } : null;
        setFound({ uid, address, market: market.status === "fulfilled" ? market.value : null });
      })
      // Without them the destination is the next default's: never a reason to fail a page.
      .catch(() => live && setFound({ uid, address: null, market: null }));
    return () => {
      live = false;
    };
  }, [uid, hydrated, load]);
  return found && found.uid === uid ? found : null;
}

export interface Destination {
  /** ISO 3166-1 alpha-2, e.g. DE. */
  country: string;
  /** The shopper's own choice: kept in the browser, and never replaced by a default. */
  choose(code: string): void;
  /**
   * False while a server-rendered page hydrates (`country` is the United States until then), and while a
   * signed-in rider's address book and garage are asked: dates asked before would be for another country.
   */
  ready: boolean;
  /** The postal code and region of a signed-in rider's default address, when the destination is its country. */
  address: DestinationDetail | null;
}

/** The shopper's destination country, and how to choose another. */
export function useDestination(): Destination {
  const hydrated = useHydrated();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const own = picked.useValue();
  const guestMarket = guestActiveBike(useGuestGarage())?.market ?? null;
  const account = useAccountDefaults(uid, hydrated);
  const choose = useCallback((code: string) => {
    const upper = code.trim().toUpperCase();
    if (isCountryCode(upper)) picked.write(upper);
  }, []);
  let country = HOME_COUNTRY;
  const book = uid ? (account?.address ?? null) : null;
  if (hydrated) {
    const region = regionCountry();
    const market = uid ? account?.market : guestMarket;
    country = own ?? book?.country ?? (market ? countryOfMarket(market, region) : null) ?? region ?? HOME_COUNTRY;
  }
  const detail = hydrated && book?.country === country ? book : null;
  const postalCode = detail?.postalCode ?? null;
  const region = detail?.region ?? null;
  const address = useMemo(() => (detail ? { postalCode, region } : null), [detail, postalCode, region]);
  const ready = hydrated && (!uid || !!account);
  return useMemo(() => ({ country, choose, ready, address }), [country, choose, ready, address]);
}

export interface ShippingCountry {
  code: string;
  name: string;
}

/** The zones the shop ships to (public `deliveryZones`), and their countries by name. */
export function useShippingCountries(): { zones: DeliveryZone[] | undefined; countries: ShippingCountry[] | undefined; error: unknown } {
  const { data, error } = useQuery(ShippingDestinationsDocument);
  // The preset's `useFragment` is a plain function (no React hook): it only unmasks the type.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const zones = useMemo(() => data?.deliveryZones.map((z) => useFragment(DeliveryZoneFragment, z)), [data]);
  const countries = useMemo(() => (zones ? shippingCountries(zones) : undefined), [zones]);
  return { zones, countries, error };
}

/** Every country of the zones, once each, by name. */
export function shippingCountries(zones: readonly DeliveryZone[]): ShippingCountry[] {
  const byCode = new Map<string, ShippingCountry>();
  for (const zone of zones) for (const c of zone.countries) byCode.set(c.code, { code: c.code, name: c.name });
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** A country's name: the zones' when it is one of them ("Germany"), else the runtime's. */
export function destinationName(code: string, countries: readonly ShippingCountry[] | undefined): string {
  return countries?.find((c) => c.code === code)?.name ?? countryName(code);
}

/** Whether the shop ships there; undefined while the zones are not known. */
export function shipsTo(code: string, countries: readonly ShippingCountry[] | undefined): boolean | undefined {
  return countries ? countries.some((c) => c.code === code) : undefined;
}

/**
 * Whether to ask for dates to a country yet: once the zones say the shop ships there, or once they could
 * not be had (the server then says whether it does). Not while they load: a country the shop does not ship
 * to would be asked about for nothing.
 */
export function mayAskDates(code: string, shipping: { countries: readonly ShippingCountry[] | undefined; error: unknown }): boolean {
  return shipping.countries ? shipsTo(code, shipping.countries) === true : !!shipping.error;
}
