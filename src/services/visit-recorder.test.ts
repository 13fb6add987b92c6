import { describe, expect, it } from 'vitest';
import { createVisitRecorder, randomVisitId, type VisitTransport } from './visit-recorder';

/** A transport that keeps what was sent; posts answer `accepted`. */
function recordingTransport(accepted = true) {
  const posts: unknown[] = [];
  const beacons: unknown[] = [];
  const transport: VisitTransport = {
    post: async (_url, body) => {
      posts.push(JSON.parse(body));
      return accepted;
    },
    beacon: (_url, body) => beacons.push(JSON.parse(body)),
  };
  return { transport, posts, beacons };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the visit recorder', () => {
  it('starts the visit once, then sends each room and destination once, and every AR open', async () => {
    const { transport, posts } = recordingTransport();
    const recorder = createVisitRecorder('demo', { transport, now: () => 0, baseUrl: '' });
    recorder.room('Hall'); // before the visit starts: nothing to attach it to
    recorder.start('embed');
    recorder.start('direct');
    recorder.room('Kitchen');
    recorder.room('Kitchen');
    recorder.destination('garden');
    recorder.destination('garden');
    recorder.ar();
    recorder.ar();
    await settle();
    await settle();
    const visitId = (posts[0] as { visitId: string }).visitId;
    expect(visitId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(posts).toEqual([
      { visitId, type: 'visit', source: 'embed' },
      { visitId, type: 'room', name: 'Kitchen' },
      { visitId, type: 'destination', id: 'garden' },
      { visitId, type: 'ar' },
      { visitId, type: 'ar' },
    ]);
    recorder.stop();
  });

  it('sends nothing more when the server refused the visit', async () => {
    const { transport, posts } = recordingTransport(false);
    const recorder = createVisitRecorder('demo', { transport, now: () => 0, baseUrl: '' });
    recorder.start('direct');
    recorder.ar();
    await settle();
    await settle();
    expect(posts).toHaveLength(1);
    recorder.stop();
  });

  it('counts the seconds the page is visible and beacons them when it is hidden or left', () => {
    let now = 0;
    const { transport, beacons } = recordingTransport();
    setVisibility('visible');
    const recorder = createVisitRecorder('demo', { transport, now: () => now, baseUrl: '' });
    recorder.start('direct');
    now = 30_000;
    setVisibility('hidden');
    now = 100_000; // hidden: not counted
    setVisibility('visible');
    now = 112_400;
    window.dispatchEvent(new Event('pagehide'));
    recorder.stop();
    expect(beacons.map((event) => (event as { seconds: number }).seconds)).toEqual([30, 42, 42]);
    expect(beacons[0]).toMatchObject({ type: 'time' });
    // Stopped: no more listening.
    setVisibility('hidden');
    expect(beacons).toHaveLength(3);
    setVisibility('visible');
  });

  it('sends a room name escaped, as the app sends all text (SPEC §5)', async () => {
    const { transport, posts } = recordingTransport();
    const recorder = createVisitRecorder('demo', { transport, now: () => 0, baseUrl: '' });
    recorder.start('direct');
    recorder.room(`Anna's 3/4 & <den>`);
    await settle();
    await settle();
    expect(posts[1]).toMatchObject({
      type: 'room',
      name: 'Anna&#x27;s 3&#x2F;4 &amp; &lt;den&gt;',
    });
    recorder.stop();
  });

  it('makes version 4 ids', () => {
    const ids = new Set(Array.from({ length: 50 }, randomVisitId));
    expect(ids.size).toBe(50);
  });
});
