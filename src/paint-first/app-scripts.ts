/**
 * What the entry of a prerendered page (./main.ts) does: wait for the page's first paint, then put
 * the app's script tags in place. This module shares nothing with the app, so the entry's chunk
 * stays a few hundred bytes (a module the app imports too would join the app's shell chunk).
 */

/** The id of the template that holds the app's script tags, inert, in a prerendered page. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * How long a tour's page waits at most for its first frame before it starts the app
 * (./tour-first.ts): a large model's download then shows its progress.
 */
export const APP_START_DEADLINE_MS = 2500;

/**
 * How long to wait at most for the first paint: a hidden page paints nothing, a browser without
 * paint timing reports nothing, and the app must not wait for either.
 */
export const FIRST_PAINT_TIMEOUT_MS = 1000;

/**
 * Resolves once the browser reports the page's first contentful paint (a paint timing entry,
 * which comes once the frame is on screen); at once on a hidden page, and after
 * `FIRST_PAINT_TIMEOUT_MS` when no report comes.
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      win.clearTimeout(timeout);
      resolve();
    };
    const timeout = win.setTimeout(done, FIRST_PAINT_TIMEOUT_MS);
    const Observer = (win as Window & typeof globalThis).PerformanceObserver as
      typeof PerformanceObserver | undefined;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      observer = new Observer((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  });
}

/**
 * Puts the app's script tags held in the template in place, as live elements (a script copied
 * out of a template would never run), so the browser requests and starts the app.
 */
export function insertAppScripts(doc: Document = document): void {
  const template = doc.getElementById(APP_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const inert of Array.from(template.content.children)) {
    const element = doc.createElement(inert.localName);
    for (const { name, value } of Array.from(inert.attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  }
  template.remove();
}
