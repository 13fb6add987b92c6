import { formatCount } from './limits';

/**
 * The one failure an input reader throws: its message is shown to the user as the reason a tour
 * could not be processed, so it names the problem and never carries a stack trace or a path.
 */
export class InputError extends Error {
  override name = 'InputError';
}

export const UNSUPPORTED_MESSAGE =
  'This file type is not supported. Upload a glTF (.glb or zipped .gltf), OBJ, PLY, STL, DXF or IFC file.';
export const EMPTY_MESSAGE = 'The file is empty';
export const INVALID_GLB_MESSAGE = 'The file is not a valid glTF 2.0 binary';
export const UNSAFE_PATH_MESSAGE = 'The archive contains an unsafe file path';
export const DAMAGED_ARCHIVE_MESSAGE = 'The archive is damaged or uses an unsupported format';
export const GLTF_1_MESSAGE =
  'The model is glTF 1.0, an old version of glTF that is not supported. Export it as glTF 2.0 ' +
  '(a .glb, or a .gltf in a .zip with its files), then create the tour again.';

/** A point cloud: what was found (`points` points, no faces) and what to export instead. */
export const pointCloudMessage = (format: string, points: number) =>
  `The ${format} file holds ${formatCount(points)} points and no faces: it is a point cloud. ` +
  'Export a mesh (glTF, PLY, OBJ or STL with faces), not a point cloud, then create the tour again.';

/** Lines (a wireframe) and no faces. */
export const linesOnlyMessage = (format: string) =>
  `The ${format} file holds lines but no faces, so it has no surfaces to walk on or to see. ` +
  'Export the model as a mesh with faces (glTF, PLY, OBJ or STL), then create the tour again.';

/** Labels used in 'The file could not be read as <label>: …'. */
export const KIND_LABELS = {
  glb: 'glTF 2.0 binary',
  gltf: 'glTF',
  zip: 'ZIP archive',
  obj: 'OBJ',
  ply: 'PLY',
  stl: 'STL',
  dxf: 'DXF',
  ifc: 'IFC',
} as const;

export type KindLabel = keyof typeof KIND_LABELS;

/**
 * Runs a parser and turns anything that is not already an InputError into one. The library's own
 * words ('Cannot read properties of undefined', a path, a stack) stay in `cause`, for the logs:
 * the user is told what was found and what to do.
 */
export async function readingAs<T>(kind: KindLabel, parse: () => T | Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(unreadableMessage(kind), { cause: error });
  }
}

export const unreadableMessage = (kind: KindLabel) =>
  `The file could not be read as ${KIND_LABELS[kind]}: it is damaged, or it uses a feature ` +
  'that is not supported. Export the model again (as glTF 2.0 .glb if your program offers it), ' +
  'then create the tour again.';
