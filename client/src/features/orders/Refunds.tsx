import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { OrderPageQuery } from "../../gql/graphql";
import { orderPageCopy } from "./copy";

const t = orderPageCopy;

type OrderData = NonNullable<OrderPageQuery["order"]>;

const REFUND_PALETTE = { pending: "orange", succeeded: "green", failed: "red" } as const;

/** The order's refunds, oldest first: how much, how far it has got, and which units it covers. */
export function Refunds({ refunds, lines }: { refunds: OrderData["refunds"]; lines: OrderData["lines"] }) {
  const nameOf = (lineId: string) => lines.find((l) => l.id === lineId)?.name ?? "";
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t.refunds.title}>
      {refunds.map((refund) => (
        <Box as="li" key={refund.id}>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{refund.amountMoney.formatted}</Text>
            <Badge colorPalette={REFUND_PALETTE[refund.status]} variant="subtle" textTransform="none">
              {t.refunds.status[refund.status]}
            </Badge>
          </Flex>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={refund.createdAt}>{t.refunds.asked(refund.createdAt)}</time>
          </Text>
          {refund.lines.length > 0 ? (
            <Text fontSize="sm">{refund.lines.map((l) => t.refunds.line(l.quantity, nameOf(l.lineId), l.returned)).join("; ")}</Text>
          ) : (
            <Text fontSize="sm">{t.refunds.whole}</Text>
          )}
          {refund.note && (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {refund.note}
            </Text>
          )}
          {refund.status === "failed" && refund.failureReason && (
            <Text fontSize="sm" color="red.700">
              {t.refunds.failed(refund.failureReason)}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
