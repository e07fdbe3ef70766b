import { useEffect, useState } from "react";

/**
 * The time now, read again each time the whole minutes left before `until` change, and no more once it has
 * passed (or with no `until`): the countdowns to the day's dispatch cut-off. Kept in state rather than read
 * while rendering, so that a render is the same for the same props.
 */
export function useMinuteClock(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || Date.parse(until) - now <= 0) return;
    // From the clock itself, which may have moved on since `now` (a sleeping laptop): the next reading is
    // the first millisecond of the next whole minute down, or at once when that is behind us already.
    const left = Date.parse(until) - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left % 60_000) + 1);
    return () => clearTimeout(timer);
  }, [until, now]);
  return now;
}
