import { describe, expect, it } from 'vitest';
import {
  discountedYearlyPrice,
  formatPrice,
  isWholeAmount,
  monthlyEquivalentPrice,
  planPrice,
  undiscountedYearlyPrice,
  yearlyPriceOf,
} from './pricing-math';
import { BUILT_IN_PRICING_PLANS } from './pricing-plans';

const plan = (id: 'agent' | 'office' | 'hotel') => BUILT_IN_PRICING_PLANS.find((p) => p.id === id)!;

describe('yearly prices (SPEC §9: monthly x 12 x 0.85, rounded to cents)', () => {
  it.each([
    // monthly, yearly, struck out (x 12), monthly equivalent (yearly / 12)
    [29.99, 305.9, 359.88, 25.49],
    [49.99, 509.9, 599.88, 42.49],
    [10, 102, 120, 8.5],
    [0.01, 0.1, 0.12, 0.01],
    [19.95, 203.49, 239.4, 16.96],
  ])('%s a month is %s a year instead of %s, %s a month', (monthly, yearly, struck, equivalent) => {
    expect(discountedYearlyPrice(monthly)).toBe(yearly);
    expect(undiscountedYearlyPrice(monthly)).toBe(struck);
    expect(monthlyEquivalentPrice(yearly)).toBe(equivalent);
  });

  it('rounds half a cent up, in whole cents rather than binary fractions', () => {
    // 3.30 / 12 is 27.5 cents; in binary fractions it comes to 27.4999… and would round down.
    expect(monthlyEquivalentPrice(3.3)).toBe(0.28);
    expect(monthlyEquivalentPrice(0.3)).toBe(0.03);
    expect(monthlyEquivalentPrice(0.66)).toBe(0.06);
    // 1.15 is 1.1499… in binary; its cents are still 115.
    expect(undiscountedYearlyPrice(1.15)).toBe(13.8);
    expect(discountedYearlyPrice(1.15)).toBe(11.73);
  });
});

describe('planPrice', () => {
  it('shows Agent per month, then per year with Save 15%, the struck price and the equivalent', () => {
    expect(planPrice(plan('agent'), 'monthly')).toEqual({
      billing: 'month',
      amount: 29.99,
      undiscountedAmount: null,
      saving: null,
      monthlyEquivalent: null,
      yearlyOnly: false,
    });
    expect(planPrice(plan('agent'), 'yearly')).toEqual({
      billing: 'year',
      amount: 305.9,
      undiscountedAmount: 359.88,
      saving: 0.15,
      monthlyEquivalent: 25.49,
      yearlyOnly: false,
    });
  });

  it('prices Office the same way', () => {
    expect(planPrice(plan('office'), 'monthly')?.amount).toBe(49.99);
    expect(planPrice(plan('office'), 'yearly')).toMatchObject({
      billing: 'year',
      amount: 509.9,
      undiscountedAmount: 599.88,
      saving: 0.15,
      monthlyEquivalent: 42.49,
    });
  });

  it('keeps Hotel yearly in both periods, with no discount and no monthly price', () => {
    const yearlyOnly = {
      billing: 'year',
      amount: 199,
      undiscountedAmount: null,
      saving: null,
      monthlyEquivalent: null,
      yearlyOnly: true,
    };
    expect(planPrice(plan('hotel'), 'monthly')).toEqual(yearlyOnly);
    expect(planPrice(plan('hotel'), 'yearly')).toEqual(yearlyOnly);
  });

  it("uses a plan's own annual price when it has one, with the saving it really gives", () => {
    const custom = { monthlyPrice: 50, annualPrice: 480 };
    expect(yearlyPriceOf(custom)).toBe(480);
    expect(planPrice(custom, 'yearly')).toMatchObject({
      amount: 480,
      undiscountedAmount: 600,
      saving: 0.2,
      monthlyEquivalent: 40,
    });
    // No saving, no badge.
    expect(planPrice({ monthlyPrice: 50, annualPrice: 600 }, 'yearly')?.saving).toBeNull();
  });

  it('has no price for a plan with neither a monthly nor an annual price', () => {
    expect(planPrice({ monthlyPrice: null, annualPrice: null }, 'monthly')).toBeNull();
    expect(planPrice({ monthlyPrice: null, annualPrice: null }, 'yearly')).toBeNull();
  });

  it('gives a free plan no saving', () => {
    expect(planPrice({ monthlyPrice: 0, annualPrice: null }, 'yearly')).toMatchObject({
      amount: 0,
      saving: null,
    });
  });
});

describe('formatPrice (SPEC §9: currency format, no decimals when whole)', () => {
  it('knows whole amounts', () => {
    expect(isWholeAmount(199)).toBe(true);
    expect(isWholeAmount(102.0)).toBe(true);
    expect(isWholeAmount(29.99)).toBe(false);
    expect(isWholeAmount(8.5)).toBe(false);
  });

  it('formats en', () => {
    expect(formatPrice(29.99, 'USD', 'en')).toBe('$29.99');
    expect(formatPrice(305.9, 'USD', 'en')).toBe('$305.90');
    expect(formatPrice(8.5, 'USD', 'en')).toBe('$8.50');
    expect(formatPrice(199, 'USD', 'en')).toBe('$199');
    expect(formatPrice(1020, 'USD', 'en')).toBe('$1,020');
  });

  it('formats nl with a decimal comma', () => {
    expect(formatPrice(29.99, 'USD', 'nl')).toBe('US$\u00a029,99');
    expect(formatPrice(509.9, 'USD', 'nl')).toBe('US$\u00a0509,90');
    expect(formatPrice(199, 'USD', 'nl')).toBe('US$\u00a0199');
  });

  it('formats ar-SA with Arabic-Indic digits and the Arabic decimal separator', () => {
    const cents = formatPrice(29.99, 'USD', 'ar-SA');
    expect(cents).toContain('٢٩٫٩٩');
    expect(cents).toContain('US$');
    // The symbol is isolated, so that it reads "US$" and not "$US" in right-to-left text.
    expect(cents).toContain('\u2068US$\u2069');
    expect(formatPrice(29.99, 'USD', 'ar-MA')).toContain('\u2068US$\u2069');
    const whole = formatPrice(199, 'USD', 'ar-SA');
    expect(whole).toContain('١٩٩');
    expect(whole).not.toContain('٫');
    expect(whole).not.toMatch(/[0-9]/);
  });

  it('formats other locales of the app without decimals for whole amounts', () => {
    for (const locale of ['ar-MA', 'es-419', 'fil', 'id', 'ms', 'sr', 'sw', 'th', 'tr', 'vi']) {
      const whole = formatPrice(199, 'USD', locale);
      expect(whole, locale).toMatch(/199/);
      expect(whole, locale).not.toMatch(/199[.,]/);
      expect(formatPrice(29.99, 'USD', locale), locale).toMatch(/29[.,]99/);
    }
    expect(formatPrice(29.99, 'USD', 'tr')).toBe('$29,99');
    // Left-to-right formats get no isolation marks.
    expect(formatPrice(29.99, 'USD', 'sr')).toBe('29,99\u00a0US$');
    expect(formatPrice(199, 'EUR', 'nl')).toBe('€\u00a0199');
  });
});
