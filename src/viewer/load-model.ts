/**
 * Downloads a processed model with progress and parses it (meshopt-compressed GLB, with KTX2
 * textures when the owner's model had them). Any failure, network or format, becomes
 * ViewerLoadError('loadFailed').
 */
import type { Group, WebGLRenderer } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { ViewerLoadError } from './types';

/** Share of the progress bar given to the download; parsing fills the rest. */
const DOWNLOAD_SHARE = 0.9;
const KTX2_TEXTURES = 'KHR_texture_basisu';

export async function loadModel(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  renderer?: WebGLRenderer,
): Promise<Group> {
  try {
    const bytes = await download(url, (fraction) => onProgress(fraction * DOWNLOAD_SHARE), signal);
    const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
    if (renderer && glbExtensionsUsed(bytes).includes(KTX2_TEXTURES)) {
      const { ktx2LoaderFor } = await import('./ktx2-textures');
      loader.setKTX2Loader(ktx2LoaderFor(renderer));
    }
    const gltf = await loader.parseAsync(bytes, resourceBase(url));
    onProgress(1);
    return gltf.scene;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ViewerLoadError('loadFailed', { cause: error });
  }
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'

/** The extensions a GLB's JSON says it uses; none for anything else (or a damaged GLB). */
export function glbExtensionsUsed(bytes: ArrayBuffer): string[] {
  if (bytes.byteLength < 20) return [];
  const view = new DataView(bytes);
  if (view.getUint32(0, true) !== GLB_MAGIC || view.getUint32(16, true) !== JSON_CHUNK) return [];
  const length = Math.min(view.getUint32(12, true), bytes.byteLength - 20);
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, 20, length)));
    const used = (json as { extensionsUsed?: unknown } | null)?.extensionsUsed;
    return Array.isArray(used)
      ? used.filter((name): name is string => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Where a model's external files would be: beside it. A blob: or data: URL (the owner's editor
 * hands the viewer models it downloaded with the bearer token) has no folder, and a GLB needs none.
 */
function resourceBase(url: string): string {
  return /^(blob|data):/i.test(url) ? '' : new URL('.', new URL(url, location.href)).href;
}

/** The response body, read chunk by chunk so that progress can be reported. */
export async function download(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (total > 0) onProgress(Math.min(received / total, 1));
  }
  return joinChunks(chunks, received);
}

function joinChunks(chunks: readonly Uint8Array[], length: number): ArrayBuffer {
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined.buffer;
}
