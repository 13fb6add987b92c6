/**
 * glTF 2.0 to a Document with glTF-Transform: a GLB as it is, or a .gltf from an archive whose
 * buffers and images are resolved from the archive's in-memory entries (never from disk or the
 * network). Khronos and EXT extensions are registered; meshopt-compressed files are decoded.
 */
import { NodeIO, type Document, type JSONDocument } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { INVALID_GLB_MESSAGE, InputError } from './input-error';
import { checkGltfJsonDepth } from './json-depth';
import { findEntry, resolveReference, type ArchiveEntries } from './zip';

interface ResourceDef {
  uri?: string;
}

async function createIO(): Promise<NodeIO> {
  await MeshoptDecoder.ready;
  return new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
}

const GLB_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

export async function readGlb(bytes: Uint8Array, maxJsonDepth: number): Promise<Document> {
  checkGltfJsonDepth(glbJsonChunk(bytes), maxJsonDepth);
  const io = await createIO();
  let jsonDocument: JSONDocument;
  try {
    jsonDocument = await io.binaryToJSON(bytes);
  } catch (error) {
    // A GLB whose chunks do not add up, or that points at files outside itself.
    throw new InputError(INVALID_GLB_MESSAGE, { cause: error });
  }
  return io.readJSON(jsonDocument);
}

/** The first chunk of a GLB, which the format requires to be its JSON; checked by the reader. */
function glbJsonChunk(bytes: Uint8Array): Uint8Array {
  if (bytes.length < GLB_HEADER_BYTES + CHUNK_HEADER_BYTES)
    throw new InputError(INVALID_GLB_MESSAGE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(GLB_HEADER_BYTES, true);
  const start = GLB_HEADER_BYTES + CHUNK_HEADER_BYTES;
  return bytes.subarray(start, start + length);
}

export async function readZippedGltf(
  entries: ArchiveEntries,
  gltfName: string,
  maxJsonDepth: number,
): Promise<Document> {
  const content = findEntry(entries, gltfName);
  if (!content) throw new InputError('The archive contains no model');
  checkGltfJsonDepth(content, maxJsonDepth);
  const json = JSON.parse(new TextDecoder().decode(content)) as JSONDocument['json'];
  const resources: JSONDocument['resources'] = {};
  const definitions: ResourceDef[] = [...(json.buffers ?? []), ...(json.images ?? [])];
  for (const { uri } of definitions) {
    if (!uri || uri.startsWith('data:') || uri in resources) continue;
    resources[uri] = archiveResource(entries, gltfName, uri);
  }
  const io = await createIO();
  return io.readJSON({ json, resources });
}

function archiveResource(
  entries: ArchiveEntries,
  gltfName: string,
  uri: string,
): Uint8Array<ArrayBuffer> {
  const name = resolveReference(gltfName, safeDecode(uri));
  const content = name ? findEntry(entries, name) : undefined;
  if (!content)
    throw new InputError(`The archive is missing ${fileName(uri)}, which the model needs`);
  return content;
}

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/** The last path segment of a URI, shortened: it is quoted back to the user. */
function fileName(uri: string): string {
  const name = safeDecode(uri).split(/[\\/]/).pop() ?? '';
  return name.length > 80 ? `${name.slice(0, 80)}…` : name || 'a file';
}
