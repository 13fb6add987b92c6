import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relative-time';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTimeParts', () => {
  it.each([
    [NOW, { value: 0, unit: 'second' }],
    [NOW - 42 * SECOND, { value: -42, unit: 'second' }],
    [NOW - 5 * MINUTE, { value: -5, unit: 'minute' }],
    [NOW - 90 * MINUTE, { value: -1, unit: 'hour' }],
    [NOW - 3 * DAY, { value: -3, unit: 'day' }],
    [NOW - 15 * DAY, { value: -2, unit: 'week' }],
    [NOW - 65 * DAY, { value: -2, unit: 'month' }],
    [NOW - 800 * DAY, { value: -2, unit: 'year' }],
    [NOW + 2 * HOUR, { value: 2, unit: 'hour' }],
  ])('%s is described in its largest whole unit', (then, expected) => {
    expect(relativeTimeParts(then, NOW)).toEqual(expected);
  });
});
