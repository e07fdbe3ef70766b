import { Alert, Box, Button, Container, Grid, Heading, HStack, Link, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { TitledCard } from "../../components/TitledCard";
import { OrderTotals, dutyCopy, localMoney } from "../../components/OrderTotals";
import { ErrorState } from "../../components/ErrorState";
import { OrderRefusal } from "../../components/OrderRefusal";
import { PartImage } from "../../components/PartImage";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { MyAddressesDocument, type Address } from "../../components/AddressForm";
import { AddressChoice, MethodChoice } from "../../components/ShippingChoice";
import { checkoutCopy } from "./copy";
import { useCart } from "../../lib/cart";
import { CheckoutQuoteDocument, PlaceCheckoutOrderDocument } from "./operations";
import type { CheckoutShippingQuoteQuery } from "../../gql/graphql";

const t = checkoutCopy;

/** The chosen method's price and what the parcel costs at the border with it. */
interface ChosenQuote {
  shipping: number;
  landed: CheckoutShippingQuoteQuery["checkoutQuote"]["shippingOptions"][number]["landedCost"];
}
const dollars = copy.common.dollars;

/**
 * The checkout's idempotency key: one per checkout, kept for the tab's session, so that a double click,
 * a retry or a reload while the order is being placed is that one order. A placed order forgets it.
 */
const KEY_STORAGE = "motoparts.checkout.key";
function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(() => {
    const kept = sessionStorage.getItem(KEY_STORAGE);
    if (kept) return kept;
    const fresh = `checkout-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY_STORAGE, fresh);
    return fresh;
  });
  const renew = () => {
    const fresh = `checkout-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY_STORAGE, fresh);
    setKey(fresh);
  };
  return [key, renew];
}

type Line = { partId: string; quantity: number };

/** Step 2: the methods that take this parcel to this address, priced with its duties and taxes. */
function MethodStep({
  lines,
  address,
  chosen,
  onChoose,
  onQuote,
}: {
  lines: Line[];
  address: Address | null;
  chosen: string | null;
  onChoose: (id: string) => void;
  onQuote: (quote: ChosenQuote | null) => void;
}) {
  const destination = address ? { country: address.country, postalCode: address.postalCode, region: address.region } : null;
  const { data, error, loading, refetch } = useQuery(CheckoutQuoteDocument, {
    variables: { lines, address: destination ?? { country: "" } },
    skip: !destination || lines.length === 0,
    fetchPolicy: "network-only",
  });
  const options = destination ? data?.checkoutQuote.shippingOptions : undefined;
  const option = options?.find((o) => o.id === chosen);
  useEffect(() => {
    onQuote(option ? { shipping: option.price, landed: option.landedCost } : null);
  }, [option, onQuote]);
  return (
    <MethodChoice
      hasAddress={!!destination}
      options={options}
      error={error}
      loading={loading}
      onRetry={() => void refetch().catch(() => {})}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}

/**
 * Checkout at /checkout: address, shipping method, then review and place the order; one page
 * on a desktop, the steps stacked on a phone. The order is the server's: it prices every line again and
 * takes the stock of all of them, or of none.
 */
export default function CheckoutPage() {
  return (
    <Container maxW="6xl" py={{ base: "6", md: "8" }}>
      <Checkout />
    </Container>
  );
}

function Checkout() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  // The account's cart, once a guest cart brought along at sign-in has joined it.
  const cart = useCart();
  const addresses = useQuery(MyAddressesDocument);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [quote, setQuote] = useState<ChosenQuote | null>(null);
  const [key, renewKey] = useIdempotencyKey();
  // The ordered parts leave the cart on the server; the cart everywhere (the top bar's count) follows.
  const [placeOrder, placing] = useMutation(PlaceCheckoutOrderDocument, { refetchQueries: ["MyCart"] });
  const [placeError, setPlaceError] = useState<unknown>(null);

  const buyable = useMemo(() => cart.lines.filter((l) => l.part && l.unitPrice !== null), [cart.lines]);
  const lines = useMemo<Line[]>(() => buyable.map((l) => ({ partId: l.part!.id, quantity: l.quantity })), [buyable]);
  const changed = cart.lines.filter((l) => l.notices.length > 0);
  const address = addresses.data?.myAddresses.find((a) => a.id === addressId) ?? null;
  const subtotal = cart.subtotal;
  const ready = !!address && !!methodId && !!quote && lines.length > 0;

  const onPlace = async () => {
    if (!ready || !address) return;
    setPlaceError(null);
    try {
      const { data } = await placeOrder({
        variables: {
          input: {
            lines,
            address: {
              fullName: address.fullName,
              line1: address.line1,
              line2: address.line2,
              city: address.city,
              region: address.region,
              postalCode: address.postalCode,
              country: address.country,
              phone: address.phone,
            },
            shippingMethod: methodId,
            idempotencyKey: key,
          },
        },
      });
      const order = data!.checkout;
      renewKey();
      toaster.success({ title: t.placedToast(order.number) });
      void navigate(`/dashboard/orders/${order.id}`, { state: { placed: true } });
    } catch (err) {
      setPlaceError(err);
      // The cart may have changed under us (stock sold elsewhere): show it as it is now.
      void cart.refresh();
    }
  };

  if (cart.error && cart.lines.length === 0) return <ErrorState error={cart.error} title={t.cartError} onRetry={() => void cart.refresh()} />;
  if (cart.loading && cart.lines.length === 0) {
    return (
      <Stack gap="4" role="status" aria-label={copy.common.loading}>
        <Skeleton h="10" w="40" />
        <Skeleton h="48" />
      </Stack>
    );
  }
  if (buyable.length === 0) {
    return (
      <Stack gap="4" align="start">
        <Heading as="h1" size="xl">
          {t.emptyTitle}
        </Heading>
        <Text>{t.empty}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/search">{t.browse}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t.heading}
      </Heading>
      {changed.length > 0 && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.changedTitle}</Alert.Title>
            <Box as="ul" ps="4" listStyleType="disc">
              {changed.map((l) => (
                <li key={l.id}>
                  {l.name}: {l.notices.map((n) => n.message).join("; ")}
                </li>
              ))}
            </Box>
            {changed.some((l) => l.unitPrice === null) && <Text>{t.unavailableLines}</Text>}
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6" alignItems="start">
        <Stack gap="6">
          <TitledCard as="h2" title={t.addressStep}>
            <AddressChoice chosen={addressId} onChoose={setAddressId} />
          </TitledCard>
          <TitledCard as="h2" title={t.methodStep}>
            <MethodStep lines={lines} address={address} chosen={methodId} onChoose={setMethodId} onQuote={setQuote} />
          </TitledCard>
        </Stack>
        <TitledCard as="h2" title={t.reviewStep}>
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t.yourOrder}>
            {buyable.map((l) => (
              <HStack as="li" key={l.id} gap="3" align="start">
                <Box w="14" h="14" flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.subtle">
                  <PartImage src={l.part!.picture} name={l.name} alt="" w="full" h="full" objectFit="cover" />
                </Box>
                <Stack gap="0" flex="1" minW="0">
                  <Link asChild fontWeight="semibold" wordBreak="break-word">
                    <RouterLink to={`/product/${l.part!.id}`}>{l.name}</RouterLink>
                  </Link>
                  {l.part!.partNumber && (
                    <Text fontSize="sm" color="fg.muted">
                      {l.part!.partNumber}
                    </Text>
                  )}
                  <Text fontSize="sm">
                    {t.quantity(l.quantity)} · {t.each(dollars(l.unitPrice!))}
                  </Text>
                </Stack>
                <Text fontWeight="semibold">{dollars(l.lineTotal)}</Text>
              </HStack>
            ))}
          </Stack>
          <Separator />
          <Stack gap="2" aria-live="polite">
            <OrderTotals
              subtotal={{ label: t.subtotal, value: subtotal }}
              shipping={{ label: t.shipping, value: quote ? dollars(quote.shipping) : t.shippingPending }}
              landed={quote?.landed ?? null}
              pending={t.shippingPending}
              total={{ label: t.total, value: quote ? quote.landed.total : subtotal }}
              lineNames={buyable.map((l) => l.name)}
            />
            <Text fontSize="sm" color="fg.muted">
              {quote?.landed.localTotal ? `${dutyCopy.local(localMoney(quote.landed.localTotal))} ` : ""}
              {t.usd}
            </Text>
          </Stack>
          {placeError !== null && <OrderRefusal error={placeError} onVerified={() => setPlaceError(null)} />}
          <Button colorPalette="brand" size="lg" disabled={!ready} loading={placing.loading} loadingText={t.placing} onClick={() => void onPlace()}>
            {t.placeOrder}
          </Button>
          <Link asChild alignSelf="start" fontSize="sm">
            <RouterLink to="/cart">{t.backToCart}</RouterLink>
          </Link>
        </TitledCard>
      </Grid>
    </Stack>
  );
}
