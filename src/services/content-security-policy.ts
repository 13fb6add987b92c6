import { buildContentSecurityPolicy, cspConfigFromEnv } from '../contract/content-security-policy';

/**
 * SPEC §9: the content security policy is injected at startup, as a meta tag, in
 * production builds (Vite's development server needs inline scripts). The server
 * sends the same policy as a header.
 */
export function injectContentSecurityPolicy(
  env: Record<string, string | undefined>,
  doc: Document = document,
): void {
  if (doc.head.querySelector('meta[http-equiv="Content-Security-Policy"]')) return;
  const meta = doc.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = buildContentSecurityPolicy(cspConfigFromEnv(env), { forMetaTag: true });
  doc.head.prepend(meta);
}
