import {
  Alert,
  Box,
  Button,
  Card,
  chakra,
  Code,
  DataList,
  Heading,
  Link,
  List,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from "@stripe/stripe-js";
// The pure entry loads Stripe.js only when loadStripe is called: never on other pages, never without payments.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { errorCode } from "../../lib/graphql-errors";
import { copy } from "../../lib/copy";
import { orderNumber } from "../../lib/order-number";
import { loadRuntimeConfig, type RuntimeConfig } from "../../lib/runtime-config";
import { useSession } from "../../lib/session";

const t = copy.payment;

/** How often the page asks whether Stripe's webhook has marked the order paid. */
const POLL_MS = 2000;

export const PaymentOrderDocument = graphql(`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      id
      productname
      userName
      email
      quantity
      unitPrice
      productPrice
      status
      paid
    }
  }
`);

export const PaymentCreateIntentDocument = graphql(`
  mutation PaymentCreateIntent($orderId: ID!) {
    createPaymentIntent(orderId: $orderId) {
      id
      clientSecret
    }
  }
`);

interface OrderView {
  id: string;
  productname: string;
  userName?: string | null;
  email: string;
  quantity: number;
  unitPrice: number;
  productPrice: number;
  status: string;
  paid: boolean;
}

const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: { fontSize: "16px", color: "#1a202c", "::placeholder": { color: "#4a5568" } },
    invalid: { color: "#b91c1c", iconColor: "#b91c1c" },
  },
};

type ConfigState =
  | { status: "loading" }
  | { status: "ready"; payments: RuntimeConfig["payments"] }
  | { status: "error"; error: unknown };

function usePaymentsConfig() {
  const [state, setState] = useState<ConfigState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then(
      (config) => active && setState({ status: "ready", payments: config.payments }),
      (error: unknown) => active && setState({ status: "error", error }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

function OrderSummary({ order, buyerName }: { order: OrderView; buyerName: string }) {
  const rows = [
    { label: t.partsName, value: order.productname },
    { label: t.name, value: buyerName },
    { label: t.email, value: order.email },
    { label: t.quantity, value: `${order.quantity} ${copy.common.pices}` },
    { label: t.price, value: `${copy.common.dollars(order.unitPrice)} ${t.perPiece}` },
  ];
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h3" size="lg">{t.summaryTitle}</Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel minW="28">{row.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item borderTopWidth="1px" pt="3">
            <DataList.ItemLabel minW="28" fontWeight="bold" color="fg">{t.total}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold" fontSize="lg">{copy.common.dollars(order.productPrice)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function CardField({ onChange }: { onChange?: (event: StripeCardElementChangeEvent) => void }) {
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium">{t.cardLabel}</Text>
      <Box
        role="group"
        aria-labelledby={labelId}
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="md"
        px="3"
        py="3"
        bg="bg"
        css={{ "&:focus-within": { outline: "2px solid var(--chakra-colors-brand-600)", outlineOffset: "2px" } }}
      >
        <CardElement options={CARD_OPTIONS} onChange={onChange} />
      </Box>
    </Stack>
  );
}

/** The card form; Pay waits for Stripe.js and is off while a payment is under way. */
function CardForm({
  order,
  buyerName,
  testMode,
  onSubmitted,
  onOrderChanged,
}: {
  order: OrderView;
  buyerName: string;
  testMode: boolean;
  onSubmitted: () => void;
  onOrderChanged: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [createIntent] = useMutation(PaymentCreateIntentDocument);
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const ready = !!stripe && !!elements;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    setPaying(true);
    setCardError(null);
    try {
      const { data } = await createIntent({ variables: { orderId: order.id } });
      if (!data) throw new Error(t.cardFailed);
      const result = await stripe.confirmCardPayment(data.createPaymentIntent.clientSecret, {
        payment_method: { card, billing_details: { name: buyerName, email: order.email } },
      });
      if (result.error) setCardError(result.error.message ?? t.cardFailed);
      else onSubmitted();
    } catch (err) {
      setCardError(errorMessage(err));
      // Paid or cancelled meanwhile: show the order as it is now.
      if (errorCode(err) === "CONFLICT") onOrderChanged();
    } finally {
      setPaying(false);
    }
  };

  return (
    <chakra.form onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={paying}>
      <Stack gap="4">
        <CardField onChange={(e) => setCardError(e.error?.message ?? null)} />
        {testMode && <Text fontSize="sm" color="fg.muted">{t.testCardHint}</Text>}
        {cardError && (
          <Text role="alert" color="red.700" fontWeight="medium">{cardError}</Text>
        )}
        <Button type="submit" colorPalette="brand" disabled={!ready || paying} loading={paying} alignSelf="flex-start" minW="32">
          {t.pay}
        </Button>
        {!ready && (
          <Text fontSize="sm" color="fg.muted" role="status">{t.loadingCardForm}</Text>
        )}
      </Stack>
    </chakra.form>
  );
}

function StripeCheckout(props: {
  publishableKey: string;
  order: OrderView;
  buyerName: string;
  onSubmitted: () => void;
  onOrderChanged: () => void;
}) {
  const { publishableKey, ...rest } = props;
  const [loadFailed, setLoadFailed] = useState(false);
  // Once per mount: <Elements> must always get the same promise.
  const [stripePromise] = useState(() =>
    loadStripe(publishableKey).catch(() => {
      setLoadFailed(true);
      return null;
    }),
  );
  if (loadFailed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t.stripeLoadFailed}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => window.location.reload()} alignSelf="center">
          {copy.common.retry}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Elements stripe={stripePromise}>
      <CardForm {...rest} testMode={publishableKey.startsWith("pk_test")} />
    </Elements>
  );
}

/**
 * No card payments on this shop: no Pay button that cannot work, but why, what happens to the order, and
 * what the shop's owner sets to turn payments on (issue 21).
 */
function NotConfigured() {
  const n = t.notConfiguredHelp;
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content gap="1">
          <Alert.Title>{n.title}</Alert.Title>
          <Alert.Description>{t.notConfigured}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text>{n.orderKept}</Text>
      <Box as="section" aria-labelledby="payments-owner" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
        <Heading as="h4" id="payments-owner" size="sm" mb="2">
          {n.ownerTitle}
        </Heading>
        <Text fontSize="sm" mb="2">{n.ownerIntro}</Text>
        <List.Root as="ul" ps="5" gap="1" fontSize="sm">
          {n.variables.map((v) => (
            <List.Item key={v.name}>
              <Code fontSize="0.85em" colorPalette="gray" wordBreak="break-all">{v.name}</Code> {v.what}
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" mt="2">{n.ownerAfter}</Text>
      </Box>
      <BackToOrders />
    </Stack>
  );
}

function BackToOrders() {
  return (
    <Link asChild color="navy.700" fontWeight="semibold" textDecoration="underline">
      <RouterLink to="/dashboard/myorder">{t.backToOrders}</RouterLink>
    </Link>
  );
}

function PaymentPanel({
  order,
  buyerName,
  submitted,
  onSubmitted,
  onOrderChanged,
}: {
  order: OrderView;
  buyerName: string;
  submitted: boolean;
  onSubmitted: () => void;
  onOrderChanged: () => void;
}) {
  const { state, retry } = usePaymentsConfig();

  let body;
  if (order.paid) {
    body = (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t.paid}</Alert.Description>
          <BackToOrders />
        </Alert.Content>
      </Alert.Root>
    );
  } else if (order.status === "cancelled") {
    body = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t.cancelledOrder}</Alert.Description>
          <BackToOrders />
        </Alert.Content>
      </Alert.Root>
    );
  } else if (submitted) {
    body = (
      <Alert.Root status="info" role="status">
        <Spinner size="sm" color="blue.600" />
        <Alert.Description>{t.processing}</Alert.Description>
      </Alert.Root>
    );
  } else if (state.status === "loading") {
    body = (
      <Stack gap="3" role="status" aria-label={copy.common.loading}>
        <Skeleton h="12" />
        <Skeleton h="10" w="32" />
      </Stack>
    );
  } else if (state.status === "error") {
    body = <ErrorState error={state.error} onRetry={retry} />;
  } else if (!state.payments.enabled || !state.payments.publishableKey) {
    body = <NotConfigured />;
  } else {
    body = (
      <StripeCheckout
        publishableKey={state.payments.publishableKey}
        order={order}
        buyerName={buyerName}
        onSubmitted={onSubmitted}
        onOrderChanged={onOrderChanged}
      />
    );
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h3" size="lg">{t.paymentTitle}</Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

function NotFound() {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.notFoundTitle}</Alert.Title>
        <Alert.Description>{t.notFound}</Alert.Description>
        <BackToOrders />
      </Alert.Content>
    </Alert.Root>
  );
}

export default function PaymentPage() {
  usePageTitle(t.title);
  const { id = "" } = useParams();
  const { user } = useSession();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(PaymentOrderDocument, { variables: { id } });
  const [submitted, setSubmitted] = useState(false);
  const order = data?.order;
  const paid = order?.paid ?? false;

  // After Stripe confirmed the card, wait for the webhook to mark the order paid.
  useEffect(() => {
    if (!submitted || paid) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [submitted, paid, startPolling, stopPolling]);

  const code = errorCode(error);
  const missing = code === "NOT_FOUND" || code === "BAD_USER_INPUT";
  const buyerName = order?.userName || user?.displayName || order?.email || "";

  return (
    <Stack gap="6">
      {/* The order's short number: the full id is in the address bar and the links. */}
      <Heading as="h2" size="xl" wordBreak="break-word">{t.heading(orderNumber(id))}</Heading>
      {order ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <OrderSummary order={order} buyerName={buyerName} />
          <PaymentPanel
            order={order}
            buyerName={buyerName}
            submitted={submitted}
            onSubmitted={() => setSubmitted(true)}
            onOrderChanged={() => void refetch().catch(() => {})}
          />
        </SimpleGrid>
      ) : missing ? (
        <NotFound />
      ) : error ? (
        <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" role="status" aria-label={copy.common.loading}>
          <SkeletonText noOfLines={6} />
          <Skeleton h="40" />
        </SimpleGrid>
      )}
    </Stack>
  );
}
