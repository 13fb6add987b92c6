/** HTML laid over the canvas (markers, labels): each element follows its point of the scene. */
import { Vector3, type Camera } from 'three';
import { showWithoutOverlap, type LabelBox } from './label-layout';

export interface OverlayPlacement {
  /** 'above': the element's bottom edge on the point (a pin); else centred on it. */
  anchor?: 'centre' | 'above';
  /** How far off the canvas the point may be and still show (1 = its edge). */
  within?: number;
  /** Hidden whatever the point (behind a wall, on another storey). */
  hidden?: boolean;
}

const projected = new Vector3();

/** A name laid over the scene (a room's, an object's): aria-hidden, and hidden until placed. */
export function overlayName(overlay: HTMLElement, className: string, text: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  element.hidden = true;
  overlay.appendChild(element);
  return element;
}

/** Where `point` falls on a canvas `width` × `height` (CSS pixels); null: behind, or beyond `within`. */
function screenPoint(
  point: Vector3,
  camera: Camera,
  width: number,
  height: number,
  within = Infinity,
): { x: number; y: number } | null {
  projected.copy(point).project(camera);
  const visible =
    projected.z > -1 &&
    projected.z < 1 &&
    Math.abs(projected.x) <= within &&
    Math.abs(projected.y) <= within;
  if (!visible) return null;
  return { x: ((projected.x + 1) / 2) * width, y: ((1 - projected.y) / 2) * height };
}

/** Moves `element` (its centre, or its bottom edge for 'above') to a canvas point. */
function moveTo(
  element: HTMLElement,
  { x, y }: { x: number; y: number },
  anchor: 'centre' | 'above',
) {
  const lift = anchor === 'above' ? '-100%' : '-50%';
  element.style.transform = `translate(-50%, ${lift}) translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
}

/** Moves `element` to where `point` is on a canvas `width` × `height`; hides it when not there. */
export function placeOverlay(
  element: HTMLElement,
  point: Vector3,
  camera: Camera,
  width: number,
  height: number,
  { anchor = 'centre', within = Infinity, hidden = false }: OverlayPlacement = {},
): void {
  // Per frame for every label: one hidden anyway (another storey, another mode) is not projected.
  const at = hidden ? null : screenPoint(point, camera, width, height, within);
  element.hidden = at === null;
  if (at) moveTo(element, at, anchor);
}

/** A name laid over the scene at a point of a storey (a room's, an object's). */
export interface StoreyLabel {
  point: Vector3;
  storey: number;
  element: HTMLElement;
}

/** A name laid over the scene at a point, unless hidden (another storey, out of sight). */
export interface OverlayLabel {
  element: HTMLElement;
  point: Vector3;
  hidden: boolean;
}

/** Labels' sizes in CSS pixels, measured once each (their text never changes). */
const sizes = new WeakMap<HTMLElement, { width: number; height: number; scale: number }>();

/** The size of each element, measuring (in one layout) those not measured at this `scale`. */
function sizesOf(elements: readonly HTMLElement[], scale: number) {
  const unmeasured = elements.filter((element) => sizes.get(element)?.scale !== scale);
  for (const element of unmeasured) element.hidden = false;
  for (const element of unmeasured)
    sizes.set(element, { width: element.offsetWidth, height: element.offsetHeight, scale });
  return elements.map((element) => sizes.get(element) ?? { width: 0, height: 0 });
}

/**
 * Places labels centred on their points, never overlapping (label-layout.ts): in `labels`' order,
 * most important first, each that would overlap one shown before it (this layer's or those in
 * `placed`, which gains this layer's) is hidden. `scale` is the labels' current font scale.
 */
export function placeLabels(
  labels: readonly OverlayLabel[],
  camera: Camera,
  width: number,
  height: number,
  placed: LabelBox[],
  scale = 1,
): void {
  const points = labels.map((label) =>
    label.hidden ? null : screenPoint(label.point, camera, width, height, 1),
  );
  const onScreen = labels.filter((_, index) => points[index] !== null);
  const measured = new Map(
    sizesOf(
      onScreen.map((label) => label.element),
      scale,
    ).map((size, index) => [onScreen[index]?.element, size]),
  );
  const boxes = points.map((at, index) => {
    const size = measured.get(labels[index]?.element);
    return at && size ? { ...at, width: size.width, height: size.height } : null;
  });
  const shown = showWithoutOverlap(boxes, placed);
  labels.forEach((label, index) => {
    const at = points[index];
    label.element.hidden = !shown[index] || !at;
    if (shown[index] && at) moveTo(label.element, at, 'centre');
  });
}
