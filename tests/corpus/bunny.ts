/**
 * The Stanford bunny, a real range scan (Stanford 3D Scanning Repository, public domain), as npm's
 * `bunny` package ships it (a decimated mesh of 1,839 vertices and 3,674 triangles), written as
 * the binary little-endian PLY a scanner's software writes: float x, y, z and a list of vertex
 * indices per face. The geometry is the scan's; only the container is ours.
 */
import { cells, positions } from 'bunny';

export function bunnyPly(): Uint8Array {
  const header = new TextEncoder().encode(
    'ply\nformat binary_little_endian 1.0\ncomment Stanford bunny (npm bunny)\n' +
      `element vertex ${positions.length}\nproperty float x\nproperty float y\nproperty float z\n` +
      `element face ${cells.length}\nproperty list uchar int vertex_indices\nend_header\n`,
  );
  const body = new DataView(new ArrayBuffer(positions.length * 12 + cells.length * 13));
  let offset = 0;
  for (const position of positions)
    for (const value of position) {
      body.setFloat32(offset, value, true);
      offset += 4;
    }
  for (const cell of cells) {
    body.setUint8(offset, 3);
    offset += 1;
    for (const index of cell) {
      body.setInt32(offset, index, true);
      offset += 4;
    }
  }
  const bytes = new Uint8Array(header.byteLength + body.byteLength);
  bytes.set(header);
  bytes.set(new Uint8Array(body.buffer), header.byteLength);
  return bytes;
}
