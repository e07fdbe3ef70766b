import { Box, NativeSelect, Text, VisuallyHidden } from "@chakra-ui/react";
import { useId } from "react";
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from "@shared/currencies";
import { useCurrency } from "../lib/currency";
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
