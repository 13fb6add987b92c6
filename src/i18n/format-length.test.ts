import { describe, expect, it } from 'vitest';
import { formatLength, lengthSystemFor } from './format-length';

describe('lengths for the Measure tool', () => {
  it('writes metres with centimetres in the locale', () => {
    expect(formatLength(3.88, 'en', 'metric')).toBe('3.88 m');
    expect(formatLength(3.8849, 'en', 'metric')).toBe('3.88 m');
    expect(formatLength(12, 'nl', 'metric')).toBe('12,00 m');
    expect(formatLength(0.5, 'tr', 'metric')).toMatch(/0,50/);
  });

  it('writes feet and inches, to the nearest inch, carrying 12 inches to a foot', () => {
    expect(formatLength(3.88, 'en', 'imperial')).toBe('12 ft 9 in');
    expect(formatLength(0.3048 * 2, 'en', 'imperial')).toBe('2 ft 0 in');
    expect(formatLength(0.3048 * 3 - 0.001, 'en', 'imperial')).toBe('3 ft 0 in');
    expect(formatLength(0.1, 'en', 'imperial')).toBe('4 in');
  });

  it('uses feet only where the browser says a region that measures in feet', () => {
    expect(lengthSystemFor('en', ['en-US'])).toBe('imperial');
    expect(lengthSystemFor('en', ['nl-NL', 'en-LR'])).toBe('imperial');
    expect(lengthSystemFor('en', ['en-GB', 'en-US'])).toBe('metric');
    expect(lengthSystemFor('en', ['en'])).toBe('metric');
    expect(lengthSystemFor('en', [])).toBe('metric');
    // The app's language decides: a Dutch page stays metric for an American browser.
    expect(lengthSystemFor('nl', ['en-US'])).toBe('metric');
    expect(lengthSystemFor('es-419', ['es-US'])).toBe('imperial');
    expect(lengthSystemFor('ar-SA', ['ar-SA'])).toBe('metric');
    expect(lengthSystemFor('en', ['not a tag!'])).toBe('metric');
  });
});
