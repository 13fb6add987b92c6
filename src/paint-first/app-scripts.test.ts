import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  FIRST_PAINT_TIMEOUT_MS,
  afterFirstPaint,
  insertAppScripts,
} from './app-scripts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('insertAppScripts', () => {
  it("puts the template's tags in the head as new elements with the same attributes", () => {
    document.head.innerHTML =
      `<template id="${APP_SCRIPTS_TEMPLATE_ID}">` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-def.js"></template>';
    const inert = document.querySelector('template')?.content.querySelector('script');

    insertAppScripts();

    const script = document.head.querySelector('script');
    expect(script).not.toBe(inert);
    expect(script?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe('/assets/vendor-def.js');
    expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).toBeNull();
  });

  it('does nothing on a page without the template', () => {
    document.head.innerHTML = '<title>Roomwalk</title>';
    insertAppScripts();
    expect(document.head.innerHTML).toBe('<title>Roomwalk</title>');
  });
});

/** A PerformanceObserver that reports what the test hands it. */
function stubPaintObserver() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (name: string) => {
    const entries = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const { callback } of observers) {
      callback(entries as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  return { observers, report };
}

describe('afterFirstPaint', () => {
  it('resolves when the browser reports the first contentful paint, and stops observing', async () => {
    vi.useFakeTimers();
    const paints = stubPaintObserver();
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));

    paints.report('first-paint');
    await Promise.resolve();
    expect(resolved).toBe(false);

    paints.report('first-contentful-paint');
    await vi.waitFor(() => expect(resolved).toBe(true));
    expect(paints.observers[0]?.disconnected).toBe(true);
  });

  it(`resolves after ${FIRST_PAINT_TIMEOUT_MS} ms when no paint is reported`, async () => {
    vi.useFakeTimers();
    stubPaintObserver();
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));

    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('resolves after the timeout where the browser has no paint timing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS);
    expect(resolved).toBe(true);
  });

  it('resolves at once on a hidden page, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});
