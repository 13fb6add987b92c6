/**
 * The nesting depth of JSON text, found in one pass without parsing: a glTF whose JSON nests
 * thousands of arrays deep (1 KB is enough) overflows the stack of the readers that walk it.
 */
import { InputError } from './input-error';
import { formatCount } from './limits';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** The deepest nesting of arrays and objects in `json` (UTF-8), strings skipped. */
export function jsonDepth(json: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte !== undefined && OPENERS.has(byte)) deepest = Math.max(deepest, (depth += 1));
    else if (byte !== undefined && CLOSERS.has(byte)) depth -= 1;
  }
  return deepest;
}

/** Refuses a glTF whose JSON nests deeper than `limit`, before anything parses it. */
export function checkGltfJsonDepth(json: Uint8Array, limit: number): void {
  const depth = jsonDepth(json);
  if (depth > limit)
    throw new InputError(
      `The glTF's JSON nests ${formatCount(depth)} levels deep; the limit is ${formatCount(limit)}. ` +
        'Export the model again without deeply nested custom data (extras), then create the tour again.',
    );
}
