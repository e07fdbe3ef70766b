import { Badge, Flex, Stack, Text } from "@chakra-ui/react";
import { copy } from "../lib/copy";
import { TotalRow } from "./TitledCard";

/** One import duty or tax, as the quote and the order give it (US dollars). */
export interface DutyLine {
  kind: "duty" | "vat" | "gst";
  label: string;
  amount: number;
  collected: "checkout" | "delivery";
}

export interface LandedAmounts {
  /** Duty and tax charged with the order. */
  duties: number;
  taxes: number;
  /** The estimate the buyer pays on delivery, not in the total. */
  dueOnDelivery: number;
  breakdown: readonly DutyLine[];
  /** One line: why it is charged as it is. */
  reason: string | null;
}

const dollars = copy.common.dollars;

/** An amount in the shopper's currency ("£91.20"), for an estimate beside the dollars. */
export function localMoney({ currency, amount }: { currency: string; amount: number }): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);
}

export const dutyCopy = {
  heading: "Duties and taxes",
  paidNow: "Paid now",
  onDelivery: "Estimate, paid on delivery",
  dueOnDelivery: "Due on delivery (estimate)",
  notInTotal: "Paid to the carrier when the parcel arrives, not charged now.",
  none: "No import duties or taxes are charged with this order.",
  local: (amount: string) => `About ${amount} in your currency (an estimate).`,
};

/**
 * The duty and tax lines under an order's subtotal and shipping: what is charged now, each
 * amount marked paid now or an estimate to pay on delivery, and the one-line reason. Shared by checkout
 * and the order page, so both say it the same way.
 */
export function DutyBreakdown({ landed }: { landed: LandedAmounts }) {
  const charged = landed.duties + landed.taxes;
  return (
    <Stack gap="2">
      <TotalRow label={dutyCopy.heading} value={dollars(charged)} />
      {landed.breakdown.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" ps="3" aria-label={dutyCopy.heading}>
          {landed.breakdown.map((c) => (
            <Flex as="li" key={`${c.kind}:${c.label}:${c.collected}`} justify="space-between" align="start" gap="3" fontSize="sm">
              <Flex gap="1" columnGap="2" align="center" wrap="wrap" minW="0">
                <Text>{c.label}</Text>
                <Badge size="sm" colorPalette={c.collected === "checkout" ? "green" : "orange"} variant="subtle">
                  {c.collected === "checkout" ? dutyCopy.paidNow : dutyCopy.onDelivery}
                </Badge>
              </Flex>
              <Text flexShrink={0}>{dollars(c.amount)}</Text>
            </Flex>
          ))}
        </Stack>
      )}
      {landed.dueOnDelivery > 0 && (
        <Stack gap="0">
          <TotalRow label={dutyCopy.dueOnDelivery} value={dollars(landed.dueOnDelivery)} />
          <Text fontSize="sm" color="fg.muted">
            {dutyCopy.notInTotal}
          </Text>
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {landed.breakdown.length === 0 && charged === 0 && !landed.reason ? dutyCopy.none : landed.reason}
      </Text>
    </Stack>
  );
}
