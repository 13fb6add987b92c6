/**
 * Downloads a processed model with progress and parses it (meshopt-compressed GLB). Any failure,
 * network or format, becomes ViewerLoadError('loadFailed').
 */
import type { Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { ViewerLoadError } from './types';

/** Share of the progress bar given to the download; parsing fills the rest. */
const DOWNLOAD_SHARE = 0.9;

export async function loadModel(
  url: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Group> {
  try {
    const bytes = await download(url, (fraction) => onProgress(fraction * DOWNLOAD_SHARE), signal);
    const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
    const gltf = await loader.parseAsync(bytes, resourceBase(url));
    onProgress(1);
    return gltf.scene;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ViewerLoadError('loadFailed', { cause: error });
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
