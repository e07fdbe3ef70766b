import { Button, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ManageOrdersListQuery, OrderAction as NextAction } from "../../gql/graphql";
import { ordersAdminCopy } from "./copy";

const t = ordersAdminCopy;

type OrderRow = ManageOrdersListQuery["orders"]["edges"][number]["node"];

export type OrderAction = "ship" | "pack" | "deliver";

/** What the page does when an order's action is pressed. */
export interface OrderActionHandlers {
  onMarkShipped: (order: OrderRow) => void;
  onMarkPacked: (order: OrderRow) => void;
  onMarkDelivered: (order: OrderRow) => void;
  onAddShipment: (order: OrderRow) => void;
  onCancel: (order: OrderRow) => void;
  onCancelWithRefund: (order: OrderRow) => void;
  onRefund: (order: OrderRow) => void;
}

/**
 * What an admin may do with an order now, as the server says (`Order.nextActions`: its state, its address
 * and its export screening): cancel it while unpaid; pack a paid one, or ship it (Mark shipped, or its
 * first shipment's tracking number); add more parcels to a packed or shipped one, and mark a shipped one
 * delivered; cancel a paid or packed one with its refund, or refund a shipped or delivered one by lines.
 * A paid order without an address, or one held by the screening, cannot be packed or shipped.
 */
export function OrderActions({ order, busy, actions }: { order: OrderRow; busy: OrderAction | null; actions: OrderActionHandlers }) {
  const can = (action: NextAction) => order.nextActions.includes(action);
  const label = (action: string) => t.actionLabel(action, order.number);

  if (can("CANCEL")) {
    return (
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => actions.onCancel(order)} aria-label={`${t.cancel}: ${order.productname}, ${order.email}`}>
        {t.cancel}
      </Button>
    );
  }
  const buttons = [
    // The spec's Mark shipped packs and ships in one click: offered where packing is.
    can("SHIP") && can("PACK") && (
      <Button
        key="ship"
        size="sm"
        colorPalette="blue"
        // Chakra's hover (blue.600 at 90%) gives white text 4.3:1; blue.700 keeps it above 4.5:1.
        _hover={{ bg: "blue.700" }}
        loading={busy === "ship"}
        disabled={busy !== null && busy !== "ship"}
        onClick={() => actions.onMarkShipped(order)}
        // The journeys find it by this name (e2e/journeys/10-admin.spec.ts).
        aria-label={`${t.markShipped}: ${order.productname}, ${order.email}`}
      >
        {t.markShipped}
      </Button>
    ),
    can("PACK") && (
      <Button
        key="pack"
        size="sm"
        variant="outline"
        colorPalette="teal"
        loading={busy === "pack"}
        disabled={busy !== null && busy !== "pack"}
        onClick={() => actions.onMarkPacked(order)}
        aria-label={label(t.markPacked)}
      >
        {t.markPacked}
      </Button>
    ),
    can("ADD_SHIPMENT") && (
      <Button key="shipment" size="sm" variant="outline" colorPalette="blue" onClick={() => actions.onAddShipment(order)} disabled={busy !== null} aria-label={label(t.addShipment)}>
        {t.addShipment}
      </Button>
    ),
    can("DELIVER") && (
      <Button
        key="deliver"
        size="sm"
        variant="outline"
        colorPalette="purple"
        loading={busy === "deliver"}
        disabled={busy !== null && busy !== "deliver"}
        onClick={() => actions.onMarkDelivered(order)}
        aria-label={label(t.markDelivered)}
      >
        {t.markDelivered}
      </Button>
    ),
    can("CANCEL_WITH_REFUND") && (
      <Button key="cancel-refund" size="sm" variant="outline" colorPalette="red" onClick={() => actions.onCancelWithRefund(order)} disabled={busy !== null} aria-label={label(t.cancelWithRefund)}>
        {t.cancelWithRefund}
      </Button>
    ),
    can("REFUND") && (
      <Button key="refund" size="sm" variant="outline" colorPalette="red" onClick={() => actions.onRefund(order)} disabled={busy !== null} aria-label={label(t.refundAction)}>
        {t.refundAction}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length > 0) {
    return (
      <Flex gap="2" wrap="wrap" justify={{ base: "flex-end", md: "flex-start" }}>
        {buttons}
      </Flex>
    );
  }
  // Nothing left to do (cancelled, refunded, or waiting for its buyer's address or the screening); the
  // documents may still be there.
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
