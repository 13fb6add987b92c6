/**
 * Line-by-line reading of a large text file held as bytes: it is decoded in slices of a few MiB
 * cut at line breaks, so no single string the size of the whole upload is ever made.
 */
const SLICE_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** Calls `onLine` for every line (without its line break) from byte `start` on. */
export function forEachLine(bytes: Uint8Array, onLine: (line: string) => void, start = 0): void {
  const decoder = new TextDecoder('utf-8');
  let offset = start;
  while (offset < bytes.length) {
    let end = Math.min(offset + SLICE_BYTES, bytes.length);
    if (end < bytes.length) {
      const lastBreak = bytes.lastIndexOf(NEWLINE, end - 1);
      end = lastBreak >= offset ? lastBreak + 1 : nextBreak(bytes, end);
    }
    const lines = decoder.decode(bytes.subarray(offset, end)).split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    for (const line of lines) onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    offset = end;
  }
}

/** For a line longer than a slice: its end, or the end of the file. */
function nextBreak(bytes: Uint8Array, from: number): number {
  const index = bytes.indexOf(NEWLINE, from);
  return index < 0 ? bytes.length : index + 1;
}

/**
 * Counts lines by their first word without decoding anything: the result maps each word to its
 * count. Leading spaces and tabs are skipped; the word must be followed by a space or a tab.
 */
export function countLinesByFirstWord(bytes: Uint8Array, words: string[]): Map<string, number> {
  const patterns = words.map((word) => ({ word, codes: Array.from(word, (c) => c.charCodeAt(0)) }));
  const counts = new Map(words.map((word) => [word, 0]));
  let index = 0;
  while (index < bytes.length) {
    while (bytes[index] === 0x20 || bytes[index] === 0x09) index += 1;
    for (const { word, codes } of patterns) {
      if (matchesWord(bytes, index, codes)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const lineEnd = bytes.indexOf(NEWLINE, index);
    if (lineEnd < 0) break;
    index = lineEnd + 1;
  }
  return counts;
}

function matchesWord(bytes: Uint8Array, at: number, codes: number[]): boolean {
  for (let offset = 0; offset < codes.length; offset += 1) {
    if (bytes[at + offset] !== codes[offset]) return false;
  }
  const after = bytes[at + codes.length];
  return after === 0x20 || after === 0x09;
}
