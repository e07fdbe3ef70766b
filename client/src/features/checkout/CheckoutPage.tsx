import { Alert, Box, Button, Container, Grid, Heading, HStack, Link, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
import { AddressChoice } from "../../components/ShippingChoice";
import { DatedMethodChoice } from "./DatedMethodChoice";
import { checkoutCopy } from "./copy";
import { useCart } from "../../lib/cart";
import { CheckoutQuoteDocument, PlaceCheckoutOrderDocument } from "./operations";
import type { CheckoutShippingQuoteQuery, CurrencyCode } from "../../gql/graphql";
import { formatAmount, useMoney } from "../../lib/currency";
import { errorCode } from "../../lib/graphql-errors";

const t = checkoutCopy;

type QuoteData = CheckoutShippingQuoteQuery["checkoutQuote"];

/** The chosen method's price and what the parcel costs at the border with it, in the quote's currency. */
interface ChosenQuote {
  shipping: number;
  landed: QuoteData["shippingOptions"][number]["landedCost"];
  currency: string;
  rateLock: QuoteData["rateLock"];
  lines: QuoteData["lines"];
  subtotal: number;
}

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
  // In the currency prices are shown in: the quote holds its rate for the order (ADR 0070).
  const { currency } = useMoney();
  const { data, error, loading, refetch } = useQuery(CheckoutQuoteDocument, {
    variables: { lines, address: destination ?? { country: "" }, currency },
    skip: !destination || lines.length === 0,
    fetchPolicy: "network-only",
  });
  const quoted = destination ? data?.checkoutQuote : undefined;
  const options = quoted?.shippingOptions;
  const option = options?.find((o) => o.id === chosen);
  // Past the cut-off the dates shown are a day early: quote again, once for each cut-off (a clock ahead of
  // the server's may see a cut-off passed that the server still quotes).
  const requotedFor = useRef<string | null>(null);
  const onCutoffPassed = useCallback(
    (orderBefore: string) => {
      if (requotedFor.current === orderBefore) return;
      requotedFor.current = orderBefore;
      void refetch().catch(() => {});
    },
    [refetch],
  );
  useEffect(() => {
    onQuote(
      option && quoted
        ? { shipping: option.price, landed: option.landedCost, currency: quoted.currency, rateLock: quoted.rateLock, lines: quoted.lines, subtotal: quoted.subtotal }
        : null,
    );
  }, [option, quoted, onQuote]);
  return (
    <DatedMethodChoice
      hasAddress={!!destination}
      options={options}
      error={error}
      loading={loading}
      onRetry={() => void refetch().catch(() => {})}
      chosen={chosen}
      onChoose={onChoose}
      format={(amount) => formatAmount(amount, quoted?.currency ?? currency)}
      onCutoffPassed={onCutoffPassed}
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
  const money = useMoney();
  const apollo = useApolloClient();
  // The quote's amounts in its currency; before there is one, the cart's prices as the shopper sees them.
  const format = (amount: number) => (quote ? formatAmount(amount, quote.currency) : money.price(amount));

  const buyable = useMemo(() => cart.lines.filter((l) => l.part && l.unitPrice !== null), [cart.lines]);
  const lines = useMemo<Line[]>(() => buyable.map((l) => ({ partId: l.part!.id, quantity: l.quantity })), [buyable]);
  const changed = cart.lines.filter((l) => l.notices.length > 0);
  const address = addresses.data?.myAddresses.find((a) => a.id === addressId) ?? null;
  const subtotal = quote ? quote.subtotal : money.lines(buyable);
  const ready = !!address && !!methodId && !!quote && lines.length > 0;
  const quotedLine = (partId: string) => quote?.lines.find((q) => q.partId === partId);

  const onPlace = async () => {
    if (!ready || !address || !quote) return;
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
            currency: quote.currency as CurrencyCode,
            rateLockId: quote.rateLock?.id ?? null,
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
      // The quote's rate is no longer held: the new quote shows the total at today's rate.
      if (errorCode(err) === "QUOTE_EXPIRED") void apollo.refetchQueries({ include: ["CheckoutShippingQuote"] });
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
                    {t.quantity(l.quantity)} · {t.each(quotedLine(l.part!.id) ? format(quotedLine(l.part!.id)!.unitPrice) : money.price(l.unitPrice!))}
                  </Text>
                </Stack>
                <Text fontWeight="semibold">{quotedLine(l.part!.id) ? format(quotedLine(l.part!.id)!.lineTotal) : money.lines([l])}</Text>
              </HStack>
            ))}
          </Stack>
          <Separator />
          <Stack gap="2" aria-live="polite">
            <OrderTotals
              subtotal={{ label: t.subtotal, value: subtotal }}
              shipping={{ label: t.shipping, value: quote ? format(quote.shipping) : t.shippingPending }}
              landed={quote?.landed ?? null}
              pending={t.shippingPending}
              total={{ label: t.total, value: quote ? quote.landed.total : subtotal }}
              lineNames={buyable.map((l) => l.name)}
              format={format}
            />
            <Text fontSize="sm" color="fg.muted">
              {quote?.rateLock ? (
                t.chargedIn(quote.currency, new Date(quote.rateLock.expiresAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" }))
              ) : (
                <>
                  {quote?.landed.localTotal ? `${dutyCopy.local(localMoney(quote.landed.localTotal))} ` : ""}
                  {t.usd}
                </>
              )}
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
