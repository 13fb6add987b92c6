/**
 * A minimal software rasterizer for the thumbnail: flat-coloured triangles into an RGB image with
 * a depth buffer. Vertices come already projected by an orthographic camera: x and y in pixels
 * (y down), z the depth along the view, smaller nearer; so depth interpolates linearly on screen.
 */
export type Rgb = readonly [number, number, number];

export interface RasterImage {
  width: number;
  height: number;
  /** 3 bytes a pixel, row by row. */
  rgb: Uint8Array;
  depth: Float32Array;
}

export function createRasterImage(width: number, height: number, background: Rgb): RasterImage {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = background[0];
    rgb[i + 1] = background[1];
    rgb[i + 2] = background[2];
  }
  return { width, height, rgb, depth: new Float32Array(width * height).fill(Infinity) };
}

/**
 * Fills the triangle whose corners are vertices a, b and c of `screen` (x, y, z per vertex),
 * wherever it is nearer than what is drawn already. Either winding: both sides are drawn.
 */
export function fillTriangle(
  image: RasterImage,
  screen: Float32Array,
  corners: readonly [number, number, number],
  colour: Rgb,
): void {
  const [a, b, c] = corners;
  const [ax, ay, az] = [screen[a * 3] ?? 0, screen[a * 3 + 1] ?? 0, screen[a * 3 + 2] ?? 0];
  const [bx, by, bz] = [screen[b * 3] ?? 0, screen[b * 3 + 1] ?? 0, screen[b * 3 + 2] ?? 0];
  const [cx, cy, cz] = [screen[c * 3] ?? 0, screen[c * 3 + 1] ?? 0, screen[c * 3 + 2] ?? 0];
  const area = edge(ax, ay, bx, by, cx, cy);
  if (area < 0) return fillTriangle(image, screen, [a, c, b], colour);
  if (!(area > 0)) return; // edge-on, or not a number
  const minX = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
  const maxX = Math.min(image.width - 1, Math.ceil(Math.max(ax, bx, cx)));
  const minY = Math.max(0, Math.floor(Math.min(ay, by, cy)));
  const maxY = Math.min(image.height - 1, Math.ceil(Math.max(ay, by, cy)));
  const { rgb, depth, width } = image;
  for (let y = minY; y <= maxY; y += 1) {
    for (let x = minX; x <= maxX; x += 1) {
      // Barycentric weights (times the area) of the pixel's centre; all ≥ 0 inside.
      const wa = edge(bx, by, cx, cy, x + 0.5, y + 0.5);
      const wb = edge(cx, cy, ax, ay, x + 0.5, y + 0.5);
      const wc = area - wa - wb;
      if (wa < 0 || wb < 0 || wc < 0) continue;
      const z = (wa * az + wb * bz + wc * cz) / area;
      const pixel = y * width + x;
      if (z >= (depth[pixel] ?? -Infinity)) continue;
      depth[pixel] = z;
      rgb[pixel * 3] = colour[0];
      rgb[pixel * 3 + 1] = colour[1];
      rgb[pixel * 3 + 2] = colour[2];
    }
  }
}

/** Twice the signed area of (p, q, r): positive when r lies to the right of p → q, y down. */
function edge(px: number, py: number, qx: number, qy: number, rx: number, ry: number): number {
  return (qx - px) * (ry - py) - (qy - py) * (rx - px);
}
