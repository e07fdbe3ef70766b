import { Box, Flex, Separator, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { copy } from "../lib/copy";
import { TotalRow } from "./TitledCard";

/** One import duty or tax, as the quote and the order give it (US dollars). */
export interface DutyLine {
  kind: "duty" | "vat" | "gst";
  label: string;
  amount: number;
  collected: "checkout" | "delivery";
  /** Which of the order's lines (indexes, as listed) it is on; empty when not known. */
  lineIndexes?: readonly number[];
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
  paidNowCharges: "Duties and taxes paid now",
  dueOnDelivery: "Due on delivery (estimate)",
  dueCharges: "Duties and taxes due on delivery",
  dueTotal: "Total due on delivery (estimate)",
  notInTotal: "Paid to the carrier when the parcel arrives, not charged now.",
  none: "No import duties or taxes are charged with this order.",
  local: (amount: string) => `About ${amount} in your currency (an estimate).`,
  onEveryPart: "On every part",
  on: (names: string[]) => `On ${names.join(", ")}`,
};

/** Which parts a charge is on, when the order has more than one line to tell apart. */
function covers(charge: DutyLine, lineNames: readonly string[]): string | null {
  const indexes = charge.lineIndexes ?? [];
  if (lineNames.length < 2 || indexes.length === 0) return null;
  if (indexes.length === lineNames.length) return dutyCopy.onEveryPart;
  return dutyCopy.on(indexes.map((i) => lineNames[i]).filter((name): name is string => name !== undefined));
}

function Charges({ charges, label, lineNames, format }: { charges: readonly DutyLine[]; label: string; lineNames: readonly string[]; format: (amount: number) => string }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={label}>
      {charges.map((c) => {
        const on = covers(c, lineNames);
        return (
          <Flex as="li" key={`${c.kind}:${c.label}`} justify="space-between" align="start" gap="3">
            <Stack gap="0" minW="0">
              <Text>{c.label}</Text>
              {on && (
                <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                  {on}
                </Text>
              )}
            </Stack>
            <Text flexShrink={0}>{format(c.amount)}</Text>
          </Flex>
        );
      })}
    </Stack>
  );
}

export interface OrderTotalsProps {
  /** Left out where the page shows the parts' sum elsewhere; a string is shown as it is. */
  subtotal?: { label: string; value: number | string };
  shipping: { label: string; value: string };
  /** Null until a destination and method are chosen: its row then says what is pending. */
  landed: LandedAmounts | null;
  pending?: string;
  total: { label: string; value: number | string };
  /** The order's or quote's part names, as its lines are listed, to say which parts each charge is on. */
  lineNames: readonly string[];
  /** How the amounts are written: US dollars unless the quote or order is in another currency. */
  format?: (amount: number) => string;
}

/**
 * An order's totals in two groups, as the buyer meets them: what is paid now (the parts, shipping, any duty
 * and tax the shop collects, and their total) and, apart, the estimate paid to the carrier on delivery, with
 * which parts each duty is on. Shared by checkout, the payment page and the order page.
 */
export function OrderTotals({ subtotal, shipping, landed, pending, total, lineNames, format = dollars }: OrderTotalsProps) {
  const shown = (value: number | string) => (typeof value === "string" ? value : format(value));
  const paidNowId = useId();
  const dueId = useId();
  const now = landed?.breakdown.filter((c) => c.collected === "checkout") ?? [];
  const due = landed?.breakdown.filter((c) => c.collected === "delivery") ?? [];
  const nothing = landed !== null && landed.breakdown.length === 0 && landed.duties + landed.taxes === 0 && landed.dueOnDelivery === 0;
  return (
    <Stack gap="3">
      <Stack gap="2" role="group" aria-labelledby={paidNowId}>
        <Text id={paidNowId} fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          {dutyCopy.paidNow}
        </Text>
        {subtotal && <TotalRow label={subtotal.label} value={shown(subtotal.value)} />}
        <TotalRow label={shipping.label} value={shipping.value} />
        {landed === null && pending && <TotalRow label={dutyCopy.heading} value={pending} />}
        {now.length > 0 && <Charges charges={now} label={dutyCopy.paidNowCharges} lineNames={lineNames} format={format} />}
        <Separator />
        <TotalRow label={total.label} value={shown(total.value)} strong />
      </Stack>
      {landed && (due.length > 0 || landed.dueOnDelivery > 0) && (
        <Box role="group" aria-labelledby={dueId} borderWidth="1px" borderColor="orange.200" bg="orange.50" borderRadius="md" p="3">
          <Stack gap="2">
            <Text id={dueId} fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="orange.800">
              {dutyCopy.dueOnDelivery}
            </Text>
            {due.length > 0 && <Charges charges={due} label={dutyCopy.dueCharges} lineNames={lineNames} format={format} />}
            <TotalRow label={dutyCopy.dueTotal} value={format(landed.dueOnDelivery)} />
            <Text fontSize="sm" color="fg.muted">
              {dutyCopy.notInTotal}
            </Text>
          </Stack>
        </Box>
      )}
      {landed && (
        <Text fontSize="sm" color="fg.muted">
          {nothing && !landed.reason ? dutyCopy.none : landed.reason}
        </Text>
      )}
    </Stack>
  );
}
