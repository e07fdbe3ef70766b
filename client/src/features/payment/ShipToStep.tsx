import { Button, Card, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { MyAddressesDocument } from "../../components/AddressForm";
import { OrderTotals } from "../../components/OrderTotals";
import { ErrorState } from "../../components/ErrorState";
import { AddressChoice, ArrivalDetail, MethodChoice } from "../../components/ShippingChoice";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { toaster } from "../../lib/toaster";
import { paymentCopy } from "./copy";

const t = paymentCopy.shipTo;

export const OrderShippingOptionsDocument = graphql(`
  query OrderShippingOptions($orderId: ID!, $address: DestinationInput!) {
    orderShippingOptions(orderId: $orderId, address: $address) {
      id
      label
      price
      minDays
      maxDays
      deliveryEstimate {
        earliest
        latest
      }
      landedCost {
        duties
        taxes
        dueOnDelivery
        total
        reason
        breakdown {
          kind
          label
          amount
          collected
          lineIndexes
        }
      }
    }
  }
`);

export const GiveOrderAddressDocument = graphql(`
  mutation GiveOrderAddress($orderId: ID!, $input: OrderAddressInput!) {
    giveOrderAddress(orderId: $orderId, input: $input) {
      id
      nextActions
      shipping
      total
    }
  }
`);

/**
 * An order placed without an address (the spec's "Book Now") asks where it goes before it is paid: the
 * address and the method, whose shipping, duties and taxes (and the export controls) the server applies
 * to the order. `onDone` runs once the order has them; the page then shows its new total and the payment.
 */
export function ShipToStep(props: { orderId: string; paid: boolean; lineNames: readonly string[]; onDone: () => void }) {
  const { orderId, paid, lineNames, onDone } = props;
  const addresses = useQuery(MyAddressesDocument);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [give, giving] = useMutation(GiveOrderAddressDocument);
  const [giveError, setGiveError] = useState<unknown>(null);
  const address = addresses.data?.myAddresses.find((a) => a.id === addressId) ?? null;
  const destination = address ? { country: address.country, postalCode: address.postalCode, region: address.region, city: address.city } : null;
  const quote = useQuery(OrderShippingOptionsDocument, {
    variables: { orderId, address: destination ?? { country: "" } },
    skip: !destination,
    fetchPolicy: "network-only",
  });
  const options = destination ? quote.data?.orderShippingOptions : undefined;
  const option = options?.find((o) => o.id === methodId);

  const onUse = async () => {
    if (!address || !option) return;
    setGiveError(null);
    try {
      const { fullName, line1, line2, city, region, postalCode, country, phone } = address;
      await give({ variables: { orderId, input: { address: { fullName, line1, line2, city, region, postalCode, country, phone }, shippingMethod: option.id } } });
      toaster.success({ title: t.saved });
      onDone();
    } catch (err) {
      setGiveError(err);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="ship-to-heading">
      <Card.Header gap="1">
        <Heading as="h3" id="ship-to-heading" size="lg">
          {t.title}
        </Heading>
        <Text color="fg.muted">{paid ? t.introPaid : t.intro}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t.addressStep}
            </Heading>
            <AddressChoice chosen={addressId} onChoose={setAddressId} />
          </Stack>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              {t.methodStep}
            </Heading>
            <MethodChoice
              hasAddress={!!destination}
              options={options}
              error={quote.error}
              loading={quote.loading}
              onRetry={() => void quote.refetch().catch(() => {})}
              chosen={methodId}
              onChoose={setMethodId}
              detail={(o) => <ArrivalDetail estimate={o.deliveryEstimate} />}
            />
          </Stack>
          {option && (
            <Stack gap="2" aria-live="polite">
              <Separator />
              <OrderTotals
                shipping={{ label: paymentCopy.shipping, value: copy.common.dollars(option.price) }}
                landed={option.landedCost}
                total={{ label: paid ? t.alreadyPaid : t.toPay, value: option.landedCost.total }}
                lineNames={lineNames}
              />
            </Stack>
          )}
          {giveError !== null && <ErrorState error={giveError} title={t.failed} />}
          <Button colorPalette="brand" alignSelf={{ base: "stretch", sm: "start" }} disabled={!option} loading={giving.loading} onClick={() => void onUse()}>
            {t.use}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
