import { describe, expect, it, vi } from 'vitest';
import {
  createViewerElement,
  forwardingEvents,
  offerEarlyViewer,
  takeEarlyViewer,
  VIEWER_KEYS_HELP_ID,
  type AdoptableViewer,
  type EarlyViewer,
} from './early-viewer';

function offer(slug: string): EarlyViewer & { dispose: ReturnType<typeof vi.fn> } {
  const dispose = vi.fn();
  const element = createViewerElement();
  document.body.append(element);
  return {
    slug,
    element,
    viewer: { dispose } as unknown as AdoptableViewer,
    loaded: Promise.resolve(),
    forwardTo: () => {},
    drawn: () => true,
    dispose,
  };
}

describe('the early viewer hand-over', () => {
  it('gives the offer to the screen of its tour, once', () => {
    const early = offer('canal-house');
    offerEarlyViewer(early);
    expect(takeEarlyViewer('canal-house')).toBe(early);
    expect(takeEarlyViewer('canal-house')).toBeNull();
    expect(early.dispose).not.toHaveBeenCalled();
  });

  it("disposes of an offer another tour's screen finds, and removes its element", () => {
    const early = offer('canal-house');
    offerEarlyViewer(early);
    expect(takeEarlyViewer('loft')).toBeNull();
    expect(early.dispose).toHaveBeenCalledOnce();
    expect(early.element.isConnected).toBe(false);
  });

  it('disposes of an offer that a newer one replaces', () => {
    const first = offer('canal-house');
    const second = offer('canal-house');
    offerEarlyViewer(first);
    offerEarlyViewer(second);
    expect(first.dispose).toHaveBeenCalledOnce();
    expect(takeEarlyViewer('canal-house')).toBe(second);
  });
});

describe('forwardingEvents', () => {
  it('sends nothing anywhere until pointed, then replays the latest progress and forwards', () => {
    const { events, forwardTo } = forwardingEvents();
    events.onProgress(0.4);
    events.onProgress(0.9);
    events.onArrived();
    const screen = { onProgress: vi.fn(), onArrived: vi.fn(), onStoreyChanged: vi.fn() };
    forwardTo(screen);
    expect(screen.onProgress.mock.calls).toEqual([[0.9]]);
    expect(screen.onArrived).not.toHaveBeenCalled();
    events.onArrived();
    events.onStoreyChanged(1);
    expect(screen.onArrived).toHaveBeenCalledOnce();
    expect(screen.onStoreyChanged).toHaveBeenCalledWith(1);
  });
});

describe('createViewerElement', () => {
  it('makes the element the viewer draws in, described by the keyboard help', () => {
    const element = createViewerElement();
    expect(element.className).toBe('tour-viewer-canvas');
    expect(element.getAttribute('role')).toBe('application');
    expect(element.getAttribute('aria-describedby')).toBe(VIEWER_KEYS_HELP_ID);
  });
});
