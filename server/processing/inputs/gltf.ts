/**
 * glTF 2.0 to a Document with glTF-Transform: a GLB as it is, or a .gltf from an archive whose
 * buffers and images are resolved from the archive's in-memory entries (never from disk or the
 * network). Khronos and EXT extensions are registered; Draco- and meshopt-compressed geometry is
 * decoded (each decoder loaded only for a file that needs it).
 *
 * What is read is then put in the one form the later stages work on: triangle strips and fans as
 * triangles, quantised attributes as floats, specular-glossiness materials as metal-rough, and no
 * compression extension left (the compress stage writes its own). KTX2 textures stay as they are.
 * glTF 1.0 and point clouds are refused with what to export instead.
 */
import { NodeIO, type Document, type JSONDocument } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { convertPrimitiveToTriangles, dequantize, metalRough } from '@gltf-transform/functions';
import { createDecoderModule, type DecoderModule } from 'draco3dgltf';
import { MeshoptDecoder } from 'meshoptimizer';
import {
  GLTF_1_MESSAGE,
  INVALID_GLB_MESSAGE,
  InputError,
  linesOnlyMessage,
  pointCloudMessage,
  NO_MODEL_IN_ARCHIVE_MESSAGE,
  gltfNeedsItsFilesMessage,
  missingFileMessage,
} from './input-error';
import { checkGltfJsonDepth } from './json-depth';
import { findEntry, resolveReference, type ArchiveEntries } from './zip';

interface ResourceDef {
  uri?: string;
}

const DRACO = 'KHR_draco_mesh_compression';
const MESHOPT = 'EXT_meshopt_compression';
const QUANTIZATION = 'KHR_mesh_quantization';
const SPECULAR_GLOSSINESS = 'KHR_materials_pbrSpecularGlossiness';
/** Extensions that only say how the input was stored: gone once it is read. */
const STORAGE_EXTENSIONS = [DRACO, MESHOPT];

/** glTF's primitive modes (Primitive.Mode). */
const POINTS = 0;
const LINE_MODES: ReadonlySet<number> = new Set([1, 2, 3]); // LINES, LINE_LOOP, LINE_STRIP
const TRIANGLES = 4;
const TRIANGLE_STRIP = 5;
const TRIANGLE_FAN = 6;

/** The Draco decoder (WebAssembly) of this thread, made on the first Draco file. */
let dracoDecoder: Promise<DecoderModule> | null = null;
const dracoDecoderModule = () => (dracoDecoder ??= createDecoderModule());

/** An IO that reads these extensions, with the decoders they need (and only those) loaded. */
async function createIO(extensionsUsed: readonly string[] = []): Promise<NodeIO> {
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS);
  if (extensionsUsed.includes(MESHOPT)) {
    await MeshoptDecoder.ready;
    io.registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  }
  if (extensionsUsed.includes(DRACO))
    io.registerDependencies({ 'draco3d.decoder': await dracoDecoderModule() });
  return io;
}

const GLB_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

export async function readGlb(bytes: Uint8Array, maxJsonDepth: number): Promise<Document> {
  checkGltfJsonDepth(glbJsonChunk(bytes), maxJsonDepth);
  let jsonDocument: JSONDocument;
  try {
    jsonDocument = await (await createIO()).binaryToJSON(bytes);
  } catch (error) {
    // A GLB whose chunks do not add up, or that points at files outside itself.
    throw new InputError(INVALID_GLB_MESSAGE, { cause: error });
  }
  return readJsonDocument(jsonDocument);
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

/**
 * A .gltf uploaded on its own, as many exporters write it: its buffers and images inside it as
 * data: URIs. One that names files of its own is refused with the first it names.
 */
export async function readSelfContainedGltf(
  bytes: Uint8Array,
  maxJsonDepth: number,
): Promise<Document> {
  const { json, namedFiles } = parseGltfJson(bytes, maxJsonDepth);
  const [first] = namedFiles;
  if (first !== undefined) throw new InputError(gltfNeedsItsFilesMessage(fileName(first)));
  return readJsonDocument({ json, resources: {} });
}

export async function readZippedGltf(
  entries: ArchiveEntries,
  gltfName: string,
  maxJsonDepth: number,
): Promise<Document> {
  const content = findEntry(entries, gltfName);
  if (!content) throw new InputError(NO_MODEL_IN_ARCHIVE_MESSAGE);
  const { json, namedFiles } = parseGltfJson(content, maxJsonDepth);
  const resources: JSONDocument['resources'] = {};
  for (const uri of namedFiles) resources[uri] ??= archiveResource(entries, gltfName, uri);
  return readJsonDocument({ json, resources });
}

/**
 * A .gltf's JSON, its depth and version checked, with the URIs of the files its buffers and
 * images name (data: URIs hold theirs), in order.
 */
function parseGltfJson(
  bytes: Uint8Array,
  maxJsonDepth: number,
): { json: JSONDocument['json']; namedFiles: string[] } {
  checkGltfJsonDepth(bytes, maxJsonDepth);
  const json = JSON.parse(new TextDecoder().decode(bytes)) as JSONDocument['json'];
  checkVersion(json);
  const definitions: ResourceDef[] = [...(json.buffers ?? []), ...(json.images ?? [])];
  const namedFiles = definitions
    .map(({ uri }) => uri)
    .filter((uri): uri is string => !!uri && !uri.startsWith('data:'));
  return { json, namedFiles };
}

async function readJsonDocument(jsonDocument: JSONDocument): Promise<Document> {
  checkVersion(jsonDocument.json);
  const io = await createIO(jsonDocument.json.extensionsUsed ?? []);
  const document = await io.readJSON(jsonDocument);
  return toPipelineForm(document);
}

/**
 * glTF 1.0 (its asset says so, or it keys buffers and meshes by name instead of listing them)
 * cannot be read as 2.0: refused before anything walks it.
 */
function checkVersion(json: unknown): void {
  if (typeof json !== 'object' || json === null) return;
  const { asset, buffers, meshes } = json as Record<string, unknown>;
  const version =
    typeof asset === 'object' && asset !== null ? (asset as Record<string, unknown>).version : null;
  const keyedByName = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const isVersion1 = typeof version === 'string' && /^1(\.|$)/.test(version.trim());
  if (isVersion1 || keyedByName(buffers) || keyedByName(meshes))
    throw new InputError(GLTF_1_MESSAGE);
}

/** Puts a read document in the form the later stages read (see the file's comment). */
async function toPipelineForm(document: Document): Promise<Document> {
  refuseWithoutSurfaces(document);
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives()) {
      const mode = primitive.getMode();
      if (mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN) convertPrimitiveToTriangles(primitive);
    }
  const used = new Set(
    document
      .getRoot()
      .listExtensionsUsed()
      .map((extension) => extension.extensionName),
  );
  // Geometry work (welding, simplifying, recast) reads floats; compress quantises again at the end.
  if (used.has(QUANTIZATION)) await document.transform(dequantize());
  if (used.has(SPECULAR_GLOSSINESS)) await document.transform(metalRough());
  for (const name of STORAGE_EXTENSIONS) if (used.has(name)) document.disposeExtension(name);
  return document;
}

/** A model drawn only with points (a scan exported as a point cloud) or lines has nothing to walk. */
function refuseWithoutSurfaces(document: Document): void {
  let points = 0;
  let lines = false;
  for (const mesh of document.getRoot().listMeshes())
    for (const primitive of mesh.listPrimitives()) {
      const mode = primitive.getMode();
      if (mode === TRIANGLES || mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN) return;
      if (mode === POINTS) points += primitive.getAttribute('POSITION')?.getCount() ?? 0;
      if (LINE_MODES.has(mode)) lines = true;
    }
  if (points > 0) throw new InputError(pointCloudMessage('glTF', points));
  if (lines) throw new InputError(linesOnlyMessage('glTF'));
}

function archiveResource(
  entries: ArchiveEntries,
  gltfName: string,
  uri: string,
): Uint8Array<ArrayBuffer> {
  const name = resolveReference(gltfName, safeDecode(uri));
  const content = name ? findEntry(entries, name) : undefined;
  if (!content) throw new InputError(missingFileMessage(fileName(uri)));
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
