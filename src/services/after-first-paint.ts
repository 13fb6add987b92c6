/**
 * Runs a task once the page has painted and the browser is idle: error reporting starts so
 * (error-reporting.ts). A module of its own so that the app's start can schedule that without
 * loading the reporter (docs/decisions/0059).
 */

/** The parts of `window` the scheduler uses. */
export interface PaintWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/** Longest wait for an idle period before the task runs anyway. */
export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;

/**
 * Runs `task` after the window's load event and then an idle period (requestIdleCallback, else a
 * 1 ms timeout), so that whatever it loads (Sentry) never competes with first paint.
 */
export function scheduleAfterFirstPaint(task: () => void, win: PaintWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => task(), { timeout: IDLE_CALLBACK_TIMEOUT_MS });
    } else {
      win.setTimeout(() => task(), 1);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
