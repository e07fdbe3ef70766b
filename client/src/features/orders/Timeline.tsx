import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderPageQuery } from "../../gql/graphql";
import { ORDER_STATUS_PALETTE } from "../../components/order-status";
import { orderPageCopy } from "./copy";

const t = orderPageCopy;

type OrderData = NonNullable<OrderPageQuery["order"]>;

type Refund = OrderData["refunds"][number];

/** A step of the timeline: a move of the order's state, or a refund (which leaves the state as it is until the last). */
type Step = { at: string; kind: "state"; event: OrderData["history"][number] } | { at: string; kind: "refund"; refund: Refund };

/**
 * One step of a timeline (an `li` of an `ol`): a dot in `dot`'s colour, and a line down to the next step's
 * unless it is the `last`. The order's timeline and each return's use it, so both read alike.
 */
export function TimelineStep({ dot, last, children }: { dot: string; last: boolean; children: ReactNode }) {
  return (
    <Box
      as="li"
      position="relative"
      ps="6"
      pb={last ? "0" : "4"}
      _before={{ content: '""', position: "absolute", insetStart: "1", top: "1.5", boxSize: "2.5", borderRadius: "full", bg: dot }}
      _after={last ? undefined : { content: '""', position: "absolute", insetStart: "2", top: "5", bottom: "0", width: "1px", bg: "border" }}
    >
      {children}
    </Box>
  );
}

const REFUND_DOT = { pending: "orange.500", succeeded: "purple.500", failed: "red.500" } as const;

/**
 * Every move of the order's state, oldest first: to what, when, by whom, and the note when there is one;
 * with each refund where it happened (how much, for which parts), since a partial one moves no state.
 */
export function Timeline({ history, refunds = [], lines = [] }: { history: OrderData["history"]; refunds?: OrderData["refunds"]; lines?: OrderData["lines"] }) {
  const steps: Step[] = [
    ...history.map((event): Step => ({ at: event.at, kind: "state", event })),
    ...refunds.map((refund): Step => ({ at: refund.settledAt ?? refund.createdAt, kind: "refund", refund })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (steps.length === 0) return <Text color="fg.muted">{t.timeline.empty}</Text>;
  const nameOf = (lineId: string) => lines.find((l) => l.id === lineId)?.name ?? "";
  return (
    <Box as="ol" aria-label={t.timeline.title} listStyleType="none" m="0" p="0">
      {steps.map((step, i) => (
        <TimelineStep
          key={`${step.at}-${i}`}
          last={i === steps.length - 1}
          dot={step.kind === "state" ? `${ORDER_STATUS_PALETTE[step.event.to]}.500` : REFUND_DOT[step.refund.status]}
        >
          {step.kind === "state" ? (
            <>
              <Text fontWeight="semibold">{t.status[step.event.to]}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={step.at}>{t.timeline.at(step.at)}</time>
                {" · "}
                {step.event.from === null ? `${t.timeline.placed} · ` : ""}
                {t.timeline.actor[step.event.actor]}
              </Text>
              {step.event.note && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {step.event.note}
                </Text>
              )}
            </>
          ) : (
            <>
              <Text fontWeight="semibold">{t.timeline.refund(step.refund.status, step.refund.amountMoney.formatted)}</Text>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={step.at}>{t.timeline.at(step.at)}</time>
              </Text>
              <Text fontSize="sm">
                {step.refund.lines.length > 0
                  ? step.refund.lines.map((l) => t.refunds.line(l.quantity, nameOf(l.lineId), l.returned)).join("; ")
                  : t.refunds.whole}
              </Text>
            </>
          )}
        </TimelineStep>
      ))}
    </Box>
  );
}
