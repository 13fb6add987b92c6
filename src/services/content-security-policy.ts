import { setNonce } from 'get-nonce';
import {
  STYLE_NONCE_META_PROPERTY,
  buildContentSecurityPolicy,
  cspConfigFromEnv,
  isValidNonce,
  withStyleNonce,
} from '../contract/content-security-policy';

/**
 * SPEC §9: the content security policy is injected at startup, as a meta tag, in
 * production builds (Vite's development server needs inline scripts). The server
 * sends the same policy as a header. With the page's style nonce (decision 0063), the tag's
 * policy admits the same inline styles as the header's.
 */
export function injectContentSecurityPolicy(
  env: Record<string, string | undefined>,
  doc: Document = document,
  styleNonce?: string,
): void {
  injectPolicyMetaTag(
    buildContentSecurityPolicy(cspConfigFromEnv(env), { forMetaTag: true }),
    doc,
    styleNonce,
  );
}

/**
 * The same with the policy made beforehand: the app's start passes the one the build made from
 * its variables (vite.config.ts), so that its first load does not carry the policy's builder.
 */
export function injectPolicyMetaTag(
  policy: string,
  doc: Document = document,
  styleNonce?: string,
): void {
  if (doc.head.querySelector('meta[http-equiv="Content-Security-Policy"]')) return;
  const meta = doc.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = styleNonce === undefined ? policy : withStyleNonce(policy, styleNonce);
  doc.head.prepend(meta);
}

/**
 * The style nonce the server gave this page (decision 0063), from its
 * `<meta property="csp-nonce" nonce="…">`; undefined when the page has none (the development
 * server, a page not served by ours). The browser empties the `nonce` attribute of a page whose
 * policy came in a header, and keeps the value in the element's `nonce` property.
 */
export function readStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.head.querySelector<HTMLElement>(`meta[property="${STYLE_NONCE_META_PROPERTY}"]`);
  if (meta === null) return undefined;
  const nonce = meta.nonce || meta.getAttribute('nonce') || '';
  return isValidNonce(nonce) ? nonce : undefined;
}

/**
 * Gives the page's style nonce to the libraries that add <style> elements at run time: the
 * scroll lock of Radix's modal dialogs and menus (react-remove-scroll, through
 * react-style-singleton, reads it from get-nonce), and Lit (model-viewer), which adds <style>
 * elements only where the browser cannot adopt constructed stylesheets and reads `litNonce`.
 * Call it before anything renders.
 */
export function applyStyleNonce(
  nonce: string,
  target: { litNonce?: string } = globalThis as { litNonce?: string },
): void {
  setNonce(nonce);
  target.litNonce = nonce;
}
