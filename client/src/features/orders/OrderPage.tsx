import { Alert, Badge, Box, Button, Flex, Grid, HStack, Link, Separator, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { Link as RouterLink, useLocation, useParams } from "react-router-dom";
import { TitledCard, TotalRow } from "../../components/TitledCard";
import { OrderTotals } from "../../components/OrderTotals";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { graphql } from "../../gql";
import { copy } from "../../lib/copy";
import { chargedMoney } from "../../lib/currency";
import { AddressLines } from "../../components/AddressForm";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { ORDER_STATUS_PALETTE } from "../../components/order-status";
import { orderPageCopy } from "./copy";
import { DocumentButton } from "./DocumentButton";
import { OrderNotLoaded } from "./OrderNotLoaded";

/** An order's invoice or receipt: GET /orders/{id}/invoice.pdf, saved as MP-100123-invoice.pdf. */
const orderDocument = (order: { id: string; number: string }, kind: "invoice" | "receipt") => {
  const words = orderPageCopy.documents[kind];
  return { path: `/orders/${order.id}/${kind}.pdf`, fileName: `${order.number}-${kind}.pdf`, copy: { ...words, label: words.label(order.number) } };
};
import { Refunds } from "./Refunds";
import { Shipments } from "./Shipments";
import { Returns } from "./Returns";
import { Delivery } from "./Delivery";
import { Timeline } from "./Timeline";

const t = orderPageCopy;
const dollars = copy.common.dollars;

export const OrderPageDocument = graphql(`
  query OrderPage($id: ID!) {
    order(id: $id) {
      id
      number
      status
      screening
      nextActions
      paid
      createdAt
      paidAt
      shippedAt
      cancelledAt
      email
      lines {
        id
        partId
        part {
          id
        }
        name
        partNumber
        quantity
        unitPrice
        lineTotal
        refundedQuantity
      }
      refunded
      currency
      exchangeRate
      charged {
        subtotal {
          formatted
        }
        shipping {
          formatted
        }
        total {
          formatted
        }
        refunded {
          formatted
        }
      }
      refunds {
        id
        amount
        amountMoney {
          formatted
        }
        status
        note
        failureReason
        createdAt
        settledAt
        lines {
          lineId
          quantity
          returned
        }
      }
      shippingAddress {
        fullName
        line1
        line2
        city
        region
        regionName
        postalCode
        country
        countryName
        phone
      }
      shippingMethod {
        id
        label
        minDays
        maxDays
      }
      subtotal
      shipping
      duties
      taxes
      total
      dueOnDelivery
      incoterm
      dutyReason
      dutyBreakdown {
        kind
        label
        amount
        rate
        collected
        lineIndexes
      }
      history {
        from
        to
        actor
        note
        at
      }
      shipments {
        id
        carrier
        trackingNumber
        trackingUrl
        createdAt
      }
      returnable
      returnDeadline
      ...OrderReturns_order
      ...OrderDelivery_order
    }
  }
`);

/**
 * One order at /dashboard/orders/:id, for its buyer or an admin: its number and status, the
 * lines as ordered, where and how it ships, the totals, and "Pay now" while it is unpaid. Right after
 * checkout it confirms the order first.
 */
export default function OrderPage() {
  const { id = "" } = useParams();
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  // Asked of the server on every visit, shown from the cache meanwhile: the order moves on elsewhere (paid on
  // the payment page, by Stripe's webhook, by an admin), and its timeline must not stay as it was first read.
  const { data, error, refetch } = useQuery(OrderPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const order = data?.order;
  const deadlineId = useId();
  usePageTitle(order ? t.title(order.number) : t.titleLoading);

  if (!order) return <OrderNotLoaded error={error} refetch={refetch} />;

  // Its figures as charged: in the buyer's currency when it was not US dollars (ADR 0070).
  const money = chargedMoney(order);
  const local = money.currency !== "USD";
  const unpaid = order.status === "unpaid";
  const reviewing = order.screening === "HELD";
  const payNow = (
    <Button asChild colorPalette="brand" size="lg" alignSelf="start">
      <RouterLink to={`/dashboard/payment/${order.id}`}>{t.payNow}</RouterLink>
    </Button>
  );

  return (
    <Stack gap="6">
      {placed && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.placedTitle(order.number)}</Alert.Title>
            <Alert.Description>{reviewing ? t.reviewing.body : unpaid ? t.placedPay : t.placedPaid}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <PageHeading title={t.heading(order.number)} intro={t.placedOn(new Date(order.createdAt))} />
        <Badge colorPalette={ORDER_STATUS_PALETTE[order.status]} size="lg" variant="subtle" aria-label={t.statusLabel(t.status[order.status])}>
          {t.status[order.status]}
        </Badge>
      </Flex>
      {reviewing ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.reviewing.title}</Alert.Title>
            <Alert.Description>{t.reviewing.body}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : order.nextActions.includes("GIVE_ADDRESS") ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t.addressFirst.title}</Alert.Title>
            <Alert.Description>{unpaid ? t.addressFirst.unpaid : t.addressFirst.paid}</Alert.Description>
            <Button asChild colorPalette="brand" size="sm" alignSelf="start">
              <RouterLink to={`/dashboard/payment/${order.id}`}>{t.addressFirst.give}</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : (
        order.nextActions.includes("PAY") && payNow
      )}
      {/* Delivered, within its window, with units left: the way to the return form, and until when. */}
      {order.returnable && (
        <Stack gap="1" align="start">
          <Button asChild colorPalette="brand" variant="outline" aria-describedby={order.returnDeadline ? deadlineId : undefined}>
            <RouterLink to={`/dashboard/orders/${order.id}/return`}>{t.returns.start}</RouterLink>
          </Button>
          {order.returnDeadline && (
            <Text id={deadlineId} fontSize="sm" color="fg.muted">
              {t.returns.until(order.returnDeadline)}
            </Text>
          )}
        </Stack>
      )}
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6" alignItems="start">
        <TitledCard as="h3" title={t.lines}>
          <Table.ScrollArea {...stackedFrame}>
            <Table.Root size="sm" css={stackOnPhones} {...tableRoles.table} aria-label={t.lines}>
              <Table.Header {...tableRoles.rowgroup}>
                <Table.Row bg="bg.muted" {...tableRoles.row}>
                  <Table.ColumnHeader {...tableRoles.columnheader}>{t.part}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.quantity}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.unitPrice}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.lineTotal}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body {...tableRoles.rowgroup}>
                {order.lines.map((line) => (
                  <Table.Row key={line.id} {...tableRoles.row}>
                    <Table.Cell data-label={t.part} {...tableRoles.cell}>
                      <Stack gap="0">
                        {line.part ? (
                          <Link asChild fontWeight="medium">
                            <RouterLink to={`/product/${line.part.id}`}>{line.name}</RouterLink>
                          </Link>
                        ) : (
                          <Text fontWeight="medium">{line.name}</Text>
                        )}
                        {line.partNumber && (
                          <Text fontSize="xs" color="fg.muted">
                            {line.partNumber}
                          </Text>
                        )}
                        {line.refundedQuantity > 0 && (
                          <Text fontSize="xs" color="purple.700">
                            {t.refunds.lineRefunded(line.refundedQuantity, line.quantity)}
                          </Text>
                        )}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell data-label={t.quantity} textAlign="end" {...tableRoles.cell}>{line.quantity}</Table.Cell>
                    <Table.Cell data-label={t.unitPrice} textAlign="end" {...tableRoles.cell}>{money.price(line.unitPrice)}</Table.Cell>
                    <Table.Cell data-label={t.lineTotal} textAlign="end" {...tableRoles.cell}>{money.lines([line])}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Separator />
          <Stack gap="2">
            <OrderTotals
              subtotal={{ label: t.subtotal, value: local ? order.charged.subtotal.formatted : order.subtotal }}
              shipping={{ label: t.shipping, value: local ? order.charged.shipping.formatted : dollars(order.shipping) }}
              landed={{ duties: order.duties, taxes: order.taxes, dueOnDelivery: order.dueOnDelivery, breakdown: order.dutyBreakdown, reason: order.dutyReason }}
              total={{ label: t.total, value: local ? order.charged.total.formatted : order.total }}
              lineNames={order.lines.map((l) => l.name)}
              format={money.price}
            />
            {order.refunded > 0 && <TotalRow label={t.refunds.refundedTotal} value={`−${local ? order.charged.refunded.formatted : dollars(order.refunded)}`} />}
            {local && order.exchangeRate !== null && order.exchangeRate !== undefined && (
              <Text fontSize="sm" color="fg.muted">
                {t.chargedIn(money.currency, order.exchangeRate, dollars(order.total))}
              </Text>
            )}
          </Stack>
        </TitledCard>
        <Stack gap="6">
          <TitledCard as="h3" title={t.shipTo}>
            {order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : <Text color="fg.muted">{t.noAddress}</Text>}
            {(order.shippingAddress || order.paid) && (
              <HStack gap="2" wrap="wrap">
                {order.shippingAddress && <DocumentButton {...orderDocument(order, "invoice")} onRenew={refetch} />}
                {/* The buyer's proof of payment, once there is a payment to prove. */}
                {order.paid && <DocumentButton {...orderDocument(order, "receipt")} onRenew={refetch} />}
              </HStack>
            )}
          </TitledCard>
          <TitledCard as="h3" title={t.method}>
            {order.shippingMethod ? (
              <Box>
                <Text fontWeight="semibold">{order.shippingMethod.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.days(order.shippingMethod.minDays, order.shippingMethod.maxDays)}
                </Text>
              </Box>
            ) : (
              <Text color="fg.muted">{t.noMethod}</Text>
            )}
            <Delivery order={order} />
          </TitledCard>
          {order.shipments.length > 0 && (
            <TitledCard as="h3" title={t.shipments.title}>
              <Shipments shipments={order.shipments} />
            </TitledCard>
          )}
          {order.refunds.length > 0 && (
            <TitledCard as="h3" title={t.refunds.title}>
              <Refunds refunds={order.refunds} lines={order.lines} />
            </TitledCard>
          )}
          <Returns order={order} />
          <TitledCard as="h3" title={t.timeline.title}>
            <Timeline history={order.history} refunds={order.refunds} lines={order.lines} />
          </TitledCard>
        </Stack>
      </Grid>
      <HStack>
        <Link asChild fontWeight="semibold">
          <RouterLink to="/dashboard/myorder">{t.backToOrders}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
