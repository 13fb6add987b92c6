/**
 * What the public viewer reports of one visit (one page load of /t/{slug} or /embed/{slug}) to
 * POST /api/v1/public/tours/:slug/visits (decision 0040). The visit id is made at random here and
 * kept in memory only: no cookie, no storage, nothing that names the visitor. The time on the page
 * counts while the page is visible and is sent with navigator.sendBeacon when the page is hidden
 * or left (pagehide), so that it arrives even as the tab closes.
 *
 * Reports are best effort: a failure is logged at debug level and never reaches the visitor.
 */
import type { VisitEvent, VisitSource } from '../contract/analytics';
import { escapeHtmlText } from '../contract/html-escaping';
import { resolveApiUrl } from './api-client';

export interface VisitRecorder {
  /** The viewer has the tour: the visit starts (once; later calls do nothing). */
  start(source: VisitSource): void;
  /** The visitor reached a room (or a destination's place, in a tour without rooms). */
  room(name: string): void;
  /** The visitor drew a route to a destination. */
  destination(id: string): void;
  /** The visitor opened View in AR. */
  ar(): void;
  /** Sends the time on the page and stops listening (the viewer is gone). */
  stop(): void;
}

export interface VisitTransport {
  /** POST `body` (JSON) to `url`; resolves true when the server took it. */
  post(url: string, body: string): Promise<boolean>;
  /** POST `body` as the page goes away (navigator.sendBeacon where the browser has it). */
  beacon(url: string, body: string): void;
}

export interface VisitRecorderOptions {
  transport?: VisitTransport;
  /** Milliseconds, monotonic (performance.now). */
  now?: () => number;
  /** The page's document, for its visibility and pagehide. */
  document?: Document;
  baseUrl?: string;
}

const postJson = (url: string, body: string, keepalive: boolean) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    credentials: 'omit',
    keepalive,
  }).then(
    (response) => response.ok,
    () => false,
  );

export const browserVisitTransport: VisitTransport = {
  post: (url, body) => postJson(url, body, true),
  beacon: (url, body) => {
    let queued = false;
    try {
      queued = navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    } catch {
      queued = false;
    }
    if (!queued) void postJson(url, body, true);
  },
};

/** A version 4 UUID from the browser's random numbers (randomUUID needs a secure context). */
export function randomVisitId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type EventOf<T extends VisitEvent['type']> = Omit<Extract<VisitEvent, { type: T }>, 'visitId'>;
type AnyEvent = { [T in VisitEvent['type']]: EventOf<T> }[VisitEvent['type']];

export function createVisitRecorder(
  slug: string,
  options: VisitRecorderOptions = {},
): VisitRecorder {
  const transport = options.transport ?? browserVisitTransport;
  const now = options.now ?? (() => performance.now());
  const doc = options.document ?? document;
  const url = resolveApiUrl(
    options.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '',
    `/public/tours/${encodeURIComponent(slug)}/visits`,
  );
  const visitId = randomVisitId();
  const rooms = new Set<string>();
  const destinations = new Set<string>();
  /** Resolves true once the server has the visit: later events wait for it. */
  let started: Promise<boolean> | null = null;
  let visibleMs = 0;
  let visibleSince: number | null = null;
  let stopped = false;

  const body = (event: AnyEvent) => JSON.stringify({ visitId, ...event });
  const send = (event: AnyEvent) => {
    void started?.then((ok) => {
      if (ok) return transport.post(url, body(event));
      return false;
    });
  };
  const seconds = () =>
    Math.round((visibleMs + (visibleSince === null ? 0 : now() - visibleSince)) / 1000);
  const sendTime = () => {
    if (started === null) return;
    transport.beacon(url, body({ type: 'time', seconds: seconds() }));
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (visibleSince !== null) visibleMs += now() - visibleSince;
      visibleSince = null;
      sendTime();
    } else if (visibleSince === null) {
      visibleSince = now();
    }
  };
  const onPageHide = () => sendTime();

  return {
    start(source) {
      if (started !== null || stopped) return;
      started = transport.post(url, body({ type: 'visit', source }));
      visibleSince = doc.visibilityState === 'hidden' ? null : now();
      doc.addEventListener('visibilitychange', onVisibility);
      doc.defaultView?.addEventListener('pagehide', onPageHide);
    },
    room(name) {
      if (rooms.has(name)) return;
      rooms.add(name);
      // Escaped as all the app's outgoing text is (SPEC §5); the server reads it back as typed.
      send({ type: 'room', name: escapeHtmlText(name) });
    },
    destination(id) {
      if (destinations.has(id)) return;
      destinations.add(id);
      send({ type: 'destination', id });
    },
    ar() {
      send({ type: 'ar' });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      doc.defaultView?.removeEventListener('pagehide', onPageHide);
      if (doc.visibilityState !== 'hidden') sendTime();
    },
  };
}
