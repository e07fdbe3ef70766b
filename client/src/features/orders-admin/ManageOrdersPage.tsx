import { orderNumberIn } from "@shared/orders";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Field, Flex, Input, NativeSelect, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { errorMessage } from "../../components/ErrorState";
import { lazyDialog } from "../../components/lazy-dialog";
import { PagedList } from "../../components/PagedList";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { copy } from "../../lib/copy";
import { ORDER_STATUSES } from "../../components/order-status";
import { toaster } from "../../lib/toaster";
import { useLoadMore } from "../../lib/use-load-more";
import type { OrderStatus } from "../../gql/graphql";
import {
  ManageOrdersCancelDocument,
  ManageOrdersCancelWithRefundDocument,
  ManageOrdersListDocument,
  ManageOrdersPackManyDocument,
  ManageOrdersMarkDeliveredDocument,
  ManageOrdersMarkPackedDocument,
  ManageOrdersMarkShippedDocument,
  ORDERS_PAGE_SIZE,
} from "./operations";
import { ordersAdminCopy } from "./copy";
import type { OrderAction } from "./OrderActions";
import { OrdersTable, type OrderRow } from "./OrdersTable";

const t = ordersAdminCopy;

const ConfirmDialog = lazyDialog(() => import("../../components/AdminDialog").then((m) => m.ConfirmDialog));

const AddShipmentDialog = lazyDialog(() => import("./AddShipmentDialog").then((m) => m.AddShipmentDialog));

const RefundDialog = lazyDialog(() => import("./RefundDialog").then((m) => m.RefundDialog));

/** What the server searches by: an order number (MP-100123, 100123), or 3 or more characters of an email. */
function searchable(text: string): string {
  const trimmed = text.trim();
  return orderNumberIn(trimmed) !== null || trimmed.length >= 3 ? trimmed.slice(0, 254) : "";
}

export default function ManageOrdersPage() {
  usePageTitle(copy.dashboard.menu.manageAllOrders);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  // Asked of the server once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchable(searchText)), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const variables = { first: ORDERS_PAGE_SIZE, ...(status ? { status } : {}), ...(search ? { search } : {}) };
  // Fresh on every visit and every filter change; later cache updates (fetchMore, actions) stay local.
  const { data, loading, error, refetch, fetchMore } = useQuery(ManageOrdersListDocument, {
    variables,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const [markShipped] = useMutation(ManageOrdersMarkShippedDocument);
  const [markPacked] = useMutation(ManageOrdersMarkPackedDocument);
  const [markDelivered] = useMutation(ManageOrdersMarkDeliveredDocument);
  const [cancelOrder, { loading: cancelling }] = useMutation(ManageOrdersCancelDocument);
  const [cancelWithRefund, { loading: cancellingWithRefund }] = useMutation(ManageOrdersCancelWithRefundDocument);
  const [packMany, { loading: packingMany }] = useMutation(ManageOrdersPackManyDocument);
  // The paid orders ticked for packing together.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toRefund, setToRefund] = useState<OrderRow | null>(null);
  const [refundOpen, setRefundOpen] = useState(false);
  const [refundOpening, setRefundOpening] = useState(0);
  const [toCancelWithRefund, setToCancelWithRefund] = useState<OrderRow | null>(null);
  const [cancelWithRefundOpen, setCancelWithRefundOpen] = useState(false);
  const [busy, setBusy] = useState<{ id: string; action: OrderAction } | null>(null);
  // The order the Add shipment dialog is for; each opening mounts a fresh form.
  const [toShip, setToShip] = useState<OrderRow | null>(null);
  const [shipmentOpen, setShipmentOpen] = useState(false);
  const [shipmentOpening, setShipmentOpening] = useState(0);
  const [toCancel, setToCancel] = useState<OrderRow | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const connection = data?.orders;
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo.endCursor, fetchMore, (e) =>
    toaster.error({ title: t.loadError, description: errorMessage(e) }),
  );
  const orders: OrderRow[] = connection?.edges.map((e) => e.node) ?? [];

  /** A filtered list asks the server again after an action: the order may no longer have that status. */
  function refreshFiltered() {
    if (status) void refetch().catch((e) => toaster.error({ title: t.loadError, description: errorMessage(e) }));
  }

  // Only paid orders on the page can stay ticked (one packed or cancelled since drops out).
  const packable = new Set(orders.filter((o) => o.nextActions.includes("PACK")).map((o) => o.id));
  const ticked = [...selected].filter((id) => packable.has(id));

  function toggle(id: string, on: boolean) {
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** Packs the ticked orders together: all or none, the server's refusal naming the order that stopped it. */
  async function packTicked() {
    try {
      const res = await packMany({ variables: { ids: ticked } });
      toaster.success({ title: t.packedMany(res.data?.markOrdersPacked.length ?? ticked.length) });
      setSelected(new Set());
      refreshFiltered();
    } catch (e) {
      toaster.error({ title: t.packFailed, description: errorMessage(e) });
    }
  }

  async function confirmCancelWithRefund() {
    if (!toCancelWithRefund) return;
    try {
      await cancelWithRefund({ variables: { id: toCancelWithRefund.id } });
      toaster.success({ title: t.cancelledWithRefund(toCancelWithRefund.number) });
      refreshFiltered();
    } catch (e) {
      toaster.error({ title: t.cancelFailed, description: errorMessage(e) });
    } finally {
      setCancelWithRefundOpen(false);
    }
  }

  async function ship(order: OrderRow) {
    setBusy({ id: order.id, action: "ship" });
    try {
      await markShipped({ variables: { id: order.id } });
      toaster.success({ title: t.shipped(order.productname) });
      refreshFiltered();
    } catch (e) {
      toaster.error({ title: t.shipFailed, description: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  /** Mark packed or Mark delivered: the server's refusal (CONFLICT, naming both states) is toasted. */
  async function move(order: OrderRow, action: "pack" | "deliver") {
    setBusy({ id: order.id, action });
    try {
      if (action === "pack") await markPacked({ variables: { id: order.id } });
      else await markDelivered({ variables: { id: order.id } });
      toaster.success({ title: action === "pack" ? t.packed(order.number) : t.delivered(order.number) });
      refreshFiltered();
    } catch (e) {
      toaster.error({ title: action === "pack" ? t.packFailed : t.deliverFailed, description: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  function openShipment(order: OrderRow) {
    setToShip(order);
    setShipmentOpening((n) => n + 1);
    setShipmentOpen(true);
  }

  async function confirmCancel() {
    if (!toCancel) return;
    try {
      await cancelOrder({ variables: { id: toCancel.id } });
      toaster.success({ title: t.cancelled });
      refreshFiltered();
    } catch (e) {
      toaster.error({ title: t.cancelFailed, description: errorMessage(e) });
    } finally {
      setCancelOpen(false);
    }
  }

  const body = (
    <PagedList
      connection={connection}
      shown={orders.length}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => {})}
      text={{ loadError: t.loadError, showing: t.showing, loadMore: t.loadMore, empty: search ? t.emptySearch(search) : status ? t.emptyFiltered(t.statuses[status]) : t.empty }}
      rowHeight="12"
      onLoadMore={() => void loadMore()}
      loadingMore={loadingMore}
    >
      {ticked.length > 0 && (
        <Flex gap="3" align="center" wrap="wrap" role="region" aria-label={t.packSelected(ticked.length)}>
          <Button colorPalette="teal" onClick={() => void packTicked()} loading={packingMany}>
            {t.packSelected(ticked.length)}
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())} disabled={packingMany}>
            {t.clearSelection}
          </Button>
        </Flex>
      )}
      <OrdersTable
        orders={orders}
        selected={selected}
        onToggle={toggle}
        busy={busy}
        actions={{
          onMarkShipped: (order) => void ship(order),
          onMarkPacked: (order) => void move(order, "pack"),
          onMarkDelivered: (order) => void move(order, "deliver"),
          onAddShipment: openShipment,
          onCancel: (order) => {
            setToCancel(order);
            setCancelOpen(true);
          },
          onCancelWithRefund: (order) => {
            setToCancelWithRefund(order);
            setCancelWithRefundOpen(true);
          },
          onRefund: (order) => {
            setToRefund(order);
            setRefundOpening((n) => n + 1);
            setRefundOpen(true);
          },
        }}
      />
    </PagedList>
  );

  return (
    <Stack gap="5">
      <Flex align={{ base: "stretch", sm: "flex-end" }} justify="space-between" gap="4" direction={{ base: "column", sm: "row" }}>
        <PageHeading title={t.heading} intro={connection ? t.total(connection.totalCount) : null} live />
        <Flex gap="4" direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-end" }}>
          <Field.Root width={{ base: "full", sm: "64" }}>
            <Field.Label>{t.searchLabel}</Field.Label>
            <Input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.currentTarget.value)}
              placeholder={t.searchPlaceholder}
              maxLength={254}
              aria-describedby="orders-search-help"
            />
            <VisuallyHidden id="orders-search-help">{t.searchHelp}</VisuallyHidden>
          </Field.Root>
          <Field.Root width={{ base: "full", sm: "56" }}>
            <Field.Label>{t.filterLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={status} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus | "")}>
                <option value="">{t.filterAll}</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      </Flex>
      {body}
      <ConfirmDialog
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title={t.confirmCancelTitle}
        body={toCancel ? t.confirmCancelBody(toCancel.quantity, toCancel.productname, toCancel.email) : ""}
        confirmLabel={t.confirmCancel}
        cancelLabel={t.keepOrder}
        onConfirm={() => void confirmCancel()}
        busy={cancelling}
        danger
      />
      <ConfirmDialog
        open={cancelWithRefundOpen}
        onClose={() => setCancelWithRefundOpen(false)}
        title={toCancelWithRefund ? t.confirmCancelWithRefundTitle(toCancelWithRefund.number) : ""}
        body={toCancelWithRefund ? t.confirmCancelWithRefundBody(copy.common.dollars(toCancelWithRefund.productPrice), toCancelWithRefund.email) : ""}
        confirmLabel={t.confirmCancelWithRefund}
        cancelLabel={t.keepOrder}
        onConfirm={() => void confirmCancelWithRefund()}
        busy={cancellingWithRefund}
        danger
      />
      {toRefund && (
        <RefundDialog
          key={`refund-${refundOpening}`}
          order={toRefund}
          open={refundOpen}
          onClose={() => setRefundOpen(false)}
          onRefunded={refreshFiltered}
        />
      )}
      {toShip && (
        <AddShipmentDialog
          key={`shipment-${shipmentOpening}`}
          order={toShip}
          open={shipmentOpen}
          onClose={() => setShipmentOpen(false)}
          onAdded={refreshFiltered}
        />
      )}
    </Stack>
  );
}
