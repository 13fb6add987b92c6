import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice } from '../../contract/pricing-math';

export interface BillingFormat {
  /** Cents as the locale writes the currency, without decimals when whole (SPEC §9). */
  money: (cents: number, currency: string) => string;
  /** A day, e.g. "May 3, 2026" in en. */
  date: (iso: string) => string;
  /** A day and time, for ledger entries. */
  dateTime: (iso: string) => string;
}

/** Money and dates in the user's locale, with Intl (through react-intl and the pricing helper). */
export function useBillingFormat(): BillingFormat {
  const intl = useIntl();
  return useMemo(
    () => ({
      money: (cents, currency) => formatPrice(cents / 100, currency, intl.locale),
      date: (iso) => intl.formatDate(iso, { dateStyle: 'medium' }),
      dateTime: (iso) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [intl],
  );
}
