import { randomBytes } from 'node:crypto';
import { STYLE_NONCE_META_PROPERTY } from '../src/contract/content-security-policy';

/**
 * Every HTML page the server sends gets a nonce of its own (decision 0063): the page's policy
 * admits the inline <style> elements that carry it (the prerendered pages' stylesheet) and those
 * the app adds at run time with it (Radix's scroll lock), and no other inline style.
 */

/** A fresh nonce: 128 random bits, base64. */
export function newStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

const HEAD_END = /<\/head\s*>/i;
const STYLE_TAG = /<style(?=[\s>])/gi;

/**
 * `html` with `nonce` on each <style> element of its head, and in a
 * `<meta property="csp-nonce" nonce="…">` at the head's end, where the app reads it. Only the
 * head is stamped: its styles are the build's own, and a page without a head is left as it is.
 * What a request adds to a page (a tour's title, its link preview) is escaped, so it holds no
 * element to stamp.
 */
export function withPageNonce(html: string, nonce: string): string {
  const headEnd = html.search(HEAD_END);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(STYLE_TAG, () => `<style nonce="${nonce}"`);
  const meta = `<meta property="${STYLE_NONCE_META_PROPERTY}" nonce="${nonce}" />`;
  return `${head}${meta}\n  ${html.slice(headEnd)}`;
}
