import { DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/tours';
import type { FileProblem } from '../../machines/tour-creation.machine';

/**
 * Names a supported upload can have: glTF binaries, zipped glTF (with its .bin and textures) or
 * OBJ, OBJ, PLY, STL, DXF and IFC. The server recognises content, not names: this only catches mistakes.
 */
export const UPLOAD_EXTENSIONS = ['.glb', '.zip', '.obj', '.ply', '.stl', '.dxf', '.ifc'] as const;

/** What the file picker offers: the supported names, and .gltf to explain that it needs a zip. */
export const FILE_INPUT_ACCEPT = [...UPLOAD_EXTENSIONS, '.gltf'].join(',');

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
  if (extension === '.gltf') return 'gltfNotZipped';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'unsupported';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
