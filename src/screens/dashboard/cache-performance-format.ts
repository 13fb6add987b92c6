/**
 * Numbers of /dashboard/cache-performance as the locale writes them (Intl): counts, shares,
 * milliseconds, sizes in decimal units (1 kB = 1000 bytes) and UTC days.
 */

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A share from 0 to 1 as a percentage, e.g. "72.4%"; `none` when there is no share. */
export function formatPercent(ratio: number | null, locale: string, none: string): string {
  if (ratio === null) return none;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );
}

/** Milliseconds, e.g. "87.5 ms"; `none` when there were no requests to time. */
export function formatMilliseconds(ms: number | null, locale: string, none: string): string {
  if (ms === null) return none;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 100 ? 1 : 0,
  }).format(ms);
}

/** The unit a size is best read in: the largest whose amount is at least 1. */
export function sizeUnitOf(bytes: number): { unit: (typeof SIZE_UNITS)[number]; amount: number } {
  let index = 0;
  while (index < SIZE_UNITS.length - 1 && bytes >= 1000 ** (index + 1)) index += 1;
  return { unit: SIZE_UNITS[index] ?? 'byte', amount: bytes / 1000 ** index };
}

/** Bytes as "512 bytes", "2.6 kB", "1 MB", "3.5 GB", ... */
export function formatBytes(bytes: number, locale: string): string {
  const { unit, amount } = sizeUnitOf(bytes);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // "512 bytes": the short form of the byte unit has no plural in some locales ("512 byte").
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(amount);
}

/** A YYYY-MM-DD day (UTC): "short" for chart axes ("May 3"), "long" for tables ("May 3, 2026"). */
export function formatDay(day: string, locale: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T00:00:00Z`));
}

/** The formatters above, bound to the current locale, with "No data" where a value is missing. */
export interface CacheFormat {
  locale: string;
  count: (value: number) => string;
  percent: (ratio: number | null) => string;
  milliseconds: (ms: number | null) => string;
  bytes: (bytes: number) => string;
  day: (day: string, style: 'short' | 'long') => string;
}

export function cacheFormat(locale: string, none: string): CacheFormat {
  return {
    locale,
    count: (value) => formatCount(value, locale),
    percent: (ratio) => formatPercent(ratio, locale, none),
    milliseconds: (ms) => formatMilliseconds(ms, locale, none),
    bytes: (bytes) => formatBytes(bytes, locale),
    day: (day, style) => formatDay(day, locale, style),
  };
}
