import { describe, expect, it } from 'vitest';
import {
  createFrameQuality,
  LEAST_SCALE,
  QUICK_FRAMES,
  SHARP_AFTER_MS,
  SLOW_FRAMES,
  type FrameQuality,
} from './frame-quality';

/** Draws `count` frames `gap` ms apart from `from`; returns the time of the last. */
function drawFrames(quality: FrameQuality, from: number, count: number, gap: number): number {
  let time = from;
  for (let frame = 0; frame < count; frame += 1) {
    time += gap;
    quality.drawn(time);
  }
  return time;
}

describe('adaptive quality', () => {
  it('keeps every pixel while frames keep up', () => {
    const quality = createFrameQuality();
    drawFrames(quality, 0, 600, 16.7);
    expect(quality.scale).toBe(1);
  });

  it('lowers the resolution a step after a run of slow frames, down to the least share', () => {
    const quality = createFrameQuality();
    let time = drawFrames(quality, 0, SLOW_FRAMES, 40);
    expect(quality.scale).toBe(1);
    time = drawFrames(quality, time, 1, 40);
    expect(quality.scale).toBe(0.75);
    drawFrames(quality, time, SLOW_FRAMES * 10, 40);
    expect(quality.scale).toBe(LEAST_SCALE);
  });

  it('does not count a pause, nor a slow frame among quick ones, as slow drawing', () => {
    const quality = createFrameQuality();
    let time = 0;
    for (let frame = 0; frame < SLOW_FRAMES * 3; frame += 1) {
      time = drawFrames(quality, time, 1, frame % 2 === 0 ? 40 : 16);
      time = drawFrames(quality, time, 1, 2_000);
    }
    expect(quality.scale).toBe(1);
  });

  it('draws one sharp frame once the view has been still, and only once', () => {
    const quality = createFrameQuality();
    const time = drawFrames(quality, 0, SLOW_FRAMES + 1, 40);
    expect(quality.scale).toBeLessThan(1);
    expect(quality.still(time + SHARP_AFTER_MS - 1)).toBe(false);
    expect(quality.still(time + SHARP_AFTER_MS)).toBe(true);
    expect(quality.scale).toBe(1);
    expect(quality.still(time + SHARP_AFTER_MS + 16)).toBe(false);
  });

  it('raises a lowered resolution while moving once frames keep up for long', () => {
    const quality = createFrameQuality();
    let time = drawFrames(quality, 0, SLOW_FRAMES + 1, 40);
    time = drawFrames(quality, time, QUICK_FRAMES - 1, 16.7);
    expect(quality.scale).toBe(0.75);
    drawFrames(quality, time, 1, 16.7);
    expect(quality.scale).toBe(1);
  });
});
