/**
 * gltfpack (meshoptimizer's glTF packer, npm `gltfpack`, MIT) run in memory: what many pipelines
 * and exporters use to write EXT_meshopt_compression and KHR_mesh_quantization, so its output is
 * a third-party encoding of a model, not ours.
 */
import { pack } from 'gltfpack';

/** The GLB gltfpack makes of `glb` with these options (e.g. ['-c'] to meshopt-compress). */
export async function gltfpacked(glb: Uint8Array, options: string[]): Promise<Uint8Array> {
  const files = new Map<string, Uint8Array>([['input.glb', glb]]);
  await pack(['-i', 'input.glb', '-o', 'output.glb', ...options], {
    read: (file) => {
      const data = files.get(file);
      if (!data) throw new Error(`gltfpack asked for ${file}`);
      return data;
    },
    write: (file, data) => void files.set(file, data.slice()),
  });
  const output = files.get('output.glb');
  if (!output) throw new Error('gltfpack wrote no output.glb');
  return output;
}
