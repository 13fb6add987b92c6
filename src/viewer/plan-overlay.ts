/**
 * The floor plan's walls over the floor plan mode: processing draws them in an SVG in metres
 * (x right, z down, the viewBox is the model's box), so the picture lies on the model 1:1. Only
 * the walls are kept (the walkable fill would hide the floor's own look; room names are labels
 * over the canvas, which stay readable whatever the zoom). The SVG is drawn as an
 * image, never put in the page.
 */
import {
  CanvasTexture,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  type Object3D,
} from 'three';

const MAX_PIXELS = 2048;

/** A storey's plan as read once: its overlay, and its SVG with its box for the minimap. */
export interface LoadedPlan {
  overlay: Object3D;
  svg: string;
  box: PlanBox;
}

export async function loadPlanOverlay(
  url: string,
  height: number,
  signal: AbortSignal,
): Promise<LoadedPlan | null> {
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const text = await response.text();
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = svg.documentElement;
  const box = planBoxOf(root);
  if (!box) return null;
  const { x, z, width, depth } = box;
  // The walls only: room names are screen labels (room-labels.ts), readable at any zoom.
  for (const drawn of root.querySelectorAll('.walkable, .room')) drawn.remove();
  const image = await svgImage(new XMLSerializer().serializeToString(root));
  const mesh = new Mesh(new PlaneGeometry(width, depth), planMaterial(image, width / depth));
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(x + width / 2, height, z + depth / 2);
  mesh.renderOrder = 2;
  mesh.name = 'floor-plan';
  return { overlay: mesh, svg: text, box };
}

/** A plan's viewBox: its top left corner (x, z) and its size, in metres. */
export interface PlanBox {
  x: number;
  z: number;
  width: number;
  depth: number;
}

/** Reads a plan's viewBox; null when it is not a plan (no size). */
export function planBoxOf(root: Element): PlanBox | null {
  const [x = 0, z = 0, width = 0, depth = 0] =
    root
      .getAttribute('viewBox')
      ?.split(/[\s,]+/)
      .map(Number) ?? [];
  if (root.nodeName !== 'svg' || !(width > 0 && depth > 0)) return null;
  return { x, z, width, depth };
}

function planMaterial(image: HTMLImageElement, aspect: number): MeshBasicMaterial {
  const canvas = document.createElement('canvas');
  canvas.width = aspect >= 1 ? MAX_PIXELS : Math.round(MAX_PIXELS * aspect);
  canvas.height = aspect >= 1 ? Math.round(MAX_PIXELS / aspect) : MAX_PIXELS;
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return new MeshBasicMaterial({ map: texture, transparent: true, depthTest: false });
}

function svgImage(markup: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  const image = new Image();
  return new Promise<HTMLImageElement>((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The floor plan could not be drawn'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
