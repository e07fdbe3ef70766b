import { Button, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ManageOrdersListQuery, OrderStatus } from "../../gql/graphql";
import { adminCopy } from "./copy";

const t = adminCopy.manageOrders;

type OrderRow = ManageOrdersListQuery["orders"]["edges"][number]["node"];

export type OrderAction = "ship" | "pack" | "deliver";

/** Which orders may be refunded: a paid or packed one is cancelled with its refund; a shipped or delivered one is refunded by lines. */
const CANCEL_WITH_REFUND: readonly OrderStatus[] = ["paid", "packed"];
const REFUNDABLE: readonly OrderStatus[] = ["shipped", "delivered"];

/**
 * What an admin may do with an order in its state: cancel it while unpaid; pack a paid one, or ship it
 * (Mark shipped, or its first shipment's tracking number); add more parcels to a packed or shipped one,
 * and mark a shipped one delivered. The other states are closed.
 */
export function OrderActions({
  order,
  busy,
  onMarkShipped,
  onMarkPacked,
  onMarkDelivered,
  onAddShipment,
  onCancel,
  onCancelWithRefund,
  onRefund,
}: {
  order: OrderRow;
  busy: OrderAction | null;
  onMarkShipped: () => void;
  onMarkPacked: () => void;
  onMarkDelivered: () => void;
  onAddShipment: () => void;
  onCancel: () => void;
  onCancelWithRefund: () => void;
  onRefund: () => void;
}) {
  const { status } = order;
  const label = (action: string) => t.actionLabel(action, order.number);
  const addShipment = (
    <Button size="sm" variant="outline" colorPalette="blue" onClick={onAddShipment} disabled={busy !== null} aria-label={label(t.addShipment)}>
      {t.addShipment}
    </Button>
  );
  const cancelWithRefund = CANCEL_WITH_REFUND.includes(status) && (
    <Button size="sm" variant="outline" colorPalette="red" onClick={onCancelWithRefund} disabled={busy !== null} aria-label={label(t.cancelWithRefund)}>
      {t.cancelWithRefund}
    </Button>
  );
  const refund = REFUNDABLE.includes(status) && (
    <Button size="sm" variant="outline" colorPalette="red" onClick={onRefund} disabled={busy !== null} aria-label={label(t.refundAction)}>
      {t.refundAction}
    </Button>
  );

  if (status === "unpaid") {
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel} aria-label={`${t.cancel}: ${order.productname}, ${order.email}`}>
        {t.cancel}
      </Button>
    );
  }
  if (status === "paid") {
    return (
      <Flex gap="2" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
        <Button
          size="sm"
          colorPalette="blue"
          // Chakra's hover (blue.600 at 90%) gives white text 4.3:1; blue.700 keeps it above 4.5:1.
          _hover={{ bg: "blue.700" }}
          loading={busy === "ship"}
          disabled={busy !== null && busy !== "ship"}
          onClick={onMarkShipped}
          // The journeys find it by this name (e2e/journeys/10-admin.spec.ts).
          aria-label={`${t.markShipped}: ${order.productname}, ${order.email}`}
        >
          {t.markShipped}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="teal"
          loading={busy === "pack"}
          disabled={busy !== null && busy !== "pack"}
          onClick={onMarkPacked}
          aria-label={label(t.markPacked)}
        >
          {t.markPacked}
        </Button>
        {addShipment}
        {cancelWithRefund}
      </Flex>
    );
  }
  if (status === "packed") {
    return (
      <Flex gap="2" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
        {addShipment}
        {cancelWithRefund}
      </Flex>
    );
  }
  if (status === "delivered") return refund;
  if (status === "shipped") {
    return (
      <Flex gap="2" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
        {addShipment}
        <Button
          size="sm"
          variant="outline"
          colorPalette="purple"
          loading={busy === "deliver"}
          disabled={busy !== null && busy !== "deliver"}
          onClick={onMarkDelivered}
          aria-label={label(t.markDelivered)}
        >
          {t.markDelivered}
        </Button>
        {refund}
      </Flex>
    );
  }
  // Cancelled or refunded: nothing left to do (the documents may still be there).
  if (order.shippingAddress) return null;
  return (
    <>
      <Text as="span" color="fg.muted" aria-hidden>
        —
      </Text>
      <VisuallyHidden>{t.noActions}</VisuallyHidden>
    </>
  );
}
