import { Alert, Box, Button, Card, Code, Heading, Link, List, Skeleton, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { copy } from "../../lib/copy";
import { loadRuntimeConfig, type RuntimeConfig } from "../../lib/runtime-config";
import { StripeCheckout } from "./StripeCheckout";
import { paymentCopy } from "./copy";

const t = paymentCopy;

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

/**
 * No card payments on this shop: no Pay button that cannot work, but why, what happens to the order, and
 * what the shop's owner sets to turn payments on.
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

export const PayWithDemoDocument = graphql(`
  mutation PayWithDemo($orderId: ID!) {
    payOrderWithDemo(orderId: $orderId) {
      id
      status
      paid
    }
  }
`);

/**
 * The demo payment method: offered outside production, plainly labelled, so that a newcomer can
 * walk the whole purchase on `npm start`. The order goes through the same paid transition as a card's.
 */
function DemoPayment({ orderId, onPaid }: { orderId: string; onPaid: () => void }) {
  const [pay, { loading }] = useMutation(PayWithDemoDocument);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderStyle="dashed" borderColor="orange.400" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h4" size="sm" id={headingId}>
          {t.demo.title}
        </Heading>
        <Text fontSize="sm">{t.demo.body}</Text>
        {error && (
          <Text role="alert" color="red.700">
            {error}
          </Text>
        )}
        <Button
          alignSelf="start"
          colorPalette="brand"
          variant="outline"
          loading={loading}
          onClick={() => {
            setError(null);
            pay({ variables: { orderId } }).then(onPaid, (err: unknown) => setError(errorMessage(err)));
          }}
        >
          {t.demo.pay}
        </Button>
      </Stack>
    </Box>
  );
}

export function BackToOrders() {
  return (
    <Link asChild color="navy.700" fontWeight="semibold" textDecoration="underline">
      <RouterLink to="/dashboard/myorder">{t.backToOrders}</RouterLink>
    </Link>
  );
}

/** What paying needs of the order: whether it can be paid, and whom Stripe bills. */
export const PaymentPanelFragment = graphql(`
  fragment PaymentPanel_order on Order {
    id
    email
    status
    paid
    screening
  }
`);

/** Pay for the order, or say why not: paid, cancelled, being confirmed, or no payments on this shop. */
export function PaymentPanel({
  buyerName,
  submitted,
  onSubmitted,
  onOrderChanged,
  ...props
}: {
  order: FragmentType<typeof PaymentPanelFragment>;
  buyerName: string;
  submitted: boolean;
  onSubmitted: () => void;
  onOrderChanged: () => void;
}) {
  const order = useFragment(PaymentPanelFragment, props.order);
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
  } else if (order.screening === "HELD") {
    body = (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t.reviewing.title}</Alert.Title>
          <Alert.Description>{t.reviewing.body}</Alert.Description>
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
  } else {
    const demo = state.payments.demo ? <DemoPayment orderId={order.id} onPaid={onOrderChanged} /> : null;
    body =
      !state.payments.enabled || !state.payments.publishableKey ? (
        demo ?? <NotConfigured />
      ) : (
        <Stack gap="6">
          <StripeCheckout
            publishableKey={state.payments.publishableKey}
            order={order}
            buyerName={buyerName}
            onSubmitted={onSubmitted}
            onOrderChanged={onOrderChanged}
          />
          {demo}
        </Stack>
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
