/**
 * Counts a page's WebGL draw calls and triangles, in all and per animation frame (issue 34), for
 * the browser tests and the viewer benchmarks alike. COUNT_DRAW_CALLS runs in the page (give it
 * to addInitScript before the page loads); the others read what it counted.
 */
import type { Page } from 'playwright-core';

export interface FrameDraws {
  drawCalls: number;
  triangles: number;
}

interface Counted {
  drawCalls: number;
  /** The last frames drawn, oldest first (not `frames`: the window has one of its own). */
  drawnFrames: FrameDraws[];
}

/**
 * In the page: wraps the draw calls of WebGL 1 and 2. No loop of its own (the viewer must be
 * free to rest): a frame is counted when it draws. Source text, not a function: the benchmarks
 * run under tsx, whose compiled functions call a helper (`__name`) the page does not have.
 */
export const COUNT_DRAW_CALLS = `(() => {
  const framesKept = 120;
  const trianglesMode = 4; // gl.TRIANGLES
  window.drawCalls = 0;
  window.drawnFrames = [];
  // The same in every requestAnimationFrame callback of one frame.
  let frameTime = null;
  const verticesOf = {
    drawArrays: (args) => args[2] ?? 0,
    drawElements: (args) => args[1] ?? 0,
    drawArraysInstanced: (args) => (args[2] ?? 0) * (args[3] ?? 1),
    drawElementsInstanced: (args) => (args[1] ?? 0) * (args[4] ?? 1),
  };
  for (const prototype of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const [name, vertices] of Object.entries(verticesOf)) {
      const original = prototype[name];
      if (typeof original !== 'function') continue;
      prototype[name] = function (...args) {
        window.drawCalls += 1;
        const now = document.timeline.currentTime;
        if (now !== frameTime || window.drawnFrames.length === 0) {
          frameTime = now;
          window.drawnFrames.push({ drawCalls: 0, triangles: 0 });
          if (window.drawnFrames.length > framesKept) window.drawnFrames.shift();
        }
        const frame = window.drawnFrames[window.drawnFrames.length - 1];
        frame.drawCalls += 1;
        if (args[0] === trianglesMode) frame.triangles += Math.floor(vertices(args) / 3);
        return original.apply(this, args);
      };
    }
  }
})();`;

/** Draw calls since the page loaded. */
export const drawCalls = (page: Pick<Page, 'evaluate'>): Promise<number> =>
  page.evaluate(() => (window as unknown as Counted).drawCalls);

/** The draw calls and triangles of the last frame drawn (none before any). */
export const lastFrameDraws = (page: Pick<Page, 'evaluate'>): Promise<FrameDraws> =>
  page.evaluate(
    () => (window as unknown as Counted).drawnFrames.at(-1) ?? { drawCalls: 0, triangles: 0 },
  );

/** The draw calls of the last frame drawn (0 before any). */
export const lastFrameDrawCalls = async (page: Pick<Page, 'evaluate'>): Promise<number> =>
  (await lastFrameDraws(page)).drawCalls;
