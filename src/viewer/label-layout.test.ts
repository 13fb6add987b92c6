import { describe, expect, it } from 'vitest';
import { LABEL_GAP, showWithoutOverlap, type LabelBox } from './label-layout';

const box = (x: number, y: number, width = 80, height = 20): LabelBox => ({ x, y, width, height });

describe('showWithoutOverlap', () => {
  it('shows labels apart from each other, and hides the later of two that overlap', () => {
    expect(showWithoutOverlap([box(100, 100), box(300, 100), box(130, 110)])).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('keeps a gap: labels that would touch count as overlapping', () => {
    const touching = box(100 + 80 + LABEL_GAP - 1, 100);
    const apart = box(100 + 80 + LABEL_GAP + 1, 100);
    expect(showWithoutOverlap([box(100, 100), touching])).toEqual([true, false]);
    expect(showWithoutOverlap([box(100, 100), apart])).toEqual([true, true]);
  });

  it('skips labels off the screen, and gives way to another layer placed first', () => {
    const rooms: LabelBox[] = [];
    expect(showWithoutOverlap([null, box(100, 100)], rooms)).toEqual([false, true]);
    expect(showWithoutOverlap([box(110, 105, 40), box(100, 200)], rooms)).toEqual([false, true]);
    expect(rooms).toHaveLength(2);
  });

  it('shows at most what fits: 99 rooms heaped on one spot show as one label', () => {
    const heap = Array.from({ length: 99 }, (_, index) => box(200 + (index % 3), 200));
    expect(showWithoutOverlap(heap).filter(Boolean)).toHaveLength(1);
  });
});
