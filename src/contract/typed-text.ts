/**
 * Text as the owner typed it (issue 38, docs/decisions/0060): cut by grapheme, never inside a
 * character; bidi controls taken out of single-line fields, where they could reverse the text
 * around them and nothing legitimate needs them.
 */
import * as v from 'valibot';

/**
 * The explicit bidi formatting characters: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069). An unbalanced one reverses or reorders everything after it on the line, in
 * our pages and in whatever shows a link preview. The marks (U+200E, U+200F, U+061C) are kept:
 * they change the direction of nothing but the neutral characters next to them, and people who
 * write Arabic type them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without explicit bidi controls (for titles, names, addresses: single-line fields). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A schema step for single-line fields: their bidi controls removed (before trimming). */
export const singleLine = () => v.transform(stripBidiControls);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` of whole graphemes (what a reader sees as one character: an emoji
 * with its modifiers, a letter with its marks) that is at most `max` UTF-16 units long.
 */
export function cutAtGrapheme(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * A one-line preview of at most `max` UTF-16 units: white space folded, bidi controls removed,
 * and, when it is longer, cut by grapheme (at a word where one is near) with an ellipsis.
 */
export function previewText(text: string, max: number): string {
  const line = stripBidiControls(text).replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = cutAtGrapheme(line, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
