import { formatCount } from './limits';

/**
 * The one failure an input reader throws: its message is shown to the user as the reason a tour
 * could not be processed, so it names the problem and never carries a stack trace or a path.
 */
export class InputError extends Error {
  override name = 'InputError';
}

/** The last sentence of a refusal whose fix is a new export of the same model. */
export const EXPORT_AGAIN = 'Export the model again, then create the tour again.';

export const UNSUPPORTED_MESSAGE =
  'This file type is not supported. Export the model as glTF (.glb, a .gltf that holds its ' +
  'data, or a .gltf zipped with its files), OBJ, PLY, STL, DXF or IFC, then create the tour again.';
export const EMPTY_MESSAGE = `The file is empty (0 bytes): it holds no model. ${EXPORT_AGAIN}`;
export const INVALID_GLB_MESSAGE =
  'The file is not a valid glTF 2.0 binary (.glb): it is damaged or cut short. ' +
  'Export the model again as .glb, then create the tour again.';
export const UNSAFE_PATH_MESSAGE =
  'The archive contains a file whose name leads outside the archive (such as "../"), which is ' +
  "refused for safety. Make the .zip again from the model's own folder, then create the tour again.";
const ZIP_AGAIN = 'Make the .zip again with your system\'s own "Compress" command';
export const DAMAGED_ARCHIVE_MESSAGE = `The archive is damaged or uses a ZIP format that is not supported. ${ZIP_AGAIN}, then create the tour again.`;
export const PASSWORD_ARCHIVE_MESSAGE =
  'The archive is password-protected, so its files cannot be read. Make the .zip again without ' +
  'a password, then create the tour again.';
export const ARCHIVE_COMPRESSION_MESSAGE = `The archive uses a compression method that is not supported (Deflate and Store are). ${ZIP_AGAIN}, then create the tour again.`;
export const NO_MODEL_IN_ARCHIVE_MESSAGE =
  'The archive contains no model: no glTF, OBJ, PLY, STL, DXF or IFC file. Put the model and ' +
  'its files in the .zip, then create the tour again.';
export const SEVERAL_MODELS_MESSAGE =
  'The archive contains more than one model. Put one model, with its files, in each .zip, then ' +
  'create the tour again.';
/** A file the model names (a .bin or a texture) is not in the archive. */
export const missingFileMessage = (name: string) =>
  `The archive is missing ${name}, which the model needs. Put it in the .zip beside the model, ` +
  'then create the tour again.';
/** A .gltf uploaded on its own names a file of its own (a .bin or a texture) rather than holding it. */
export const gltfNeedsItsFilesMessage = (name: string) =>
  `The .gltf file needs ${name}, which was not uploaded with it. Put the .gltf and its files in a ` +
  '.zip, or export a .glb, then create the tour again.';
/** A reader found the file inconsistent: `what` says how, in a few words. */
export const damagedFileMessage = (format: string, what: string) =>
  `The ${format} file is damaged: ${what}. ${EXPORT_AGAIN}`;
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

export const INVALID_PLY_MESSAGE = damagedFileMessage(
  'PLY',
  'its header is missing or badly formed',
);
