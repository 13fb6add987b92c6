import { useLayoutEffect } from 'react';

/**
 * The id of the element that holds the prerendered landing page in the served HTML of `/`
 * (index.home.html, written at build time by scripts/prerender-home.tsx). While it is there the
 * app renders hidden behind it (styles.css), so the hero paints before any script runs.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * Swaps the prerendered page for the app once the app shows a page of its own (a layout or an
 * error), in the same frame, so nothing jumps.
 */
export function useReplacePrerenderedPage(): void {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  }, []);
}
