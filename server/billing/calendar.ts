/** Calendar arithmetic of billing periods, in UTC. */
import type { BillingPeriodUnit } from '../../src/contract/billing';

/** Months in a billing or credit period. */
export const PERIOD_MONTHS: Record<BillingPeriodUnit, number> = { month: 1, year: 12 };

/**
 * `months` calendar months after `anchor`, at the same time of day, the day of the month clamped
 * to the target month's length: Jan 31 + 1 = Feb 28 (29), Jan 31 + 2 = Mar 31. Always count from
 * the anchor rather than adding to the previous result, or the day would drift to the 28th.
 */
export function addMonths(anchor: Date, months: number): Date {
  const monthIndex = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), daysInMonth),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The share of [start, end) still ahead at `now`, from 0 to 1. */
export function unusedFraction(start: Date, end: Date, now: Date): number {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / length));
}
