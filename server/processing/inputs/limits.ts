import { MAX_MODEL_FACES } from '../../../src/contract/tours';
/** Bounds on what one upload may make the server do: memory, time and work all follow from them. */
export interface InputLimits {
  /** Triangles (after splitting polygons) an OBJ or PLY may have, declared or counted. */
  maxFaces: number;
  /** Vertices a PLY may declare. */
  maxVertices: number;
  /** Files in one archive. */
  maxArchiveEntries: number;
  /** Bytes all archive entries unpack to together. */
  maxUnpackedBytes: number;
  /** Unpacked / packed size of one entry above which it is treated as a zip bomb. */
  maxCompressionRatio: number;
  /** Wall segments a DXF plan may produce (after expanding blocks). */
  maxWallSegments: number;
  /** Block placements (INSERTs) a DXF plan may expand to, nested ones counted one by one. */
  maxBlockPlacements: number;
  /** Nesting levels of arrays and objects in a glTF's JSON. */
  maxJsonDepth: number;
  /** Vertex statements (v, vt and vn) an OBJ may have. */
  maxObjVertices: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = {
  maxFaces: MAX_MODEL_FACES,
  maxVertices: 15_000_000,
  maxArchiveEntries: 2_000,
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxWallSegments: 100_000,
  maxBlockPlacements: 100_000,
  maxJsonDepth: 64,
  maxObjVertices: 15_000_000,
};

export const formatCount = (count: number) => count.toLocaleString('en-US');

export function formatBytes(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  if (mebibytes >= 1) return `${formatCount(Math.round(mebibytes))} MiB`;
  return `${formatCount(Math.round(bytes / 1024))} KiB`;
}

/** What a visitor's browser can show smoothly; the fix is a decimated copy of the model. */
export const REDUCE_THE_MODEL =
  'Reduce it before uploading, for example with the Decimate modifier in Blender or ' +
  '"Quadric Edge Collapse Decimation" in MeshLab, then create the tour again.';

export const tooManyFacesMessage = (limits: InputLimits) =>
  `The model has more than ${formatCount(limits.maxFaces)} faces, the limit. ${REDUCE_THE_MODEL}`;

export const tooManyVerticesMessage = (limit: number) =>
  `The model has more than ${formatCount(limit)} vertices, the limit. ${REDUCE_THE_MODEL}`;
