import { addUsBusinessDays, instantOf, isCalendarDate, isUsBusinessDay, wallClock, weekendOf } from "./delivery-calendar";
import { arrivalWords, deliveryDay, dispatchDay, estimateDelivery, orderDay, promiseOutcome, readinessOf, type Readiness } from "./delivery";

/** Delivery dates: the dispatch calendar (cut-off, weekends, US federal holidays), lead times and transit abroad. */

const inStock: Readiness = { inStock: true };
const germany = { label: "Express international", minDays: 2, maxDays: 5 };
const at = (iso: string) => new Date(iso);

describe("the day an order dispatches", () => {
  it("is today before the 14:00 Eastern cut-off on a business day, and the next business day from it", () => {
    // Friday 4 December 2026: Eastern Standard Time, UTC-5.
    expect(orderDay(at("2026-12-04T18:59:00Z"))).toEqual({ day: "2026-12-04", orderBefore: at("2026-12-04T19:00:00Z") });
    expect(orderDay(at("2026-12-04T19:00:00Z"))).toEqual({ day: "2026-12-07", orderBefore: at("2026-12-07T19:00:00Z") });
  });

  it("counts the cut-off in daylight saving time as 14:00 Eastern too", () => {
    // Wednesday 1 July 2026: Eastern Daylight Time, UTC-4.
    expect(orderDay(at("2026-07-01T17:59:00Z")).day).toBe("2026-07-01");
    expect(orderDay(at("2026-07-01T18:00:00Z")).day).toBe("2026-07-02");
    // The Monday after the clocks went forward (Sunday 8 March 2026).
    expect(instantOf("2026-03-09", 14 * 60, "America/New_York")).toEqual(at("2026-03-09T18:00:00Z"));
    expect(instantOf("2026-11-02", 14 * 60, "America/New_York")).toEqual(at("2026-11-02T19:00:00Z"));
  });

  it("skips the weekend: a Saturday's or a Sunday's order leaves on Monday", () => {
    expect(orderDay(at("2026-12-05T15:00:00Z")).day).toBe("2026-12-07");
    expect(orderDay(at("2026-12-06T23:00:00Z")).day).toBe("2026-12-07");
  });

  it("skips US federal holidays as observed, and the weekend after them", () => {
    // Thanksgiving, Thursday 26 November 2026: a Wednesday evening's order leaves on Friday.
    expect(orderDay(at("2026-11-25T20:00:00Z")).day).toBe("2026-11-27");
    // Christmas on a Friday: Thursday evening's order waits for Monday 28 December.
    expect(orderDay(at("2026-12-24T20:00:00Z")).day).toBe("2026-12-28");
    // Independence Day 2026 is a Saturday, observed on Friday 3 July.
    expect(isUsBusinessDay("2026-07-03")).toBe(false);
    expect(orderDay(at("2026-07-02T19:00:00Z")).day).toBe("2026-07-06");
    // A Sunday's holiday is observed on the Monday: 4 July 2027.
    expect(isUsBusinessDay("2027-07-05")).toBe(false);
  });

  it("reads the date in US Eastern time, not UTC: 01:00 UTC on Saturday is still Friday evening in New York", () => {
    expect(wallClock(at("2026-12-05T01:00:00Z"), "America/New_York")).toEqual({ day: "2026-12-04", minutes: 20 * 60 });
    expect(orderDay(at("2026-12-05T01:00:00Z")).day).toBe("2026-12-07");
  });

  it("takes another cut-off when the shop sets one", () => {
    expect(orderDay(at("2026-12-04T20:30:00Z"), 16 * 60).day).toBe("2026-12-04");
  });
});

describe("a sold-out part", () => {
  const friday10am = at("2026-12-04T15:00:00Z");

  it("dispatches its supplier's lead time in US business days after the order, with no cut-off to beat", () => {
    expect(dispatchDay(friday10am, { inStock: false, restockDate: null, leadTimeDays: 10 })).toEqual({ day: "2026-12-18", orderBefore: null });
    // Five business days from Friday 18 December skip Christmas Day.
    expect(addUsBusinessDays("2026-12-18", 5)).toBe("2026-12-28");
  });

  it("dispatches the business day after its restock date, which beats its lead time", () => {
    expect(dispatchDay(friday10am, { inStock: false, restockDate: "2026-12-10", leadTimeDays: 20 })?.day).toBe("2026-12-11");
    // Restocked on Christmas Eve (a Thursday): Christmas is a holiday, so Monday.
    expect(dispatchDay(friday10am, { inStock: false, restockDate: "2026-12-24", leadTimeDays: null })?.day).toBe("2026-12-28");
  });

  it("treats a restock date already past as any day now, and gives no date with neither", () => {
    expect(dispatchDay(friday10am, { inStock: false, restockDate: "2026-11-30", leadTimeDays: null })?.day).toBe("2026-12-07");
    expect(dispatchDay(friday10am, { inStock: false, restockDate: "2026-11-30", leadTimeDays: 3 })?.day).toBe("2026-12-09");
    expect(estimateDelivery({ now: friday10am, country: "DE", method: germany, readiness: { inStock: false, restockDate: null, leadTimeDays: null } })).toBeNull();
  });

  it("decides a cart's dispatch by its latest sold-out line", () => {
    const line = (availableQuantity: number, quantity: number, restockDate: string | null, leadTimeDays: number | null) => ({ availableQuantity, quantity, restockDate, leadTimeDays });
    expect(readinessOf([line(5, 2, null, null)])).toEqual({ inStock: true });
    expect(readinessOf([line(0, 1, "2026-12-10", null), line(0, 1, "2026-12-15", 4), line(9, 1, null, null)])).toEqual({ inStock: false, restockDate: "2026-12-15", leadTimeDays: 4 });
    expect(readinessOf([line(0, 1, "2026-12-10", null), line(0, 1, null, null)])).toEqual({ inStock: false, restockDate: null, leadTimeDays: null });
  });
});

describe("the arrival dates", () => {
  it("add the method's transit in the destination's working days: Germany, 2 to 5 days from a Friday", () => {
    const estimate = estimateDelivery({ now: at("2026-12-04T18:00:00Z"), country: "DE", method: germany, readiness: inStock });
    expect(estimate).toEqual({
      earliest: "2026-12-08",
      latest: "2026-12-11",
      dispatchBy: "2026-12-04",
      orderBefore: at("2026-12-04T19:00:00Z"),
      method: "Express international",
      inStock: true,
    });
    expect(arrivalWords(estimate!)).toBe("Arrives Tue 8 Dec – Fri 11 Dec");
  });

  it("run across weeks and the new year for a long transit", () => {
    const estimate = estimateDelivery({ now: at("2026-12-04T18:00:00Z"), country: "AU", method: { label: "Economy", minDays: 10, maxDays: 20 }, readiness: inStock });
    expect([estimate?.earliest, estimate?.latest]).toEqual(["2026-12-18", "2027-01-01"]);
    expect(arrivalWords(estimate!)).toBe("Arrives Fri 18 Dec – Fri 1 Jan");
  });

  it("count a Friday-and-Saturday weekend where the destination rests then", () => {
    const thursday = at("2026-12-03T15:00:00Z");
    const oneDay = { label: "Courier", minDays: 1, maxDays: 1 };
    expect(weekendOf("SA")).toEqual([5, 6]);
    expect(estimateDelivery({ now: thursday, country: "SA", method: oneDay, readiness: inStock })?.earliest).toBe("2026-12-06");
    expect(estimateDelivery({ now: thursday, country: "DE", method: oneDay, readiness: inStock })?.earliest).toBe("2026-12-04");
  });

  it("start from the restock for a sold-out part, and say it is not in stock", () => {
    const estimate = estimateDelivery({ now: at("2026-12-04T15:00:00Z"), country: "DE", method: germany, readiness: { inStock: false, restockDate: null, leadTimeDays: 10 } });
    expect(estimate).toMatchObject({ dispatchBy: "2026-12-18", earliest: "2026-12-22", latest: "2026-12-25", orderBefore: null, inStock: false });
  });

  it("are written as the shop writes them, one day when both are the same", () => {
    expect(deliveryDay("2026-12-08")).toBe("Tue 8 Dec");
    expect(arrivalWords({ earliest: "2026-12-08", latest: "2026-12-08" })).toBe("Arrives Tue 8 Dec");
    expect(deliveryDay("2026-12-08", "de-DE")).toBe("Di 8 Dez");
  });
});

describe("a kept promise", () => {
  const promise = { earliest: "2026-12-08", latest: "2026-12-11", dispatchBy: "2026-12-04" };

  it("is pending until delivered, then early, on time or late by calendar days", () => {
    expect(promiseOutcome(promise, null)).toEqual({ outcome: "pending", daysLate: 0 });
    expect(promiseOutcome(promise, at("2026-12-07T12:00:00Z"))).toEqual({ outcome: "early", daysLate: 0 });
    expect(promiseOutcome(promise, at("2026-12-08T09:00:00Z"))).toEqual({ outcome: "onTime", daysLate: 0 });
    expect(promiseOutcome(promise, at("2026-12-11T23:59:00Z"))).toEqual({ outcome: "onTime", daysLate: 0 });
    expect(promiseOutcome(promise, at("2026-12-13T10:00:00Z"))).toEqual({ outcome: "late", daysLate: 2 });
  });
});

describe("calendar dates", () => {
  it("are real days written YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-12-18")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("18/12/2026")).toBe(false);
    expect(isCalendarDate("2026-12-18T00:00")).toBe(false);
  });
});
