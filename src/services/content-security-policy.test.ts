import { beforeEach, describe, expect, it } from 'vitest';
import { injectContentSecurityPolicy } from './content-security-policy';

const SELECTOR = 'meta[http-equiv="Content-Security-Policy"]';

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

  it('adds no second tag on a second call', () => {
    injectContentSecurityPolicy(env, doc);
    injectContentSecurityPolicy({ VITE_API_BASE_URL: 'https://other.example.com' }, doc);
    const tags = doc.head.querySelectorAll<HTMLMetaElement>(SELECTOR);
    expect(tags).toHaveLength(1);
    expect(tags[0]!.content).toContain('https://api.roomwalk.app');
    expect(tags[0]!.content).not.toContain('other.example.com');
  });
});
