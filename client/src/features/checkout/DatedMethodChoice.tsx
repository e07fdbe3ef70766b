import { Stack, Text } from "@chakra-ui/react";
import { deliveryDay } from "@shared/delivery";
import { DISPATCH_TIME_ZONE, wallClock } from "@shared/delivery-calendar";
import { useEffect, useId } from "react";
import { ArrivalDetail, MethodChoice, type MethodOption } from "../../components/ShippingChoice";
import { copy } from "../../lib/copy";
import { useMinuteClock } from "../../lib/minute-clock";
import { checkoutCopy } from "./copy";

const t = checkoutCopy;

/** The dates a method's parcel arrives, as the quote gives them (YYYY-MM-DD; `orderBefore` an instant). */
export interface OptionEstimate {
  earliest: string;
  latest: string;
  dispatchBy: string;
  orderBefore: string | null;
}

export interface DatedOption extends MethodOption {
  deliveryEstimate: OptionEstimate | null;
}

/**
 * "Order within 2 h 15 min to have it dispatched today": the time left before the day's dispatch cut-off,
 * counted down each minute. Once it has passed the dates shown are no longer the ones an order would get,
 * so it says nothing more and asks for them again (`onPassed`).
 */
function CutoffLine({ id, estimate, orderBefore, onPassed }: { id: string; estimate: OptionEstimate; orderBefore: string; onPassed: () => void }) {
  const now = useMinuteClock(orderBefore);
  const left = Date.parse(orderBefore) - now;
  const passed = left <= 0;
  useEffect(() => {
    if (passed) onPassed();
  }, [passed, onPassed]);
  if (passed) return null;
  // Whole minutes, rounded down so the time said is never more than there is; the last minute says 1 min.
  const words = copy.common.timeLeft(Math.max(1, Math.floor(left / 60_000)));
  // The dispatch day is the warehouse's (US Eastern), so "today" is too.
  const today = wallClock(new Date(now), DISPATCH_TIME_ZONE).day === estimate.dispatchBy;
  return (
    <Text id={id} fontWeight="medium">
      {today ? t.cutoffToday(words) : t.cutoffOn(words, deliveryDay(estimate.dispatchBy))}
    </Text>
  );
}

/**
 * Checkout's shipping methods: the shared MethodChoice with each option's arrival days beside its business
 * days, and above them the time left to keep those dates while the day's dispatch cut-off is ahead.
 */
export function DatedMethodChoice<O extends DatedOption>({
  onCutoffPassed,
  ...props
}: Parameters<typeof MethodChoice<O>>[0] & {
  /** The cut-off of the dates shown has passed: they should be quoted again. */
  onCutoffPassed: (orderBefore: string) => void;
}) {
  const { options, chosen } = props;
  const cutoffId = useId();
  // Every option dispatches on the same day; the chosen one's cut-off is the one said.
  const estimate = (options?.find((o) => o.id === chosen) ?? options?.[0])?.deliveryEstimate ?? null;
  const orderBefore = props.hasAddress && !props.error && !props.loading ? (estimate?.orderBefore ?? null) : null;
  return (
    <Stack gap="3">
      {estimate && orderBefore && (
        <CutoffLine key={orderBefore} id={cutoffId} estimate={estimate} orderBefore={orderBefore} onPassed={() => onCutoffPassed(orderBefore)} />
      )}
      <MethodChoice
        {...props}
        describedBy={orderBefore ? cutoffId : undefined}
        detail={(o) => <ArrivalDetail estimate={o.deliveryEstimate} />}
      />
    </Stack>
  );
}
