import { Card, DataList, Heading, Text } from "@chakra-ui/react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { copy } from "../../lib/copy";
import { chargedMoney } from "../../lib/currency";
import { dutyCopy } from "../../components/OrderTotals";
import { paymentCopy } from "./copy";

const t = paymentCopy;

/** What the summary shows of the order being paid for. */
export const OrderSummaryFragment = graphql(`
  fragment OrderSummary_order on Order {
    productname
    email
    quantity
    unitPrice
    productPrice
    shipping
    dueOnDelivery
    currency
    exchangeRate
    totalMoney {
      formatted
    }
    charged {
      shipping {
        formatted
      }
    }
    lines {
      id
    }
  }
`);

/** What is being paid for: the part, the buyer, the quantity and the total. */
export function OrderSummary(props: { order: FragmentType<typeof OrderSummaryFragment>; buyerName: string }) {
  const order = useFragment(OrderSummaryFragment, props.order);
  const { buyerName } = props;
  // What the card is charged: in the currency the order was placed in (ADR 0070).
  const money = chargedMoney(order);
  const local = money.currency !== "USD";
  const rows = [
    { label: t.partsName, value: order.productname },
    { label: t.name, value: buyerName },
    { label: t.email, value: order.email },
    { label: t.quantity, value: `${order.quantity} ${copy.common.pices}` },
    // One price per piece only means something for an order of one part.
    ...(order.lines.length <= 1 ? [{ label: t.price, value: `${money.price(order.unitPrice)} ${t.perPiece}` }] : []),
    ...(order.shipping > 0 ? [{ label: t.shipping, value: local ? order.charged.shipping.formatted : copy.common.dollars(order.shipping) }] : []),
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
            <DataList.ItemValue fontWeight="bold" fontSize="lg">{local ? order.totalMoney.formatted : copy.common.dollars(order.productPrice)}</DataList.ItemValue>
          </DataList.Item>
          {order.dueOnDelivery > 0 && (
            <DataList.Item>
              <DataList.ItemLabel minW="28">{dutyCopy.dueOnDelivery}</DataList.ItemLabel>
              <DataList.ItemValue flexDirection="column" alignItems="start">
                {money.price(order.dueOnDelivery)}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {dutyCopy.notInTotal}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
