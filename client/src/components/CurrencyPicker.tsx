import { Box, NativeSelect, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId } from "react";
import { CURRENCIES, CURRENCY_CODES, currencyOfCountry, isCurrencyCode } from "@shared/currencies";
import { currencyOfMarket, useCurrency } from "../lib/currency";
import { useGarage } from "../lib/garage";
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
 * Mounted once at the root; it renders nothing.
 */
/** A server-rendered page keeps the currency it was sent in until it is hydrated. */
const whenHydrated = (then: () => void) => (isHydrating() ? afterHydration(then) : then());

export function CurrencyFromShopper() {
  const { suggest } = useCurrency();
  const { user } = useSession();
  const { active } = useGarage();
  const { data } = useQuery(MyAddressesDocument, { skip: !user });
  const market = active?.market ?? null;
  const addresses = data?.myAddresses;
  const country = (addresses?.find((a) => a.isDefault) ?? addresses?.[0])?.country ?? null;
  useEffect(() => {
    const code = market ? currencyOfMarket(market) : null;
    if (code) whenHydrated(() => suggest(code, "garage"));
  }, [market, suggest]);
  useEffect(() => {
    if (country) whenHydrated(() => suggest(currencyOfCountry(country), "address"));
  }, [country, suggest]);
  return null;
}
