import { Badge, Button, EmptyState, Heading, HStack, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import type { Reference } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { PersonAvatar } from "../../components/Avatar";
import { ErrorState, errorMessage } from "../../components/ErrorState";
import { DisabledButton } from "../../components/DisabledButton";
import { CheckIcon } from "../../components/icons";
import { lazyDialog } from "../../components/lazy-dialog";
import { usePageTitle } from "../../components/PageTitle";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { OrdersTable_OrderFragment } from "../../gql/graphql";
import { errorCode } from "../../lib/graphql-errors";
import { copy } from "../../lib/copy";
import { chargedInOtherCurrency } from "../../lib/currency";
import { useSession } from "../../lib/session";
import { toaster } from "../../lib/toaster";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { ORDER_STATUS_PALETTE } from "../../components/order-status";
import { orderPageCopy } from "./copy";
import { DeliveryFragment, PromisedDates } from "./Delivery";

const t = copy.orders;

const ConfirmDialog = lazyDialog(() => import("./ConfirmDialog").then((m) => m.ConfirmDialog));

export const MyOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
      id
      ...OrdersTable_order
      ...OrderDelivery_order
    }
  }
`);

/** The cancelled order's part comes back with its restored stock, so a purchase page shows it. */
export const MyOrdersCancelDocument = graphql(`
  mutation MyOrdersCancel($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
      part {
        id
        avquantity
      }
    }
  }
`);

/** What a row of the table shows of an order. */
const OrdersTableFragment = graphql(`
  fragment OrdersTable_order on Order {
    id
    number
    productname
    userName
    email
    quantity
    productPrice
    status
    screening
    nextActions
    paid
    refunded
    currency
    totalMoney {
      formatted
    }
    charged {
      refunded {
        formatted
      }
    }
    buyer {
      id
      photoUrl
    }
  }
`);

/** An order charged in US dollars shows the spec's price; one charged in another currency, what it was charged. */
const isLocal = (order: Pick<OrderRow, "currency">) => chargedInOtherCurrency(order.currency);

type OrderRow = OrdersTable_OrderFragment;

/** The server's "you may not" (expired session, removed account): sign out and log in again. */
function isSessionRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code === "UNAUTHENTICATED" || code === "FORBIDDEN";
}

function useSignOutOnRefusal(error: unknown) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const refused = isSessionRefusal(error);
  useEffect(() => {
    if (!refused) return;
    void signOut().finally(() => navigate("/login", { replace: true, state: { from: location } }));
  }, [refused, signOut, navigate, location]);
  return refused;
}

/**
 * What the buyer may do with an order, as the server says (`Order.nextActions`): Pay while it is unpaid
 * and not held by the export screening, Cancel while it is unpaid.
 */
function PaymentCell({ order, onCancel }: { order: OrderRow; onCancel: (order: OrderRow) => void }) {
  const paid = order.paid || order.status === "paid" || order.status === "shipped";
  const mayPay = order.nextActions.includes("PAY");
  const mayCancel = order.nextActions.includes("CANCEL");
  return (
    <HStack gap="2" wrap="wrap">
      {paid && (
        <>
          <Badge colorPalette="green" variant="subtle" size="lg" gap="1">
            <CheckIcon />
            {t.paid}
          </Badge>
          {/* How far a paid order has got: packed, shipped, delivered (or refunded). */}
          {order.status !== "paid" && (
            <Badge colorPalette={ORDER_STATUS_PALETTE[order.status]} variant="subtle" size="lg">
              {orderPageCopy.status[order.status]}
            </Badge>
          )}
        </>
      )}
      {/* Some of it given back, the order going on: the status alone would not say so. */}
      {order.refunded > 0 && order.status !== "refunded" && (
        <Badge colorPalette="purple" variant="subtle" size="lg">
          {t.partlyRefunded(isLocal(order) ? order.charged.refunded.formatted : copy.common.dollars(order.refunded))}
        </Badge>
      )}
      {order.screening === "HELD" && (
        <Badge colorPalette="blue" variant="subtle" size="lg">
          {orderPageCopy.reviewingBadge}
        </Badge>
      )}
      {mayPay && (
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`/dashboard/payment/${order.id}`} aria-label={t.payFor(order.productname)}>
            {t.pay}
          </RouterLink>
        </Button>
      )}
      {mayCancel ? (
        <Button size="sm" variant="outline" aria-label={t.cancelFor(order.productname)} onClick={() => onCancel(order)}>
          {t.cancel}
        </Button>
      ) : (
        <DisabledButton aria-label={t.cancelFor(order.productname)} reason={t.paidCannotCancel}>
          {t.cancel}
        </DisabledButton>
      )}
    </HStack>
  );
}

/** A row's order: what the table shows of it, and the promised dates that its own component reads. */
type OrderRef = FragmentType<typeof OrdersTableFragment> & FragmentType<typeof DeliveryFragment>;

function OrdersTable(props: { orders: readonly OrderRef[]; onCancel: (order: OrderRow) => void }) {
  const orders = useFragment(OrdersTableFragment, props.orders);
  const { onCancel } = props;
  const { user } = useSession();
  const c = t.columns;
  return (
    <Table.ScrollArea {...stackedFrame}>
      <Table.Root size="sm" minW={{ md: "2xl" }} interactive css={stackOnPhones} {...tableRoles.table}>
        <Table.Caption srOnly>{t.caption}</Table.Caption>
        <Table.Header {...tableRoles.rowgroup}>
          <Table.Row bg="bg.muted" {...tableRoles.row}>
            <Table.ColumnHeader {...tableRoles.columnheader}>{c.number}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{c.name}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{c.orderName}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{c.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{c.payment}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...tableRoles.rowgroup}>
          {orders.map((order, index) => {
            const name = order.userName || t.normalGuy;
            return (
              <Table.Row key={order.id} {...tableRoles.row}>
                <Table.Cell data-label={c.number} {...tableRoles.cell}>
                  <Stack gap="0">
                    <Text>{index + 1}</Text>
                    <Link asChild fontSize="xs" color="navy.700" textDecoration="underline" whiteSpace="nowrap">
                      <RouterLink to={`/dashboard/orders/${order.id}`} aria-label={t.detailsOf(order.number, order.productname)}>
                        {order.number}
                      </RouterLink>
                    </Link>
                  </Stack>
                </Table.Cell>
                <Table.Cell data-label={c.name} {...tableRoles.cell}>
                  <HStack gap="3">
                    <PersonAvatar src={order.buyer.photoUrl ?? user?.photoURL} name={copy.nav.avatarAlt(name)} size="sm" />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium">{name}</Text>
                      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{order.email}</Text>
                    </Stack>
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label={c.orderName} {...tableRoles.cell}>
                  <Stack gap="0">
                    <Text fontWeight="medium">{order.productname}</Text>
                    <Text fontSize="sm" color="fg.muted">{isLocal(order) ? order.totalMoney.formatted : copy.common.dollars(order.productPrice)}</Text>
                    <PromisedDates order={props.orders[index]} />
                  </Stack>
                </Table.Cell>
                <Table.Cell data-label={c.quantity} whiteSpace="nowrap" {...tableRoles.cell}>
                  <Text>{`${order.quantity} ${copy.common.pices}`}</Text>
                </Table.Cell>
                <Table.Cell data-label={c.payment} {...tableRoles.cell}>
                  <PaymentCell order={order} onCancel={onCancel} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function LoadingRows() {
  return (
    <Stack gap="2" role="status" aria-label={copy.common.loading}>
      <Skeleton h="10" />
      {[0, 1, 2].map((i) => <Skeleton key={i} h="14" />)}
    </Stack>
  );
}

function EmptyOrders() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Title>{t.empty}</EmptyState.Title>
        <EmptyState.Description>{t.emptyHint}</EmptyState.Description>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t.shopParts}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export default function MyOrdersPage() {
  usePageTitle(copy.dashboard.menu.myOrder);
  // Fresh on every visit (e.g. after booking a part); later cache updates (cancelling) stay local.
  const { data, error, refetch } = useQuery(MyOrdersDocument, {
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const [cancelOrder, { loading: cancelling }] = useMutation(MyOrdersCancelDocument);
  const [pending, setPending] = useState<OrderRow | null>(null);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const refused = useSignOutOnRefusal(error ?? cancelError);

  const orders = data?.myOrders;

  const confirmCancel = async () => {
    if (!pending) return;
    const { id } = pending;
    try {
      await cancelOrder({
        variables: { id },
        // Cancelled orders leave My Orders.
        update(cache) {
          cache.modify({
            fields: {
              myOrders(existing, { readField }) {
                return (existing as readonly Reference[]).filter((ref) => readField<string>("id", ref) !== id);
              },
            },
          });
        },
      });
      toaster.success({ title: t.cancelled });
    } catch (err) {
      if (isSessionRefusal(err)) setCancelError(err);
      else {
        toaster.error({ title: errorMessage(err) });
        // e.g. paid meanwhile: show the order as it is now.
        void refetch().catch(() => {});
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">{orders ? t.heading(orders.length) : t.headingLoading}</Heading>
      {refused ? (
        <LoadingRows />
      ) : orders ? (
        orders.length === 0 ? (
          <EmptyOrders />
        ) : (
          <OrdersTable orders={orders} onCancel={setPending} />
        )
      ) : error ? (
        <ErrorState error={error} title={t.loadError} onRetry={() => void refetch().catch(() => {})} />
      ) : (
        <LoadingRows />
      )}
      <ConfirmDialog
        open={!!pending}
        title={t.confirmCancel}
        body={pending && t.confirmCancelBody(pending.productname, pending.quantity)}
        keepLabel={t.keepOrder}
        confirmLabel={t.confirmYes}
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
