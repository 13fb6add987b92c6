/**
 * Quirky and hostile text, as owners and visitors type it (issue 38, docs/decisions/0060): each
 * must be stored as typed and shown as typed, escaped once for whatever output shows it. None
 * matches SPEC §5's dangerous patterns (those are refused before anything is stored; see
 * tests/server/hostile-bodies.test.ts); every one fits a title (120 characters) but LONG_TEXT.
 */
import { KEPT_AS_TYPED_KEYS } from '../../src/contract/html-escaping';
import { escapeHtml } from '../../src/services/content-safety';

/** U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL FORMATTING. */
export const RLO = '\u202E';
export const PDF = '\u202C';

export const QUIRKY_STRINGS: readonly string[] = [
  `Anna's loft 3/4 & "garden"`,
  // Typed to look like entities: they must come back as the same characters, not as & < '.
  'Tom &amp; Jerry &lt;b&gt; &#x27;quoted&#x27; &#x2F; &copy;',
  '<b>not bold</b> 5 < 6 > 4',
  String.raw`Back\slash C:\Users\anna "quoted" \n not a newline`,
  'Family 👨‍👩‍👧‍👦, flag 🇳🇱, thumbs 👍🏽, café, e\u0301',
  'شقة آنا في الطابق الثالث',
  'ห้องนั่งเล่นของแอนนา ชั้นสาม',
  'Mixed עברית and English, 123',
  '%s %d {0} ${title} {{title}} %00',
];

/** A single-line field's bidi controls are removed: this is stored as STRIPPED_BIDI_TITLE. */
export const BIDI_TITLE = `Flat ${RLO}gnp.exe${PDF} for rent`;
export const STRIPPED_BIDI_TITLE = 'Flat gnp.exe for rent';

/** 1,000 characters (UTF-16 units) of emoji, apostrophes, ampersands and Thai, for descriptions. */
export const LONG_TEXT = (() => {
  const unit = "Anna's 🏠 & ห้อง / ";
  return `${unit.repeat(Math.ceil(1000 / unit.length)).slice(0, 999)}.`;
})();

/**
 * A request body as the app sends it (SPEC §5): the app's own escaping, every string but those
 * under keys kept as typed (passwords, tokens, codes, links).
 */
export function asTheAppSends<T>(body: T): T {
  return escapeHtml(body, (key) => KEPT_AS_TYPED_KEYS.test(key));
}
