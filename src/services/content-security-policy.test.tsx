import * as Dialog from '@radix-ui/react-dialog';
import { render } from '@testing-library/react';
import { getNonce, setNonce } from 'get-nonce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VIEWER_STYLE_HASH } from '../contract/content-security-policy';
import {
  applyStyleNonce,
  injectContentSecurityPolicy,
  readStyleNonce,
} from './content-security-policy';

const SELECTOR = 'meta[http-equiv="Content-Security-Policy"]';
const NONCE = 'q83v+8nMR/0Ab0c9Rk2P5w==';

/** The policy as a map of directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('injectContentSecurityPolicy', () => {
  let doc: Document;

  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('Roomwalk');
    const charset = doc.createElement('meta');
    charset.setAttribute('charset', 'utf-8');
    doc.head.prepend(charset);
  });

  const env = { VITE_API_BASE_URL: 'https://api.roomwalk.app/v1' };

  it('SPEC §9 "A content security policy is injected at startup": one meta tag, first in head', () => {
    injectContentSecurityPolicy(env, doc);
    const tags = doc.head.querySelectorAll<HTMLMetaElement>(SELECTOR);
    expect(tags).toHaveLength(1);
    expect(doc.head.firstElementChild).toBe(tags[0]);
    expect(tags[0]!.httpEquiv).toBe('Content-Security-Policy');
    expect(tags[0]!.content).not.toBe('');
  });

  it('leaves out frame-ancestors, which a meta policy may not carry', () => {
    injectContentSecurityPolicy(env, doc);
    const policy = doc.head.querySelector<HTMLMetaElement>(SELECTOR)!.content;
    expect(policy).not.toContain('frame-ancestors');
  });

  it('SPEC §9 "blocks object embedding": object-src \'none\'', () => {
    injectContentSecurityPolicy(env, doc);
    const policy = directives(doc.head.querySelector<HTMLMetaElement>(SELECTOR)!.content);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('SPEC §7 "allows connections to the product\'s own API": connect-src has the API origin', () => {
    injectContentSecurityPolicy(env, doc);
    const policy = directives(doc.head.querySelector<HTMLMetaElement>(SELECTOR)!.content);
    const connect = policy.get('connect-src')!;
    expect(connect).toContain("'self'");
    expect(connect).toContain('https://api.roomwalk.app');
    expect(connect.join(' ')).not.toContain('/v1');
  });

  it("admits the page's style nonce, and no inline style without it", () => {
    injectContentSecurityPolicy(env, doc, NONCE);
    const policy = directives(doc.head.querySelector<HTMLMetaElement>(SELECTOR)!.content);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      MODEL_VIEWER_STYLE_HASH,
      `'nonce-${NONCE}'`,
    ]);
    const other = document.implementation.createHTMLDocument('Roomwalk');
    injectContentSecurityPolicy(env, other);
    const plain = directives(other.head.querySelector<HTMLMetaElement>(SELECTOR)!.content);
    expect(plain.get('style-src')).toEqual(["'self'", MODEL_VIEWER_STYLE_HASH]);
  });

  it('adds no second tag on a second call', () => {
    injectContentSecurityPolicy(env, doc);
    injectContentSecurityPolicy({ VITE_API_BASE_URL: 'https://other.example.com' }, doc);
    const tags = doc.head.querySelectorAll<HTMLMetaElement>(SELECTOR);
    expect(tags).toHaveLength(1);
    expect(tags[0]!.content).toContain('https://api.roomwalk.app');
    expect(tags[0]!.content).not.toContain('other.example.com');
  });
});

describe("the page's style nonce (decision 0063)", () => {
  afterEach(() => {
    setNonce('');
    delete (globalThis as { litNonce?: string }).litNonce;
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  });

  function pageWithNonce(nonce: string | null): Document {
    const doc = document.implementation.createHTMLDocument('Roomwalk');
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    if (nonce !== null) meta.setAttribute('nonce', nonce);
    doc.head.append(meta);
    return doc;
  }

  it('is read from the meta the server puts in the page', () => {
    expect(readStyleNonce(pageWithNonce(NONCE))).toBe(NONCE);
  });

  it('is absent from a page without it, and refused when it is not a nonce', () => {
    expect(readStyleNonce(document.implementation.createHTMLDocument('x'))).toBeUndefined();
    expect(readStyleNonce(pageWithNonce(null))).toBeUndefined();
    expect(readStyleNonce(pageWithNonce("x' 'unsafe-inline"))).toBeUndefined();
  });

  it("is on the <style> that a Radix dialog's scroll lock adds, and given to Lit", () => {
    applyStyleNonce(NONCE);
    expect(getNonce()).toBe(NONCE);
    expect((globalThis as { litNonce?: string }).litNonce).toBe(NONCE);
    const before = new Set(document.head.querySelectorAll('style'));
    const view = render(
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Overlay />
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Locked</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    const added = [...document.head.querySelectorAll('style')].filter((tag) => !before.has(tag));
    expect(added.length).toBeGreaterThan(0);
    expect(added.map((tag) => tag.textContent).join('')).toContain('overflow: hidden');
    for (const tag of added) expect(tag.getAttribute('nonce')).toBe(NONCE);
    view.unmount();
  });
});
