/**
 * Counts a page's WebGL draw calls, in all and per animation frame (issue 34), for the browser
 * tests and bench/viewer alike. `countDrawCallsInPage` runs in the page (give it to
 * addInitScript before the page loads); the others read what it counted.
 */
import type { Page } from 'playwright-core';

interface Counted {
  drawCalls: number;
  /** Each drawn frame's draw calls, oldest first (the last FRAMES_KEPT). */
  frameDrawCalls: number[];
}

/**
 * In the page: wraps the draw calls of WebGL 1 and 2. No loop of its own (the viewer must be
 * free to rest): a frame is counted when it draws.
 */
export function countDrawCallsInPage(): void {
  const framesKept = 120;
  const counted = window as unknown as Counted;
  counted.drawCalls = 0;
  counted.frameDrawCalls = [];
  // The same in every requestAnimationFrame callback of one frame.
  let frame: CSSNumberish | null = null;
  const draws = ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced'];
  for (const prototype of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of draws) {
      const methods = prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = methods[name];
      if (typeof original !== 'function') continue;
      methods[name] = function (this: unknown, ...args: unknown[]) {
        counted.drawCalls += 1;
        const frames = counted.frameDrawCalls;
        const now = document.timeline.currentTime;
        if (now !== frame || frames.length === 0) {
          frame = now;
          frames.push(0);
          if (frames.length > framesKept) frames.shift();
        }
        frames[frames.length - 1] = (frames.at(-1) ?? 0) + 1;
        return original.apply(this, args);
      };
    }
  }
}

/** Draw calls since the page loaded. */
export const drawCalls = (page: Pick<Page, 'evaluate'>): Promise<number> =>
  page.evaluate(() => (window as unknown as Counted).drawCalls);

/** The draw calls of the last frame drawn (0 before any). */
export const lastFrameDrawCalls = (page: Pick<Page, 'evaluate'>): Promise<number> =>
  page.evaluate(() => (window as unknown as Counted).frameDrawCalls.at(-1) ?? 0);
