export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNITS: [RelativeTimeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The value and unit for react-intl's formatRelativeTime: `then` relative to `now` in the
 * largest whole unit (negative in the past), e.g. 3 hours ago → { value: -3, unit: 'hour' }.
 */
export function relativeTimeParts(
  then: number,
  now: number,
): { value: number; unit: RelativeTimeUnit } {
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: seconds, unit: 'second' };
}
