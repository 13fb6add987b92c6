import { describe, expect, it } from 'vitest';
import { placesModelsInAr } from './ar-device';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('placesModelsInAr', () => {
  it('is true on an Android phone and an iPhone', () => {
    expect(
      placesModelsInAr({ userAgent: ANDROID, platform: 'Linux armv8l', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(placesModelsInAr({ userAgent: IPHONE, platform: 'iPhone', maxTouchPoints: 5 })).toBe(
      true,
    );
  });

  it('is true on an iPad, whose Safari says it is a Mac, by its touch screen', () => {
    expect(
      placesModelsInAr({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true);
  });

  it('is false on a Mac, and on a Windows or Linux computer even with a touch screen', () => {
    expect(
      placesModelsInAr({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe(false);
    expect(placesModelsInAr({ userAgent: WINDOWS, platform: 'Win32', maxTouchPoints: 10 })).toBe(
      false,
    );
    expect(
      placesModelsInAr({ userAgent: LINUX, platform: 'Linux x86_64', maxTouchPoints: 0 }),
    ).toBe(false);
  });
});
