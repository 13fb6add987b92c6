/**
 * The minimap of walk mode (decision 0041): the floor plan of the storey the visitor stands on
 * (the SVG processing draws, in metres: x right, z down, its viewBox the model's box), with an
 * arrow where the visitor is and the way they look; a click or tap on it walks there along the
 * navmesh, as a tap on the floor does. Loaded with import() on first use, so the viewer's first
 * download does not grow. The plan is the SVG the viewer read for the floor plan mode, drawn as
 * an image from a blob URL (never put in the page as markup).
 */
import type { Vector3 } from 'three';
import type { PlanBox } from './plan-overlay';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Where on the element a client point is, as a point of the plan (null: outside the plan). */
export function planPointAt(
  box: PlanBox,
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; z: number } | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  // The SVG's default preserveAspectRatio (xMidYMid meet): fitted whole, centred.
  const scale = Math.min(rect.width / box.width, rect.height / box.depth);
  const left = rect.left + (rect.width - box.width * scale) / 2;
  const top = rect.top + (rect.height - box.depth * scale) / 2;
  const x = box.x + (clientX - left) / scale;
  const z = box.z + (clientY - top) / scale;
  const inside = x >= box.x && x <= box.x + box.width && z >= box.z && z <= box.z + box.depth;
  return inside ? { x, z } : null;
}

/**
 * The marker's SVG transform for a visitor at (x, z) looking along `yaw` (0 looks towards −z,
 * up the plan; yaw grows counter-clockwise seen from above, and SVG turns clockwise on screen).
 */
export function markerTransform(x: number, z: number, yaw: number): string {
  const degrees = (-yaw * 180) / Math.PI;
  return `translate(${round(x)} ${round(z)}) rotate(${round(degrees)})`;
}

const round = (value: number) => Math.round(value * 1000) / 1000 || 0;

export interface MinimapOptions {
  /** Each storey's plan as the viewer read it (null: none). */
  plans: readonly ({ svg: string; box: PlanBox } | null)[];
  /** Walks to the floor nearest (x, z) of the storey shown; false when nothing leads there. */
  goTo(x: number, z: number): boolean;
}

export interface Minimap {
  /** Per frame: where the visitor stands, the way they look, and the storey shown. */
  place(feet: Vector3, yaw: number, storey: number): void;
  dispose(): void;
}

interface ShownPlan {
  box: PlanBox;
  url: string;
}

export function createMinimap(element: HTMLElement, options: MinimapOptions): Minimap {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'viewer-minimap');
  svg.setAttribute('aria-hidden', 'true');
  const image = document.createElementNS(SVG_NS, 'image');
  image.setAttribute('preserveAspectRatio', 'none');
  const marker = document.createElementNS(SVG_NS, 'g');
  marker.setAttribute('class', 'viewer-minimap-marker');
  const disc = document.createElementNS(SVG_NS, 'circle');
  const arrow = document.createElementNS(SVG_NS, 'path');
  marker.append(disc, arrow);
  svg.append(image, marker);
  element.append(svg);

  /** Object URLs of the plans shown so far, by storey (made once each). */
  const urls = new Map<number, string>();
  let shownStorey: number | null = null;
  let shown: ShownPlan | null = null;
  /** The marker's transform as last set: set again only when it changes (each set repaints). */
  let placed = '';

  const show = (storey: number) => {
    shownStorey = storey;
    const plan = options.plans[storey] ?? null;
    if (!plan) {
      shown = null;
      svg.dataset['minimap'] = 'none';
      svg.removeAttribute('viewBox');
      return;
    }
    let url = urls.get(storey);
    if (!url) {
      url = URL.createObjectURL(new Blob([plan.svg], { type: 'image/svg+xml' }));
      urls.set(storey, url);
    }
    const { box } = plan;
    shown = { box, url };
    svg.setAttribute('viewBox', `${box.x} ${box.z} ${box.width} ${box.depth}`);
    image.setAttribute('href', url);
    image.setAttribute('x', String(box.x));
    image.setAttribute('y', String(box.z));
    image.setAttribute('width', String(box.width));
    image.setAttribute('height', String(box.depth));
    // The marker keeps its size on screen whatever the plan's size: about 5 % of the map across.
    const size = Math.max(box.width, box.depth) * 0.025;
    disc.setAttribute('r', String(size));
    arrow.setAttribute(
      'd',
      `M${-size * 0.75} ${-size * 0.6}L0 ${-size * 2.4}L${size * 0.75} ${-size * 0.6}Z`,
    );
    svg.dataset['minimap'] = 'shown';
  };

  const onClick = (event: MouseEvent) => {
    if (!shown) return;
    const point = planPointAt(shown.box, svg.getBoundingClientRect(), event.clientX, event.clientY);
    if (point) options.goTo(point.x, point.z);
  };
  svg.addEventListener('click', onClick);

  return {
    place: (feet, yaw, storey) => {
      if (storey !== shownStorey) show(storey);
      if (!shown) return;
      const transform = markerTransform(feet.x, feet.z, yaw);
      if (transform === placed) return;
      placed = transform;
      marker.setAttribute('transform', transform);
    },
    dispose: () => {
      svg.removeEventListener('click', onClick);
      svg.remove();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    },
  };
}
