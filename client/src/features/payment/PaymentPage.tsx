import { Alert, Heading, SimpleGrid, Skeleton, SkeletonText, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { errorCode } from "../../lib/graphql-errors";
import { useSession } from "../../lib/session";
import { OrderSummary } from "./OrderSummary";
import { BackToOrders, PaymentPanel } from "./PaymentPanel";
import { ShipToStep } from "./ShipToStep";
import { paymentCopy } from "./copy";

const t = paymentCopy;

/** How often the page asks whether Stripe's webhook has marked the order paid. */
const POLL_MS = 2000;

export const PaymentOrderDocument = graphql(`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      id
      number
      userName
      email
      paid
      nextActions
      # Aliased: the fragments below select lines too, and the mocks' types take one selection per field.
      partNames: lines {
        id
        name
      }
      ...OrderSummary_order
      ...PaymentPanel_order
    }
  }
`);

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
      {/* The order's number, as everywhere else: the full id is in the address bar and the links. */}
      <Heading as="h2" size="xl" wordBreak="break-word">
        {order ? t.heading(order.number) : t.title}
      </Heading>
      {order ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <OrderSummary order={order} buyerName={buyerName} />
          {order.nextActions.includes("GIVE_ADDRESS") ? (
            <ShipToStep orderId={order.id} paid={paid} lineNames={order.partNames.map((l) => l.name)} onDone={() => void refetch().catch(() => {})} />
          ) : (
          <PaymentPanel
            order={order}
            buyerName={buyerName}
            submitted={submitted}
            onSubmitted={() => setSubmitted(true)}
            onOrderChanged={() => void refetch().catch(() => {})}
          />
          )}
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
