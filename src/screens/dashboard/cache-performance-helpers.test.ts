import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCount,
  formatDay,
  formatMilliseconds,
  formatPercent,
  sizeUnitOf,
} from './cache-performance-format';
import { choiceOf, paramsOf, rangeErrors, requestOf } from './cache-performance-range';
import {
  inlineAnchor,
  inlineSpan,
  inlineX,
  labelledIndices,
  linePath,
  linearScale,
  niceStep,
  shortLabel,
  slotCenter,
  valueTicks,
} from '../../ui/chart-scale';
import {
  CACHE_FROM_INVALID_MESSAGE,
  CACHE_RANGE_REVERSED_MESSAGE,
  CACHE_RANGE_TOO_LONG_MESSAGE,
  CACHE_TO_INVALID_MESSAGE,
} from '../../contract/cache-performance';

// Intl may put a narrow no-break space between a number and its unit: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('cache performance formatting', () => {
  it('writes counts and shares as the locale does', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'nl')).toBe('1.234.567');
    expect(formatPercent(0.75, 'en', '–')).toBe('75%');
    expect(formatPercent(21 / 29, 'en', '–')).toBe('72.4%');
    expect(plain(formatPercent(0.5, 'tr', '–'))).toBe('%50');
    expect(formatPercent(null, 'en', 'no data')).toBe('no data');
  });

  it('writes milliseconds with a decimal only below 100 ms', () => {
    expect(plain(formatMilliseconds(87.54, 'en', '–'))).toBe('87.5 ms');
    expect(plain(formatMilliseconds(1234.5, 'en', '–'))).toBe('1,235 ms');
    expect(formatMilliseconds(null, 'en', 'none')).toBe('none');
  });

  it('writes sizes in decimal units', () => {
    expect(sizeUnitOf(999)).toEqual({ unit: 'byte', amount: 999 });
    expect(sizeUnitOf(2560)).toEqual({ unit: 'kilobyte', amount: 2.56 });
    expect(plain(formatBytes(0, 'en'))).toBe('0 bytes');
    expect(plain(formatBytes(1, 'en'))).toBe('1 byte');
    expect(plain(formatBytes(2560, 'en'))).toBe('2.6 kB');
    expect(plain(formatBytes(1_002_660, 'en'))).toBe('1 MB');
    expect(plain(formatBytes(3_500_000_000, 'en'))).toBe('3.5 GB');
    expect(plain(formatBytes(1500, 'nl'))).toBe('1,5 kB');
  });

  it('writes UTC days whatever the time zone', () => {
    expect(formatDay('2026-05-03', 'en', 'short')).toBe('May 3');
    expect(formatDay('2026-05-03', 'en', 'long')).toBe('May 3, 2026');
    expect(formatDay('2026-01-01', 'en', 'long')).toBe('Jan 1, 2026');
  });
});

describe('cache chart scaling', () => {
  it('rounds axis steps up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(30)).toBe(50);
    expect(niceStep(2500)).toBe(2500);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it('makes ticks from 0 to just above the largest value', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(valueTicks(55.375)).toEqual([0, 20, 40, 60]);
    expect(valueTicks(250)).toEqual([0, 100, 200, 300]);
    expect(valueTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(valueTicks(1, 4, 1)).toEqual([0, 1]);
    expect(valueTicks(3, 4, 1)).toEqual([0, 1, 2, 3]);
  });

  it('maps values onto a range, bottom up, never past the top', () => {
    const y = linearScale(100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(150)).toBe(0);
    expect(linearScale(0, 0, 10)(0)).toBe(0);
  });

  it('places days in equal slots and labels a few of them', () => {
    expect(slotCenter(0, 4, 0, 400)).toBe(50);
    expect(slotCenter(3, 4, 0, 400)).toBe(350);
    expect(labelledIndices(0)).toEqual([]);
    expect(labelledIndices(4)).toEqual([0, 1, 2, 3]);
    expect(labelledIndices(7)).toEqual([0, 2, 4, 6]);
    expect(labelledIndices(30)).toEqual([0, 6, 12, 18, 24, 29]);
    expect(labelledIndices(90)).toEqual([0, 18, 36, 54, 72, 89]);
    expect(labelledIndices(366, 6)).toEqual([0, 73, 146, 219, 292, 365]);
  });

  it('breaks a line where a day has no value', () => {
    expect(linePath([])).toBe('');
    expect(
      linePath([{ x: 0, y: 10 }, { x: 10, y: 5.333 }, null, { x: 30, y: 1 }, { x: 40, y: 2 }]),
    ).toBe('M0 10 L10 5.33 M30 1 L40 2');
    expect(linePath([null, { x: 5, y: 5 }, null])).toBe('M5 5');
  });

  it('lays bars from the inline start, mirrored in right-to-left', () => {
    expect(inlineSpan(120, 200, 600, false)).toEqual({ x: 120, width: 200 });
    expect(inlineSpan(120, 200, 600, true)).toEqual({ x: 280, width: 200 });
    expect(inlineX(112, 600, false)).toBe(112);
    expect(inlineX(112, 600, true)).toBe(488);
    expect(inlineAnchor('end', false)).toBe('end');
    expect(inlineAnchor('end', true)).toBe('start');
    expect(inlineAnchor('start', true)).toBe('end');
  });

  it('shortens long type names for the chart only', () => {
    expect(shortLabel('api')).toBe('api');
    expect(shortLabel('application/vnd.roomwalk+json', 12)).toBe('application…');
    expect(shortLabel('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('cache performance period in the address', () => {
  it('reads presets and custom periods', () => {
    expect(choiceOf(new URLSearchParams())).toEqual({ kind: 'days', days: 30 });
    expect(choiceOf(new URLSearchParams('days=7'))).toEqual({ kind: 'days', days: 7 });
    expect(choiceOf(new URLSearchParams('days=0'))).toEqual({ kind: 'days', days: 30 });
    expect(choiceOf(new URLSearchParams('days=lots'))).toEqual({ kind: 'days', days: 30 });
    expect(choiceOf(new URLSearchParams('from=2026-05-01&to=2026-05-09'))).toEqual({
      kind: 'custom',
      from: '2026-05-01',
      to: '2026-05-09',
      errors: {},
    });
  });

  it('checks a custom period with the shared schema', () => {
    expect(rangeErrors('2026-05-09', '2026-05-01')).toEqual({ to: CACHE_RANGE_REVERSED_MESSAGE });
    expect(rangeErrors('2025-01-01', '2026-05-01')).toEqual({
      from: CACHE_RANGE_TOO_LONG_MESSAGE,
    });
    expect(rangeErrors('', '2026-02-30')).toEqual({
      from: CACHE_FROM_INVALID_MESSAGE,
      to: CACHE_TO_INVALID_MESSAGE,
    });
    expect(requestOf(choiceOf(new URLSearchParams('from=2026-05-09')))).toBeNull();
  });

  it('turns requests into requests and back into the address', () => {
    expect(requestOf({ kind: 'days', days: 90 })).toEqual({ days: 90 });
    expect(requestOf(choiceOf(new URLSearchParams('from=2026-05-01&to=2026-05-01')))).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(paramsOf({ days: 30 }).toString()).toBe('');
    expect(paramsOf({ days: 7 }).toString()).toBe('days=7');
    expect(paramsOf({ from: '2026-05-01', to: '2026-05-09' }).toString()).toBe(
      'from=2026-05-01&to=2026-05-09',
    );
  });
});
