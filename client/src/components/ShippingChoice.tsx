import { Alert, Button, Flex, RadioGroup, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { arrivalWords } from "@shared/delivery";
import { copy } from "../lib/copy";
import { errorCode } from "../lib/graphql-errors";
import { AddressForm, AddressLines, MyAddressesDocument } from "./AddressForm";
import { ErrorState, errorMessage } from "./ErrorState";

/**
 * Where an order goes and how: the address (from the book, or a new one saved to it) and the shipping
 * method of those that take the parcel there. Checkout uses both for a cart; the payment page uses them
 * for an order placed without an address, before it takes payment.
 */
export const shippingCopy = {
  addressesLabel: "Ship to",
  newAddress: "Ship to a new address",
  noAddresses: "Add the address we should ship to.",
  addressesError: "We could not load your addresses.",
  chooseAddressFirst: "Choose an address to see how we can ship there.",
  methodsLabel: "Shipping method",
  days: (min: number, max: number) => (min === max ? `${min} business days` : `${min}–${max} business days`),
  quoting: "Pricing shipping to this address…",
  quoteError: "We could not price shipping to this address.",
} as const;

const t = shippingCopy;

/** An address of the book (the default first, chosen to start with), or a new one, saved and chosen. */
export function AddressChoice({ chosen, onChoose }: { chosen: string | null; onChoose: (id: string | null) => void }) {
  const { data, error, loading, refetch } = useQuery(MyAddressesDocument);
  const [adding, setAdding] = useState(false);
  const addresses = useMemo(() => data?.myAddresses ?? [], [data]);

  useEffect(() => {
    if (chosen === null && addresses.length > 0) onChoose(addresses[0].id);
  }, [addresses, chosen, onChoose]);

  if (error && !data) return <ErrorState error={error} title={t.addressesError} onRetry={() => void refetch().catch(() => {})} />;
  if (loading && !data) return <SkeletonText noOfLines={4} role="status" aria-label={copy.common.loading} />;
  return (
    <Stack gap="4">
      {addresses.length === 0 && !adding && <Text>{t.noAddresses}</Text>}
      {addresses.length > 0 && (
        <RadioGroup.Root value={chosen ?? ""} onValueChange={(e) => onChoose(e.value)} aria-label={t.addressesLabel}>
          <Stack gap="3">
            {addresses.map((a) => (
              <RadioGroup.Item key={a.id} value={a.id} alignItems="start" borderWidth="1px" borderRadius="md" p="3" cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="1" />
                <RadioGroup.ItemText>
                  <AddressLines address={a} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      {adding || addresses.length === 0 ? (
        <AddressForm
          address={null}
          headingAs="h3"
          onDone={(savedId) => {
            setAdding(false);
            if (savedId) onChoose(savedId);
          }}
        />
      ) : (
        <Button alignSelf="start" variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
          {t.newAddress}
        </Button>
      )}
    </Stack>
  );
}

/** " · Arrives Tue 8 Dec – Fri 11 Dec": an option's arrival days, after its business days (MethodChoice's `detail`). */
export function ArrivalDetail({ estimate }: { estimate: { earliest: string; latest: string } | null | undefined }) {
  if (!estimate) return null;
  return (
    <>
      {" · "}
      <Text as="span" color="fg">
        {arrivalWords(estimate)}
      </Text>
    </>
  );
}

/** A shipping option as both quotes answer it. */
export interface MethodOption {
  id: string;
  label: string;
  price: number;
  minDays: number;
  maxDays: number;
}

/**
 * The methods that take the parcel to the chosen address, cheapest first (the cheapest chosen to start
 * with, and again when a new address changes what is offered); or why none can.
 */
export function MethodChoice<O extends MethodOption>({
  hasAddress,
  options,
  error,
  loading,
  onRetry,
  chosen,
  onChoose,
  format = copy.common.dollars,
  detail,
  describedBy,
}: {
  hasAddress: boolean;
  options: readonly O[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  chosen: string | null;
  onChoose: (id: string) => void;
  /** How prices are written: US dollars unless the quote is in another currency. */
  format?: (amount: number) => string;
  /** More about an option, after its business days on the same line (checkout's arrival dates). */
  detail?: (option: O) => ReactNode;
  /** The id of what describes the whole choice (checkout's dispatch cut-off). */
  describedBy?: string;
}) {
  useEffect(() => {
    if (options && options.length > 0 && !options.some((o) => o.id === chosen)) onChoose(options[0].id);
  }, [options, chosen, onChoose]);

  if (!hasAddress) return <Text color="fg.muted">{t.chooseAddressFirst}</Text>;
  if (error) {
    // A refusal for the shopper ("We don't ship to …") is said as it is; anything else can be retried.
    const code = errorCode(error);
    const refusal = code === "BAD_USER_INPUT" || code === "DESTINATION_REFUSED";
    return refusal ? (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Root>
    ) : (
      <ErrorState error={error} title={t.quoteError} onRetry={onRetry} />
    );
  }
  if (loading || !options) return <Skeleton h="16" role="status" aria-label={t.quoting} />;
  return (
    <RadioGroup.Root value={chosen ?? ""} onValueChange={(e) => e.value && onChoose(e.value)} aria-label={t.methodsLabel} aria-describedby={describedBy}>
      <Stack gap="3">
        {options.map((o) => (
          <RadioGroup.Item key={o.id} value={o.id} alignItems="start" borderWidth="1px" borderRadius="md" p="3" cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="1" />
            <RadioGroup.ItemText flex="1" minW="0">
              <Flex justify="space-between" gap="3" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">{o.label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.days(o.minDays, o.maxDays)}
                    {detail?.(o)}
                  </Text>
                </Stack>
                <Text fontWeight="semibold">{format(o.price)}</Text>
              </Flex>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
