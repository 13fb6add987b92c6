/**
 * Reads a ZIP archive entirely in memory, with limits checked before and while inflating: entry
 * count, total unpacked size and compression ratio (zip bombs), and entry names (no `..`, absolute
 * paths, backslashes or drive letters). Entries are kept in a map keyed by their normalised name
 * and are never written to disk, so no name from an upload reaches the filesystem.
 */
import { Inflate } from 'fflate';
import {
  DAMAGED_ARCHIVE_MESSAGE,
  InputError,
  UNSAFE_PATH_MESSAGE,
  PASSWORD_ARCHIVE_MESSAGE,
  ARCHIVE_COMPRESSION_MESSAGE,
} from './input-error';
import { formatBytes, formatCount, type InputLimits } from './limits';

/** Normalised entry name → content. */
export type ArchiveEntries = Map<string, Uint8Array<ArrayBuffer>>;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;
/** Entries this small are never treated as bombs, whatever their ratio (a blank text file packs well). */
const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
/** Inflating in small pieces bounds the memory one push can produce (deflate expands at most ~1032x). */
const INFLATE_CHUNK_BYTES = 16 * 1024;

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  packedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
}

export function readArchive(bytes: Uint8Array, limits: InputLimits): ArchiveEntries {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const central = readCentralDirectory(bytes, view, limits);
  checkUnpackedSizes(central, limits);
  const entries: ArchiveEntries = new Map();
  for (const entry of central) {
    const name = normaliseEntryName(entry.name);
    if (name === null || isIgnored(name)) continue;
    if (entries.has(name)) throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
    entries.set(name, extractEntry(bytes, view, entry));
  }
  return entries;
}

/**
 * The archive-relative name of an entry, or null for a folder; throws on a name that could point
 * outside the archive if it were ever used as a path.
 */
export function normaliseEntryName(name: string): string | null {
  const unsafe =
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..');
  if (unsafe) throw new InputError(UNSAFE_PATH_MESSAGE);
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || name.endsWith('/')) return null;
  return segments.join('/');
}

/** macOS resource forks and hidden files are never part of a model. */
function isIgnored(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.startsWith('__MACOSX/') || base.startsWith('.');
}

function readCentralDirectory(
  bytes: Uint8Array,
  view: DataView,
  limits: InputLimits,
): CentralEntry[] {
  const end = findEndRecord(view);
  const entryCount = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff)
    throw new InputError(DAMAGED_ARCHIVE_MESSAGE); // ZIP64 is not needed for model uploads
  if (entryCount > limits.maxArchiveEntries)
    throw new InputError(
      `The archive contains more than ${formatCount(limits.maxArchiveEntries)} files, the limit. ` +
        'Put only the model and the files it needs in the .zip, then create the tour again.',
    );
  const entries: CentralEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    requireBytes(view, offset, 46);
    if (view.getUint32(offset, true) !== CENTRAL_HEADER)
      throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    requireBytes(view, offset + 46, nameLength);
    entries.push({
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      packedSize: view.getUint32(offset + 20, true),
      unpackedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder('utf-8').decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let offset = view.byteLength - END_RECORD_BYTES; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
}

function requireBytes(view: DataView, offset: number, length: number): void {
  if (offset < 0 || offset + length > view.byteLength)
    throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
}

/** Refuses on the sizes the archive declares, before anything is inflated. */
function checkUnpackedSizes(entries: CentralEntry[], limits: InputLimits): void {
  const total = entries.reduce((sum, entry) => sum + entry.unpackedSize, 0);
  if (total > limits.maxUnpackedBytes) throw unpacksTooLarge(limits);
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED_FLAG) throw new InputError(PASSWORD_ARCHIVE_MESSAGE);
    if (entry.method !== STORED && entry.method !== DEFLATED)
      throw new InputError(ARCHIVE_COMPRESSION_MESSAGE);
    if (isTooCompressed(entry.unpackedSize, entry.packedSize, limits))
      throw compressedTooMuch(limits);
  }
}

const isTooCompressed = (unpacked: number, packed: number, limits: InputLimits) =>
  unpacked > RATIO_CHECK_MIN_BYTES && unpacked > limits.maxCompressionRatio * Math.max(packed, 1);

const unpacksTooLarge = (limits: InputLimits) =>
  new InputError(
    `The archive unpacks to more than ${formatBytes(limits.maxUnpackedBytes)}, the limit. ` +
      'Leave out files the model does not need, or make its textures smaller, then create the tour again.',
  );

const compressedTooMuch = (limits: InputLimits) =>
  new InputError(
    `The archive unpacks to more than ${formatCount(limits.maxCompressionRatio)} times its size, ` +
      "which is refused as a likely zip bomb. Make the .zip again from the model's own files, then create the tour again.",
  );

function extractEntry(
  bytes: Uint8Array,
  view: DataView,
  entry: CentralEntry,
): Uint8Array<ArrayBuffer> {
  const local = entry.localHeaderOffset;
  requireBytes(view, local, 30);
  if (view.getUint32(local, true) !== LOCAL_HEADER) throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
  const dataStart =
    local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  requireBytes(view, dataStart, entry.packedSize);
  const packed = bytes.subarray(dataStart, dataStart + entry.packedSize);
  if (entry.method === STORED) {
    if (entry.packedSize !== entry.unpackedSize) throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
    return packed.slice();
  }
  return inflateExactly(packed, entry.unpackedSize);
}

/**
 * Inflates into a buffer of the declared size and stops the moment the data would overflow it, so
 * a header that understates the size (a disguised bomb) costs no more memory than it declared.
 */
function inflateExactly(packed: Uint8Array, declaredSize: number): Uint8Array<ArrayBuffer> {
  const output = new Uint8Array(declaredSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > declaredSize) throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
    output.set(chunk, written);
    written += chunk.length;
  });
  try {
    if (packed.length === 0) inflater.push(packed, true);
    for (let offset = 0; offset < packed.length; offset += INFLATE_CHUNK_BYTES) {
      const end = Math.min(offset + INFLATE_CHUNK_BYTES, packed.length);
      inflater.push(packed.subarray(offset, end), end === packed.length);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(DAMAGED_ARCHIVE_MESSAGE, { cause: error });
  }
  if (written !== declaredSize) throw new InputError(DAMAGED_ARCHIVE_MESSAGE);
  return output;
}

/** An entry by name, falling back to a case-insensitive match (archives made on Windows or macOS). */
export function findEntry(
  entries: ArchiveEntries,
  name: string,
): Uint8Array<ArrayBuffer> | undefined {
  const exact = entries.get(name);
  if (exact) return exact;
  const wanted = name.toLowerCase();
  for (const [entryName, content] of entries) {
    if (entryName.toLowerCase() === wanted) return content;
  }
  return undefined;
}

/**
 * Resolves a reference (a glTF URI, an MTL or texture file name) relative to the folder of the
 * entry that makes it, within the archive only: anything that climbs out simply is not found.
 */
export function resolveReference(fromEntry: string, reference: string): string | null {
  const folder = fromEntry.includes('/') ? fromEntry.slice(0, fromEntry.lastIndexOf('/')) : '';
  const segments = folder ? folder.split('/') : [];
  for (const segment of reference.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join('/') : null;
}
