/**
 * The one failure an input reader throws: its message is shown to the user as the reason a tour
 * could not be processed, so it names the problem and never carries a stack trace or a path.
 */
export class InputError extends Error {
  override name = 'InputError';
}

export const UNSUPPORTED_MESSAGE =
  'This file type is not supported. Upload a glTF (.glb or zipped .gltf), OBJ, PLY or DXF file.';
export const EMPTY_MESSAGE = 'The file is empty';
export const INVALID_GLB_MESSAGE = 'The file is not a valid glTF 2.0 binary';
export const UNSAFE_PATH_MESSAGE = 'The archive contains an unsafe file path';
export const DAMAGED_ARCHIVE_MESSAGE = 'The archive is damaged or uses an unsupported format';

/** Labels used in 'The file could not be read as <label>: …'. */
export const KIND_LABELS = {
  glb: 'glTF 2.0 binary',
  gltf: 'glTF',
  zip: 'ZIP archive',
  obj: 'OBJ',
  ply: 'PLY',
  dxf: 'DXF',
} as const;

export type KindLabel = keyof typeof KIND_LABELS;

const MAX_DETAIL_LENGTH = 200;

/** Runs a parser and turns anything that is not already an InputError into one. */
export async function readingAs<T>(kind: KindLabel, parse: () => T | Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`The file could not be read as ${KIND_LABELS[kind]}: ${detail(error)}`, {
      cause: error,
    });
  }
}

function detail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const oneLine = text.replace(/\s+/g, ' ').trim() || 'unknown error';
  return oneLine.length > MAX_DETAIL_LENGTH ? `${oneLine.slice(0, MAX_DETAIL_LENGTH)}…` : oneLine;
}
