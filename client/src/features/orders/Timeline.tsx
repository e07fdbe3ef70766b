import { Box, Text } from "@chakra-ui/react";
import type { OrderPageQuery } from "../../gql/graphql";
import { ORDER_STATUS_PALETTE } from "../../components/order-status";
import { orderPageCopy } from "./copy";

const t = orderPageCopy;

type OrderData = NonNullable<OrderPageQuery["order"]>;

/** Every move of the order's state, oldest first: to what, when, by whom, and the note when there is one. */
export function Timeline({ history }: { history: OrderData["history"] }) {
  if (history.length === 0) return <Text color="fg.muted">{t.timeline.empty}</Text>;
  return (
    <Box as="ol" aria-label={t.timeline.title} listStyleType="none" m="0" p="0">
      {history.map((event, i) => (
        <Box
          as="li"
          key={`${event.at}-${i}`}
          position="relative"
          ps="6"
          pb={i === history.length - 1 ? "0" : "4"}
          // A dot in the state's colour, and a line down to the next event's.
          _before={{ content: '""', position: "absolute", insetStart: "1", top: "1.5", boxSize: "2.5", borderRadius: "full", bg: `${ORDER_STATUS_PALETTE[event.to]}.500` }}
          _after={
            i === history.length - 1
              ? undefined
              : { content: '""', position: "absolute", insetStart: "2", top: "5", bottom: "0", width: "1px", bg: "border" }
          }
        >
          <Text fontWeight="semibold">{t.status[event.to]}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={event.at}>{t.timeline.at(event.at)}</time>
            {" · "}
            {event.from === null ? `${t.timeline.placed} · ` : ""}
            {t.timeline.actor[event.actor]}
          </Text>
          {event.note && (
            <Text fontSize="sm" overflowWrap="anywhere">
              {event.note}
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}
