import { Box, Text } from "@chakra-ui/react";
import { dayRange, deliveryDay } from "@shared/delivery";
import { DISPATCH_TIME_ZONE, wallClock } from "@shared/delivery-calendar";
import { useId } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { OrderDelivery_OrderFragment } from "../../gql/graphql";
import { orderPageCopy } from "./copy";

const t = orderPageCopy.delivery;

/** What the order page shows of the dates checkout promised and how the delivery went against them. */
export const DeliveryFragment = graphql(`
  fragment OrderDelivery_order on Order {
    id
    status
    deliveryPromise {
      earliest
      latest
      dispatchBy
      shippedAt
      deliveredAt
      outcome
      daysLate
    }
  }
`);

type Promised = NonNullable<OrderDelivery_OrderFragment["deliveryPromise"]>;

/** "Tue 8 Dec – Fri 11 Dec", or one day when both are the same. */
const promisedRange = (promise: Pick<Promised, "earliest" | "latest">) => dayRange(promise);

/** The warehouse's day (US Eastern) of an instant: the calendar the dispatch day is counted in. */
const warehouseDay = (at: Date) => wallClock(at, DISPATCH_TIME_ZONE).day;

/** How it went, for a delivered order: the delivered day is its date in UTC, as the server compares it. */
function deliveredWords(promise: Promised, deliveredAt: string, range: string): string {
  const outcome = promise.outcome === "EARLY" ? t.early : promise.outcome === "LATE" ? t.late(promise.daysLate) : t.onTime;
  return t.delivered(deliveryDay(deliveredAt.slice(0, 10)), outcome, range);
}

/** Under the promised dates before delivery: when it left, when it is to leave, or that it is late to leave. */
function dispatchWords(order: OrderDelivery_OrderFragment, promise: Promised, now: Date): { text: string; late: boolean } {
  if (promise.shippedAt) return { text: t.shipped(deliveryDay(warehouseDay(new Date(promise.shippedAt)))), late: false };
  const day = deliveryDay(promise.dispatchBy);
  // Only a paid order waits on the shop to leave; an unpaid one waits on its buyer.
  const waitingOnUs = order.status === "paid" || order.status === "packed";
  return waitingOnUs && warehouseDay(now) > promise.dispatchBy ? { text: t.lateToLeave(day), late: true } : { text: t.dispatchBy(day), late: false };
}

/**
 * The order's "Delivery": the dates checkout promised and the day it is to be dispatched by, then once
 * delivered the day it arrived against them. Nothing for an order without a promise (placed without an
 * address, or before the shop promised dates) nor for one cancelled before it arrived.
 */
export function Delivery(props: { order: FragmentType<typeof DeliveryFragment> }) {
  const order = useFragment(DeliveryFragment, props.order);
  const id = useId();
  const promise = order.deliveryPromise;
  if (!promise || (order.status === "cancelled" && !promise.deliveredAt)) return null;
  const range = promisedRange(promise);
  const delivered = promise.outcome !== "PENDING" && promise.deliveredAt ? promise.deliveredAt : null;
  const dispatch = delivered ? null : dispatchWords(order, promise, new Date());
  return (
    <Box role="group" aria-labelledby={id}>
      <Text id={id} fontWeight="semibold">
        {t.title}
      </Text>
      <Text>{delivered ? deliveredWords(promise, delivered, range) : t.promised(range)}</Text>
      {dispatch && (
        <Text fontSize="sm" color={dispatch.late ? "orange.700" : "fg.muted"}>
          {dispatch.text}
        </Text>
      )}
    </Box>
  );
}

/**
 * My Orders' line of it: "Promised: Tue 8 Dec – Fri 11 Dec" while the order is on its way to those dates;
 * nothing once it is delivered (its page says how that went), cancelled or refunded.
 */
export function PromisedDates(props: { order: FragmentType<typeof DeliveryFragment> }) {
  const order = useFragment(DeliveryFragment, props.order);
  const promise = order.deliveryPromise;
  if (!promise || promise.outcome !== "PENDING" || order.status === "cancelled" || order.status === "refunded") return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t.promised(promisedRange(promise))}
    </Text>
  );
}
