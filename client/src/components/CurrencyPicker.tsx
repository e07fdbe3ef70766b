import { Box, NativeSelect, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useId } from "react";
import { CURRENCIES, CURRENCY_CODES, currencyOfCountry, isCurrencyCode } from "@shared/currencies";
import { currencyOfMarket, useCurrency } from "../lib/currency";
import { useApolloClientLoader } from "../lib/apollo";
import { activeBikeMarket } from "../lib/garage";
import { guestActiveBike, useGuestGarage } from "../lib/guest-garage";
import { afterHydration, isHydrating } from "../lib/hydration";
import { useSession } from "../lib/session";
import { MyAddressesDocument } from "./AddressForm";
import { copy } from "../lib/copy";

/** The currency prices are shown in, chosen from the shop's list (lib/currency.tsx); the top bar and the phones' menu. */
export function CurrencyPicker({ stacked = false }: { stacked?: boolean }) {
  const { chosen, choose } = useCurrency();
  const id = useId();
  return (
    <Box w={stacked ? "full" : "auto"}>
      <label htmlFor={id}>{stacked ? <Text fontWeight="medium" mb="1">{copy.currency.label}</Text> : <VisuallyHidden>{copy.currency.label}</VisuallyHidden>}</label>
      <NativeSelect.Root size="sm" w={stacked ? "full" : "24"}>
        <NativeSelect.Field
          id={id}
          value={chosen}
          minH="10"
          onChange={(e) => {
            if (isCurrencyCode(e.target.value)) choose(e.target.value);
          }}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {stacked ? `${code} · ${CURRENCIES[code].name}` : code}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** Said under the top bar when the chosen currency's rate is too old: prices are in US dollars meanwhile. */
export function CurrencyNotice() {
  const { chosen, unavailable } = useCurrency();
  if (!unavailable) return null;
  return (
    <Text role="status" fontSize="sm" color="fg.muted" py="1">
      {copy.currency.unavailable(chosen)}
    </Text>
  );
}

/**
 * Defaults the currency from what the shop knows of the shopper, until they pick one themselves: the
 * market of the garage's active bike, then (stronger) the country of a signed-in rider's default address.
 * Mounted once at the root, where a page may have no API client yet: a rider's garage and address book
 * are asked through the shop's client once it is loaded. It renders nothing.
 */
/** A server-rendered page keeps the currency it was sent in until it is hydrated. */
const whenHydrated = (then: () => void) => (isHydrating() ? afterHydration(then) : then());

export function CurrencyFromShopper() {
  const { suggest } = useCurrency();
  const { user } = useSession();
  const guestMarket = guestActiveBike(useGuestGarage())?.market ?? null;
  const load = useApolloClientLoader();
  const uid = user?.uid ?? null;
  useEffect(() => {
    const code = !uid && guestMarket ? currencyOfMarket(guestMarket) : null;
    if (code) whenHydrated(() => suggest(code, "garage"));
  }, [uid, guestMarket, suggest]);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void load()
      .then(async (client) => {
        const [market, book] = await Promise.all([activeBikeMarket(client), client.query({ query: MyAddressesDocument })]);
        if (!live) return;
        const code = market ? currencyOfMarket(market) : null;
        if (code) whenHydrated(() => suggest(code, "garage"));
        const addresses = book.data?.myAddresses ?? [];
        const country = (addresses.find((a) => a.isDefault) ?? addresses[0])?.country;
        if (country) whenHydrated(() => suggest(currencyOfCountry(country), "address"));
      })
      // Without them the currency stays as it is: a default, never a reason to fail a page.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [uid, load, suggest]);
  return null;
}
