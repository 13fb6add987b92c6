/**
 * Recognises an upload by its content (magic bytes and structure), never by its name: a renamed
 * PNG is refused as what it is, and a .txt that holds an OBJ is read as an OBJ.
 */
import {
  EMPTY_MESSAGE,
  GLTF_1_MESSAGE,
  INVALID_GLB_MESSAGE,
  InputError,
  UNSUPPORTED_MESSAGE,
  INVALID_PLY_MESSAGE,
} from './input-error';
import { isAsciiStl, isBinaryStl } from './stl';

export type InputKind = 'glb' | 'gltf' | 'zip' | 'obj' | 'ply' | 'stl' | 'dxf' | 'ifc';

/** How many leading bytes sniffInput needs to decide. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

const GLB_MAGIC = 0x46546c67; // 'glTF' read as little-endian uint32
const GLB_HEADER_BYTES = 12;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06];
const PLY_FORMATS = new Set(['ascii', 'binary_little_endian', 'binary_big_endian']);

/** OBJ statements (geometry, grouping, materials, free-form): any other first word is not OBJ. */
const OBJ_KEYWORDS = new Set(
  (
    'v vt vn vp f l p o g s mtllib usemtl cstype deg bmat step curv curv2 surf parm trim hole scrv ' +
    'sp end con mg lod usemap maplib shadow_obj trace_obj c_interp d_interp ctech stech call csh bevel'
  ).split(' '),
);
const OBJ_VERTEX = /^v\s+\S+\s+\S+\s+\S+/;
/** Share of non-comment lines that must be OBJ statements; exporters add a stray line or two. */
const OBJ_MIN_KNOWN_SHARE = 0.95;

/** The kind of an upload from its first bytes (up to SNIFF_HEAD_BYTES) and its total size. */
export function sniffInput(head: Uint8Array, size: number): InputKind {
  if (size === 0) throw new InputError(EMPTY_MESSAGE);
  if (startsWithBytes(head, [0x67, 0x6c, 0x54, 0x46])) return checkGlbHeader(head, size);
  if (startsWithBytes(head, ZIP_LOCAL_HEADER) || startsWithBytes(head, ZIP_EMPTY_ARCHIVE))
    return 'zip';
  // Binary STL is known by its size (header, count, 50 bytes a triangle): its 80-byte header is
  // free text, and some exporters start it with 'solid' as if it were ASCII STL.
  if (!isPlyHeader(head) && isBinaryStl(head, size)) return 'stl';
  if (head.includes(0) && !isPlyHeader(head)) throw new InputError(UNSUPPORTED_MESSAGE);
  const text = textOfHead(head, size);
  if (/^ply\r?\n/.test(text)) return checkPlyHeader(text);
  if (isAsciiStl(text)) return 'stl';
  // STEP (ISO 10303-21): IFC, or another schema that readIfc names in its refusal.
  if (/^\s*ISO-10303-21\s*;/.test(text)) return 'ifc';
  if (isDxf(text)) return 'dxf';
  // A .gltf on its own: JSON with the asset object every glTF has (its files are checked on reading).
  if (/^\s*\{/.test(text) && /"asset"\s*:/.test(text)) return 'gltf';
  if (isObj(text)) return 'obj';
  throw new InputError(UNSUPPORTED_MESSAGE);
}

function startsWithBytes(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * A GLB's header must say version 2 and the exact size of the file: a lie means a cut or forged
 * file. Version 1 is binary glTF 1.0, refused with what to export instead.
 */
function checkGlbHeader(head: Uint8Array, size: number): 'glb' {
  if (head.length < GLB_HEADER_BYTES || size < GLB_HEADER_BYTES)
    throw new InputError(INVALID_GLB_MESSAGE);
  const view = new DataView(head.buffer, head.byteOffset, GLB_HEADER_BYTES);
  const magic = view.getUint32(0, true) === GLB_MAGIC;
  const version = view.getUint32(4, true);
  // Whatever its length says (exporters of the time got it wrong too): 1.0 is refused anyway.
  if (magic && version === 1) throw new InputError(GLTF_1_MESSAGE);
  if (!magic || version !== 2 || view.getUint32(8, true) !== size)
    throw new InputError(INVALID_GLB_MESSAGE);
  return 'glb';
}

/** Binary PLY bodies hold zero bytes; only the header is text. */
function isPlyHeader(head: Uint8Array): boolean {
  return startsWithBytes(head, [0x70, 0x6c, 0x79]) && (head[3] === 0x0a || head[3] === 0x0d);
}

function checkPlyHeader(text: string): 'ply' {
  const format = /^format\s+(\S+)\s+1\.0\s*$/m.exec(text.slice(0, 4096));
  if (!format?.[1] || !PLY_FORMATS.has(format[1])) throw new InputError(INVALID_PLY_MESSAGE);
  return 'ply';
}

/** The head as text, without a byte-order mark and without a last line that the head cut short. */
function textOfHead(head: Uint8Array, size: number): string {
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  if (head.length >= size) return text;
  const lastBreak = text.lastIndexOf('\n');
  return lastBreak < 0 ? text : text.slice(0, lastBreak + 1);
}

/** DXF is pairs of lines, a group code then a value; a file opens a SECTION (after 999 comments). */
function isDxf(text: string): boolean {
  return /^(\s*999\s*\r?\n[^\n]*\n)*\s*0\s*\r?\n\s*SECTION\s*\r?\n/.test(text);
}

function isObj(text: string): boolean {
  let known = 0;
  let unknown = 0;
  let vertices = 0;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const keyword = line.split(/\s/, 1)[0] ?? '';
    if (OBJ_KEYWORDS.has(keyword)) known += 1;
    else unknown += 1;
    if (OBJ_VERTEX.test(line)) vertices += 1;
  }
  return vertices > 0 && known / (known + unknown) >= OBJ_MIN_KNOWN_SHARE;
}
