/** HTML laid over the canvas (markers, labels): each element follows its point of the scene. */
import { Vector3, type Camera } from 'three';

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
  if (hidden) {
    element.hidden = true;
    return;
  }
  projected.copy(point).project(camera);
  const visible =
    projected.z > -1 &&
    projected.z < 1 &&
    Math.abs(projected.x) <= within &&
    Math.abs(projected.y) <= within;
  element.hidden = !visible;
  if (!visible) return;
  const x = ((projected.x + 1) / 2) * width;
  const y = ((1 - projected.y) / 2) * height;
  const lift = anchor === 'above' ? '-100%' : '-50%';
  element.style.transform = `translate(-50%, ${lift}) translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
}
