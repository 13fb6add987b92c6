/**
 * Labels laid over the canvas that never overlap (issue 35, point 3): placed in order of
 * importance, a label whose box would overlap one already placed this frame is hidden instead.
 */

/** A label's box on the canvas, in CSS pixels: its centre and its size. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept free between two labels (CSS pixels). */
export const LABEL_GAP = 4;

/** Whether `box` overlaps any of `placed`, with LABEL_GAP between them. */
export function overlapsAny(box: LabelBox, placed: readonly LabelBox[]): boolean {
  return placed.some(
    (other) =>
      Math.abs(box.x - other.x) * 2 < box.width + other.width + 2 * LABEL_GAP &&
      Math.abs(box.y - other.y) * 2 < box.height + other.height + 2 * LABEL_GAP,
  );
}

/**
 * Which of `boxes` (most important first; null: not on screen) are shown: each that overlaps none
 * shown before it, nor any of `placed` (labels of another layer, placed earlier this frame), which
 * gains the shown ones.
 */
export function showWithoutOverlap(
  boxes: readonly (LabelBox | null)[],
  placed: LabelBox[] = [],
): boolean[] {
  return boxes.map((box) => {
    if (box === null || overlapsAny(box, placed)) return false;
    placed.push(box);
    return true;
  });
}
