import { describe, expect, it } from 'vitest';
import { dampingFactorFor } from './dollhouse-mode';

describe('the dollhouse glide', () => {
  it('damps by time: as three does at 60 frames a second, and as much in a second at any rate', () => {
    expect(dampingFactorFor(1 / 60)).toBeCloseTo(0.05, 10);
    const leftAfterOneSecond = (framesPerSecond: number) =>
      (1 - dampingFactorFor(1 / framesPerSecond)) ** framesPerSecond;
    expect(leftAfterOneSecond(2)).toBeCloseTo(leftAfterOneSecond(60), 10);
    expect(dampingFactorFor(0)).toBe(0);
  });
});
