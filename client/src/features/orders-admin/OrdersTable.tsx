import { Badge, Checkbox, Link, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { copy } from "../../lib/copy";
import { chargedInOtherCurrency } from "../../lib/currency";
import { stackOnPhones, stackedFrame, tableRoles } from "../../components/stacked-table";
import { ORDER_STATUS_PALETTE } from "../../components/order-status";
import type { ManageOrdersListQuery, OrderStatus } from "../../gql/graphql";
import { ordersAdminCopy } from "./copy";
import { OrderActions, type OrderAction, type OrderActionHandlers } from "./OrderActions";
import { OrderDocuments } from "./OrderDocuments";

const t = ordersAdminCopy;

export type OrderRow = ManageOrdersListQuery["orders"]["edges"][number]["node"];

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });

function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_STATUS_PALETTE[status]} variant="subtle" textTransform="none">
      {t.statuses[status]}
    </Badge>
  );
}

/** An order's export filing, when the US requires one (EEI in AES): a badge, and the server's figures. */
function ExportFilingNotice({ filing }: { filing: OrderRow["exportFiling"] }) {
  if (!filing?.required) return null;
  return (
    <Stack gap="1" align="flex-start" mt="1">
      <Badge colorPalette="red" variant="subtle" textTransform="none">
        {t.eeiRequired}
      </Badge>
      <Text fontSize="xs" color="fg.muted">
        {filing.reason}
      </Text>
    </Stack>
  );
}

/**
 * The orders of the Manage Orders page, one row each: the box that ticks a paid order for packing, who
 * bought what and for how much, its status, and what can be done to it next.
 */
export function OrdersTable({
  orders,
  selected,
  onToggle,
  busy,
  actions,
}: {
  orders: OrderRow[];
  /** The paid orders ticked for packing together. */
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  /** The order an action is under way for, and which action. */
  busy: { id: string; action: OrderAction } | null;
  actions: OrderActionHandlers;
}) {
  return (
    <Table.ScrollArea {...stackedFrame} position="relative">
      {/* The scroll area keeps its text on one line (Chakra's nowrap): here names, emails and addresses wrap,
          so the table fits the dashboard's box, Status and Actions in view; the cells that must not wrap say so. */}
      <Table.Root size="sm" aria-label={t.tableLabel} minW={{ md: "3xl" }} whiteSpace="normal" css={stackOnPhones} {...tableRoles.table}>
        <Table.Header {...tableRoles.rowgroup}>
          <Table.Row {...tableRoles.row}>
            <Table.ColumnHeader {...tableRoles.columnheader}>
              <VisuallyHidden>{t.selectColumn}</VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.date}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.buyer}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.product}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.columns.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...tableRoles.columnheader}>{t.columns.total}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader {...tableRoles.columnheader}>{t.columns.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...tableRoles.rowgroup}>
          {orders.map((order) => (
            <Table.Row key={order.id} {...tableRoles.row}>
              <Table.Cell data-label={order.nextActions.includes("PACK") ? t.selectColumn : undefined} {...tableRoles.cell}>
                {order.nextActions.includes("PACK") && (
                  <Checkbox.Root checked={selected.has(order.id)} onCheckedChange={(e) => onToggle(order.id, e.checked === true)}>
                    <Checkbox.HiddenInput aria-label={t.selectLabel(order.number)} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                )}
              </Table.Cell>
              <Table.Cell data-label={t.columns.date} {...tableRoles.cell}>
                <time dateTime={order.createdAt}>
                  <Text as="span" display="block" whiteSpace="nowrap">
                    {dayFormat.format(new Date(order.createdAt))}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {timeFormat.format(new Date(order.createdAt))}
                  </Text>
                </time>
              </Table.Cell>
              <Table.Cell data-label={t.columns.buyer} {...tableRoles.cell}>
                <Text fontWeight="medium">{order.userName || copy.orders.normalGuy}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {order.email}
                </Text>
                {order.shippingAddress && (
                  <Text fontSize="xs" color="fg.muted">
                    {t.shipsTo(order.shippingAddress.city, order.shippingAddress.countryName)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label={t.columns.product} {...tableRoles.cell}>
                <Stack gap="0">
                  <Text>{order.productname}</Text>
                  <Link asChild fontSize="xs" color="navy.700" textDecoration="underline">
                    <RouterLink to={`/dashboard/orders/${order.id}`} aria-label={t.orderDetails(order.number)}>
                      {order.number}
                    </RouterLink>
                  </Link>
                  <ExportFilingNotice filing={order.exportFiling} />
                </Stack>
              </Table.Cell>
              <Table.Cell data-label={t.columns.quantity} textAlign="end" whiteSpace="nowrap" {...tableRoles.cell}>
                {order.quantity} {copy.common.pices}
              </Table.Cell>
              <Table.Cell data-label={t.columns.total} textAlign="end" whiteSpace="nowrap" {...tableRoles.cell}>
                {copy.common.dollars(order.productPrice)}
                {/* The shop's books are in US dollars; what the buyer was charged in their own currency beside it. */}
                {chargedInOtherCurrency(order.currency) && (
                  <Text fontSize="xs" color="fg.muted">
                    {t.charged(order.totalMoney.formatted)}
                  </Text>
                )}
                {order.refunded > 0 && (
                  <Text fontSize="xs" color="purple.700">
                    {t.refundedSoFar(copy.common.dollars(order.refunded))}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-label={t.columns.status} {...tableRoles.cell}>
                <StatusBadge status={order.status} />
              </Table.Cell>
              <Table.Cell data-label={t.columns.actions} {...tableRoles.cell}>
                <Stack gap="2" align={{ base: "flex-end", md: "flex-start" }}>
                  <OrderActions
                    order={order}
                    busy={busy?.id === order.id ? busy.action : null}
                    actions={actions}
                  />
                  {/* The documents need an address: the spec's one-part orders have none. */}
                  {order.shippingAddress && <OrderDocuments order={order} />}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
