import { useLayoutEffect } from 'react';
import { PRERENDERED_PAGE_ID } from './prerendered-page';

/**
 * Swaps the prerendered page for the app once the app shows a page of its own (a layout or an
 * error), in the same frame, so nothing jumps.
 */
export function useReplacePrerenderedPage(): void {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_PAGE_ID)?.remove();
  }, []);
}
