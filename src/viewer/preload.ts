/**
 * Starts downloading a tour's files as soon as their addresses are known, while the viewer's code
 * (three.js, about 190 KB gzip) is still on its way: `<link rel="preload" as="fetch">`, which the
 * viewer's own fetch() of the same address then takes over, progress and all
 * (docs/decisions/0042). No three.js here: the screens import it before the viewer has loaded.
 */

/** Preloads `urls` (skipping blob:, data: and missing ones); the returned function removes the links. */
export function preloadTourFiles(urls: readonly (string | null | undefined)[]): () => void {
  const links: HTMLLinkElement[] = [];
  for (const url of urls) {
    if (!url || /^(blob|data):/i.test(url)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // fetch()'s own mode (cors, same-origin credentials), so that it matches the preload.
    link.crossOrigin = 'anonymous';
    link.href = new URL(url, location.href).href;
    document.head.appendChild(link);
    links.push(link);
  }
  return () => {
    for (const link of links) link.remove();
  };
}
