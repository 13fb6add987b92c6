import { useSyncExternalStore } from 'react';

/**
 * A module fetched on first use rather than with the first page (DESIGN.md, "Performance
 * budgets"): components render a light stand-in until `load()` has brought the module in, then
 * every component that uses it re-renders with it.
 */
export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module once loaded, undefined before. */
  get(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A failed chunk download (offline, a new release): the next interaction tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Starts loading a lazy module without waiting for it. A failure leaves the stand-in in place and
 * the next interaction tries again, so it is not an error of its own.
 */
export function preload<T>(module: LazyModule<T>): void {
  module.load().catch(() => undefined);
}

/** Runs a task when the browser is idle after the first paint; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** The module once loaded (re-rendering then), undefined before. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.get, module.get);
}

/** How far outside the viewport a section below the fold starts loading what it defers. */
export const NEAR_VIEWPORT = '600px 0px';

/**
 * Runs `task` once `element` comes within `rootMargin` of the viewport (at once when it is there
 * already); where the browser has no IntersectionObserver, when it is idle. Returns a cancel
 * function.
 */
export function whenNearViewport(
  element: Element,
  task: () => void,
  rootMargin: string = NEAR_VIEWPORT,
): () => void {
  if (typeof IntersectionObserver !== 'function') return whenIdle(task);
  const observer = new IntersectionObserver(
    (records) => {
      if (!records.some((record) => record.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Waits for an element to come near the viewport from outside React's render, e.g. in an actor:
 * `attach` is given the element, and `reached(signal)` resolves once it is near (at once when no
 * element was rendered); aborting `signal` stops watching, and the promise then never settles.
 */
export interface NearViewportGate {
  attach: (element: Element | null) => void;
  reached: (signal?: AbortSignal) => Promise<void>;
}

export function createNearViewportGate(rootMargin: string = NEAR_VIEWPORT): NearViewportGate {
  let current: Element | null = null;
  return {
    attach: (element) => {
      current = element;
    },
    reached: (signal) =>
      new Promise((resolve) => {
        if (!current) return resolve();
        const cancel = whenNearViewport(current, resolve, rootMargin);
        signal?.addEventListener('abort', cancel, { once: true });
      }),
  };
}
