/**
 * The id of the element that holds a prerendered page in the served HTML (index.home.html for `/`,
 * written at build time by scripts/prerender-home.tsx). While it is there the app renders hidden
 * behind it (styles.css), so the page paints before any script runs. Such a page carries its
 * stylesheet inline and starts the app after its first paint (src/paint-first, decision 0012).
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';
