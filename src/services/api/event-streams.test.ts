import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { json, setup, registerApiClientTestHooks } from './test-support';

registerApiClientTestHooks();

describe('createApiClient: Server-Sent Events (event-streams.ts)', () => {
  /** A text/event-stream body that arrives in the given pieces. */
  const eventStream = (...pieces: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );

  it('reads each event, however the stream is cut, with its data parsed, text as typed', async () => {
    const { client, requests } = setup([
      eventStream(
        'event: tour\r\ndata: {"title":"Tom &amp; J',
        'erry"}\r\nretry: 3000\r\n\r\n: keep-alive\n\n',
        'event: tour\ndata: {"title":\ndata: "second"}\n\ndata: [1]\n\n',
      ),
    ]);
    const events: [string, unknown][] = [];
    await client.events('/tours/1/events', (event, data) => events.push([event, data]));
    expect(events).toEqual([
      // The server answers text as typed (decision 0060): an entity typed literally stays.
      ['tour', { title: 'Tom &amp; Jerry' }],
      ['tour', { title: 'second' }],
      ['message', [1]],
    ]);
    expect(requests[0]!.url).toBe('/api/v1/tours/1/events');
    expect(requests[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('follows the event-stream rules: the last event field wins, comments and ids are no events', async () => {
    const { client } = setup([
      eventStream(
        ': data: in a comment\r\rid: 7\revent: first\revent: tour\rdata:{"n":1}\r\r',
        'data\n\nevent: tour\ndata: {"n":\ndata: 2}\n\nevent: tour\ndata: {"n":3}',
      ),
    ]);
    const events: [string, unknown][] = [];
    await client.events('/tours/1/events', (event, data) => events.push([event, data]));
    // The bare "data" line is an empty event (not dispatched); the last one never ended.
    expect(events).toEqual([
      ['tour', { n: 1 }],
      ['tour', { n: 2 }],
    ]);
  });

  it('gives up a stream whose event outgrows the limit, so that watchers poll instead', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: tour\ndata: {"n":1}\n\n'));
      },
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`data: ${'x'.repeat(64 * 1024)}\n`));
      },
    });
    const { client } = setup([
      () => new Response(endless, { headers: { 'content-type': 'text/event-stream' } }),
    ]);
    const events: [string, unknown][] = [];
    await expect(
      client.events('/tours/1/events', (event, data) => events.push([event, data])),
    ).rejects.toMatchObject({ type: 'max-buffer-size-exceeded' });
    expect(events).toEqual([['tour', { n: 1 }]]);
  });

  it('rejects with the server message when the stream cannot be opened', async () => {
    const { client } = setup([json({ message: 'Tour not found', status: 404 }, { status: 404 })]);
    const opened = client.events('/tours/1/events', () => {});
    await expect(opened).rejects.toMatchObject({ message: 'Tour not found', status: 404 });
    const { client: offline } = setup([new TypeError('Failed to fetch')]);
    await expect(offline.events('/tours/1/events', () => {})).rejects.toBeInstanceOf(
      ApiRequestError,
    );
  });
});
