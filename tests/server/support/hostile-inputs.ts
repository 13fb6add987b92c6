/**
 * Small uploads that cost a reader far more than their size (issue 19, F3 and F6): each must be
 * refused at once with a message that names the limit.
 */

/**
 * An 11 KB DXF whose blocks insert one another: 40 INSERTs per block over 8 levels, i.e. 40⁸
 * placements, and not one wall among them (so no wall-segment limit is ever reached).
 */
export function dxfBlockBomb(perBlock = 40, levels = 8): Uint8Array {
  const pairs: (string | number)[] = [0, 'SECTION', 2, 'BLOCKS'];
  for (let level = 1; level <= levels; level += 1) {
    pairs.push(0, 'BLOCK', 2, `B${level}`, 10, 0, 20, 0);
    for (let index = 0; index < perBlock; index += 1)
      pairs.push(0, 'INSERT', 8, '0', 2, `B${level + 1}`, 10, index, 20, 0);
    pairs.push(0, 'ENDBLK');
  }
  pairs.push(0, 'ENDSEC', 0, 'SECTION', 2, 'ENTITIES', 0, 'INSERT', 8, '0', 2, 'B1', 10, 0, 20, 0);
  pairs.push(0, 'ENDSEC', 0, 'EOF');
  return new TextEncoder().encode(pairs.join('\n'));
}

const GLB_MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;
/** One floor triangle, 4 m across: enough geometry for the pipeline to go past reading. */
const TRIANGLE = new Float32Array([0, 0, 0, 0, 0, 4, 4, 0, 0]);

/** glTF JSON of a floor triangle whose node's extras nest `depth` arrays deep. */
export function deeplyNestedGltfJson(depth: number): string {
  const extras = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
  return (
    '{"asset":{"version":"2.0"},"scene":0,"scenes":[{"nodes":[0]}],' +
    '"buffers":[{"byteLength":36}],"bufferViews":[{"buffer":0,"byteLength":36}],' +
    '"accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3",' +
    '"min":[0,0,0],"max":[4,0,4]}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],' +
    `"nodes":[{"name":"deep","mesh":0,"extras":${extras}}]}`
  );
}

/**
 * glTF JSON of a floor triangle at the end of a chain of `depth` nodes, each the only child of
 * the one before: flat JSON, a scene graph as deep as the chain.
 */
export function deepNodeChainGltfJson(depth: number): string {
  const nodes = Array.from({ length: depth }, (_, index) =>
    index === depth - 1 ? '{"mesh":0}' : `{"children":[${index + 1}]}`,
  );
  return (
    '{"asset":{"version":"2.0"},"scene":0,"scenes":[{"nodes":[0]}],' +
    '"buffers":[{"byteLength":36}],"bufferViews":[{"buffer":0,"byteLength":36}],' +
    '"accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3",' +
    '"min":[0,0,0],"max":[4,0,4]}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],' +
    `"nodes":[${nodes.join(',')}]}`
  );
}

/** The same as a GLB, its buffer inside (10 KB for 5,000 levels). */
export function deeplyNestedGlb(depth = 5000): Uint8Array {
  return glbOf(deeplyNestedGltfJson(depth));
}

/** A GLB of `json` with the floor triangle as its buffer. */
export function glbOf(json: string): Uint8Array {
  const padded = new TextEncoder().encode(json.padEnd(Math.ceil(json.length / 4) * 4, ' '));
  const binary = new Uint8Array(TRIANGLE.buffer);
  const glb = new Uint8Array(12 + 8 + padded.length + 8 + binary.length);
  const view = new DataView(glb.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, glb.length, true);
  view.setUint32(12, padded.length, true);
  view.setUint32(16, JSON_CHUNK, true);
  glb.set(padded, 20);
  const binAt = 20 + padded.length;
  view.setUint32(binAt, binary.length, true);
  view.setUint32(binAt + 4, BIN_CHUNK, true);
  glb.set(binary, binAt + 8);
  return glb;
}
