import { Alert, Box, Button, chakra, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from "@stripe/stripe-js";
// The pure entry loads Stripe.js only when loadStripe is called: never on other pages, never without payments.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../components/ErrorState";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { errorCode } from "../../lib/graphql-errors";
import type { PaymentPanel_OrderFragment } from "../../gql/graphql";
import { paymentCopy } from "./copy";

const t = paymentCopy;

export const PaymentCreateIntentDocument = graphql(`
  mutation PaymentCreateIntent($orderId: ID!) {
    createPaymentIntent(orderId: $orderId) {
      id
      clientSecret
    }
  }
`);

const CARD_OPTIONS: StripeCardElementOptions = {
  style: {
    base: { fontSize: "16px", color: "#1a202c", "::placeholder": { color: "#4a5568" } },
    invalid: { color: "#b91c1c", iconColor: "#b91c1c" },
  },
};

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
  order: Pick<PaymentPanel_OrderFragment, "id" | "email">;
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

/** Stripe's card form for one order, with Stripe.js loaded once per mount. */
export function StripeCheckout(props: {
  publishableKey: string;
  order: Pick<PaymentPanel_OrderFragment, "id" | "email">;
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
