import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The app runs on Preact (vite.config.ts), which runs effects after the next frame
// (requestAnimationFrame, or 35 ms). Testing Library gives React's scheduler one task after each
// findBy/waitFor, in which React runs the effects of a render that came from a response or a
// timer; tests then expect them to have run (a request started, a viewer opened). Flush Preact's
// on the next task as well. Renders inside `act` (every user-event action) flush them anyway.
options.requestAnimationFrame = (flush) => setTimeout(flush);

// jsdom lacks a few browser APIs that Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom's Blob has no arrayBuffer(); PGlite (the in-process test server) reads blobs with it.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};
// jsdom defines scrollTo only to log 'Not implemented'.
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
