import { Flex, NativeSelect } from "@chakra-ui/react";
import { useId } from "react";
import { destinationName, type ShippingCountry } from "../lib/destination";

/** The picker's strings (its owner's: the part page and the cart show it). */
export const destinationPickerCopy = {
  label: "Deliver to",
} as const;

/**
 * "Deliver to: Germany ▾": the countries the shop ships to, by name, for the shopper's destination
 * (lib/destination.tsx). A country the shop does not ship to (a default from an address abroad) is listed
 * too while it is the one chosen, so that the select shows what the dates beside it are for.
 */
export function DestinationPicker({ country, countries, onChoose }: { country: string; countries: readonly ShippingCountry[] | undefined; onChoose(code: string): void }) {
  const id = useId();
  const listed = countries ?? [];
  const options = listed.some((c) => c.code === country) ? listed : [{ code: country, name: destinationName(country, countries) }, ...listed];
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <label htmlFor={id}>{destinationPickerCopy.label}</label>
      <NativeSelect.Root size="sm" w="auto" minW="0" maxW="full">
        <NativeSelect.Field id={id} value={country} minH="10" data-testid="destination-picker" onChange={(e) => onChoose(e.currentTarget.value)}>
          {options.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
