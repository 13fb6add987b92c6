/**
 * Price arithmetic of SPEC §9, shared by the pricing screens and the server's billing: yearly
 * billing of a monthly plan is monthly x 12 x 0.85 rounded to cents (Save 15%), struck out
 * against monthly x 12, with the monthly equivalent (yearly / 12, rounded to cents) shown.
 * Plans without a monthly price (Hotel) are sold per year only. Amounts are worked out in
 * whole cents so that binary fractions never decide a rounding.
 */
import type { PricingPlan } from './business';

/** The period a visitor chooses on the pricing toggle. */
export type BillingPeriod = 'monthly' | 'yearly';

/** The discount for paying a monthly plan a year at a time. */
export const YEARLY_DISCOUNT_PERCENT = 15;

const MONTHS_PER_YEAR = 12;

export const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number): number => cents / 100;

/** A monthly price paid for a year without the discount: 29.99 → 359.88. */
export function undiscountedYearlyPrice(monthlyPrice: number): number {
  return fromCents(toCents(monthlyPrice) * MONTHS_PER_YEAR);
}

/** A monthly price billed yearly: monthly x 12 x 0.85, rounded to cents (29.99 → 305.90). */
export function discountedYearlyPrice(monthlyPrice: number): number {
  const undiscountedCents = toCents(monthlyPrice) * MONTHS_PER_YEAR;
  return fromCents(Math.round((undiscountedCents * (100 - YEARLY_DISCOUNT_PERCENT)) / 100));
}

/** What a yearly price comes to per month, rounded to cents (305.90 → 25.49). */
export function monthlyEquivalentPrice(yearlyPrice: number): number {
  return fromCents(Math.round(toCents(yearlyPrice) / MONTHS_PER_YEAR));
}

/** The prices of a plan that the arithmetic needs. */
export type PlanAmounts = Pick<PricingPlan, 'monthlyPrice' | 'annualPrice'>;

/** What one plan costs in the chosen period, and what the card shows beside it. */
export interface PlanPrice {
  /** What one payment covers. */
  billing: 'month' | 'year';
  /** The amount of one payment. */
  amount: number;
  /** Yearly billing of a monthly plan: the twelve monthly payments it replaces (struck out). */
  undiscountedAmount: number | null;
  /** Yearly billing of a monthly plan: what it saves, as a fraction (0.15). */
  saving: number | null;
  /** Yearly billing of a monthly plan: the yearly amount per month. */
  monthlyEquivalent: number | null;
  /** The plan is sold per year only, whatever the period chosen (Hotel). */
  yearlyOnly: boolean;
}

/** The yearly price of a plan: its own annual price when it has one, else the derived one. */
export function yearlyPriceOf(plan: PlanAmounts): number | null {
  if (plan.annualPrice !== null) return plan.annualPrice;
  return plan.monthlyPrice === null ? null : discountedYearlyPrice(plan.monthlyPrice);
}

/** The whole percentage a yearly price saves against twelve monthly payments, if any. */
function savingOf(yearlyPrice: number, undiscounted: number): number | null {
  if (toCents(undiscounted) <= 0) return null;
  const percent = Math.round((1 - toCents(yearlyPrice) / toCents(undiscounted)) * 100);
  return percent > 0 ? percent / 100 : null;
}

/** The price of a plan in a period; null for a plan that has no price at all. */
export function planPrice(plan: PlanAmounts, period: BillingPeriod): PlanPrice | null {
  const { monthlyPrice } = plan;
  const yearly = yearlyPriceOf(plan);
  if (monthlyPrice === null) {
    return yearly === null
      ? null
      : {
          billing: 'year',
          amount: yearly,
          undiscountedAmount: null,
          saving: null,
          monthlyEquivalent: null,
          yearlyOnly: true,
        };
  }
  if (period === 'monthly' || yearly === null) {
    return {
      billing: 'month',
      amount: monthlyPrice,
      undiscountedAmount: null,
      saving: null,
      monthlyEquivalent: null,
      yearlyOnly: false,
    };
  }
  const undiscounted = undiscountedYearlyPrice(monthlyPrice);
  return {
    billing: 'year',
    amount: yearly,
    undiscountedAmount: undiscounted,
    saving: savingOf(yearly, undiscounted),
    monthlyEquivalent: monthlyEquivalentPrice(yearly),
    yearlyOnly: false,
  };
}

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Whether an amount has no cents: 199 and 199.00 do, 29.99 does not. */
export const isWholeAmount = (amount: number): boolean => toCents(amount) % 100 === 0;

/** Right-to-left letters, and the right-to-left mark that CLDR puts before Arabic prices. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f]/;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * An amount in a locale's currency format, without decimals when it is whole (SPEC §9):
 * 29.99 → "$29.99", 199 → "$199" in en; "US$ 29,99" in nl. In right-to-left formats the
 * currency symbol is isolated, or the bidi algorithm would show "US$" as "$US".
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency, isWholeAmount(amount));
  const formatted = format.format(amount);
  if (!RIGHT_TO_LEFT.test(formatted)) return formatted;
  return format
    .formatToParts(amount)
    .map(({ type, value }) =>
      type === 'currency' ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value,
    )
    .join('');
}
