/**
 * The arithmetic of the charts (inline SVG, no chart library): value axes with round ticks,
 * day positions, lines broken where a day has no value, and bars that start at the inline-start
 * side (mirrored in right-to-left). Pure, so that it is tested on its own.
 */

/** The smallest of 1, 2, 2.5, 5 × 10^n that is at least `value` (1 for nothing). */
export function niceStep(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value * (1 - 1e-12)) ?? 10;
  return step * power;
}

/**
 * Ticks from 0 for values up to `max`, about `count` of them after 0: 0, step, 2 × step, ...,
 * ending at or just above max. The last tick is the axis's top. Counts pass a `minStep` of 1, so
 * that no tick falls between two whole numbers.
 */
export function valueTicks(max: number, count = 4, minStep = 0): number[] {
  const step = Math.max(niceStep(max / count), minStep);
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let index = 0; index * step <= top * (1 + 1e-12); index += 1) ticks.push(index * step);
  return ticks;
}

/** Maps 0..domainMax onto start..end (start is the bottom or the inline start). */
export function linearScale(domainMax: number, start: number, end: number) {
  const span = domainMax > 0 ? domainMax : 1;
  return (value: number) => start + ((end - start) * Math.min(value, span)) / span;
}

/** The centre of slot `index` of `count` equal slots between start and end. */
export function slotCenter(index: number, count: number, start: number, end: number): number {
  return start + ((index + 0.5) * (end - start)) / Math.max(count, 1);
}

/** The indices of at most `max` days to label on a time axis, evenly spread, first and last included. */
export function labelledIndices(count: number, max = 6): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (max - 1));
  const indices: number[] = [];
  for (let index = 0; index < count - 1; index += every) indices.push(index);
  if (count - 1 - (indices.at(-1) ?? 0) < every / 2) indices.pop();
  indices.push(count - 1);
  return indices;
}

export interface Point {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** SVG path data for a line through the points, broken where a value is missing. */
export function linePath(points: readonly (Point | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (point === null) {
      drawing = false;
      continue;
    }
    path += `${path ? ' ' : ''}${drawing ? 'L' : 'M'}${round(point.x)} ${round(point.y)}`;
    drawing = true;
  }
  return path;
}

/**
 * Where a horizontal bar or label lies: `start` and `length` measured from the inline start of a
 * chart `width` wide; mirrored (measured from the right) in right-to-left.
 */
export function inlineSpan(
  start: number,
  length: number,
  width: number,
  mirrored: boolean,
): { x: number; width: number } {
  return mirrored ? { x: width - start - length, width: length } : { x: start, width: length };
}

/** An x measured from the inline start, and the SVG anchor of text that should end there. */
export function inlineX(offset: number, width: number, mirrored: boolean): number {
  return mirrored ? width - offset : offset;
}

/** The SVG text-anchor of text that starts (or ends) at an inline position. */
export function inlineAnchor(side: 'start' | 'end', mirrored: boolean): 'start' | 'end' {
  if (!mirrored) return side;
  return side === 'start' ? 'end' : 'start';
}

/** A label cut to `max` characters with an ellipsis (the full text stays in the table). */
export function shortLabel(text: string, max = 18): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
