import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNearViewportGate,
  lazyModule,
  NEAR_VIEWPORT,
  preload,
  useLazyModule,
} from './lazy-module';
import { FakeIntersectionObserver } from '../../tests/support/fake-intersection-observer';

describe('lazyModule', () => {
  it('imports once, however often it is asked for', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.get()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toEqual({ answer: 42 });
  });

  it('tries again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preload swallows a failure, leaving the module to load later', async () => {
    const module = lazyModule(() => Promise.reject(new Error('offline')));
    expect(() => preload(module)).not.toThrow();
    await expect(module.load()).rejects.toThrow('offline');
  });
});

describe('useLazyModule', () => {
  it('re-renders every user with the module once it has loaded', async () => {
    const module = lazyModule(async () => ({ answer: 42 }));
    const first = renderHook(() => useLazyModule(module));
    const second = renderHook(() => useLazyModule(module));
    expect(first.result.current).toBeUndefined();
    await act(() => module.load());
    expect(first.result.current).toEqual({ answer: 42 });
    expect(second.result.current).toBe(first.result.current);
  });
});

describe('createNearViewportGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.last = undefined;
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it('resolves once the element comes near the viewport, not before', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const gate = createNearViewportGate();
    const element = document.createElement('section');
    gate.attach(element);
    const reached = gate.reached();
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options?.rootMargin).toBe(NEAR_VIEWPORT);
    expect(observer.observed).toEqual([element]);
    observer.report(false);
    expect(await settled(reached)).toBe(false);
    observer.report(true);
    expect(await settled(reached)).toBe(true);
    expect(observer.observed).toEqual([]);
  });

  it('resolves at once without an element, and stops watching when aborted', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const gate = createNearViewportGate();
    expect(await settled(gate.reached())).toBe(true);

    gate.attach(document.createElement('section'));
    const abort = new AbortController();
    const reached = gate.reached(abort.signal);
    abort.abort();
    expect(FakeIntersectionObserver.last!.observed).toEqual([]);
    expect(await settled(reached)).toBe(false);
  });
});
