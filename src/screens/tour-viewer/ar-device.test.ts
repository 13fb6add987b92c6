import { describe, expect, it } from 'vitest';
import { placesModelsInAr, type DeviceFacts } from './ar-device';

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

const DEVICES: readonly [string, DeviceFacts, boolean][] = [
  ['an Android phone', { userAgent: ANDROID, platform: 'Linux armv8l', maxTouchPoints: 5 }, true],
  ['an iPhone', { userAgent: IPHONE, platform: 'iPhone', maxTouchPoints: 5 }, true],
  // iPadOS Safari says it is a Mac: its touch screen tells it apart.
  ['an iPad', { userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 }, true],
  ['a Mac', { userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }, false],
  [
    'a Windows computer with a touch screen',
    { userAgent: WINDOWS, platform: 'Win32', maxTouchPoints: 10 },
    false,
  ],
  ['a Linux computer', { userAgent: LINUX, platform: 'Linux x86_64', maxTouchPoints: 0 }, false],
];

describe('placesModelsInAr', () => {
  it.each(DEVICES)('on %s: %s', (_device, facts, expected) => {
    expect(placesModelsInAr(facts)).toBe(expected);
  });
});
