import { DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/tours';
import type { FileProblem } from '../../machines/tour-creation.machine';

/**
 * Names a supported upload can have: glTF binaries, self-contained .gltf, zipped glTF (with its
 * .bin and textures) or OBJ, OBJ, PLY, STL, DXF and IFC. The server recognises content, not
 * names: this only catches mistakes.
 */
export const UPLOAD_EXTENSIONS = [
  '.glb',
  '.gltf',
  '.zip',
  '.obj',
  '.ply',
  '.stl',
  '.dxf',
  '.ifc',
] as const;

/** What the file picker offers. */
export const FILE_INPUT_ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** A glTF file's buffers and images name files of their own, where data: URIs would hold them. */
const NAMED_FILE = /"uri"\s*:\s*"(?!data:)/;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Why `file` cannot be uploaded, or null when it may be. */
export function checkTourFile(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): FileProblem | null {
  if (!file) return 'missing';
  const extension = extensionOf(file.name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Whether `file` is a .gltf, which gltfProblem reads before it may be uploaded. */
export const isGltfFile = (file: Pick<File, 'name'>): boolean => extensionOf(file.name) === '.gltf';

/**
 * A .gltf uploaded on its own must hold its buffers and textures (as data: URIs, as many
 * exporters write it): one that names other files needs them in a .zip ('gltfNotZipped').
 */
export async function gltfProblem(file: Pick<File, 'text'>): Promise<FileProblem | null> {
  return NAMED_FILE.test(await file.text()) ? 'gltfNotZipped' : null;
}
