/**
 * The request client's two transports beyond plain fetch, loaded with their first use (they are
 * not part of the landing page): a text/event-stream reader, a body read with download progress,
 * and fetch through XMLHttpRequest for upload progress.
 */
import { createParser } from 'eventsource-parser';

/**
 * The most characters one event (or one unfinished line) may hold before the stream is given up:
 * a stream that never ends its event cannot make the page buffer without bound.
 */
export const MAX_SERVER_SENT_EVENT_CHARS = 1024 * 1024;

/**
 * The events of a text/event-stream body, parsed by eventsource-parser (the WHATWG rules: CR, LF
 * or CRLF line ends, multi-line data, comments, retry and id lines). An event without an `event`
 * field is a 'message'. Throws when an event outgrows MAX_SERVER_SENT_EVENT_CHARS.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
  maxEventChars = MAX_SERVER_SENT_EVENT_CHARS,
): AsyncGenerator<{ event: string; data: string }> {
  const parsed: { event: string; data: string }[] = [];
  let overflow: Error | undefined;
  const parser = createParser({
    maxBufferSize: maxEventChars,
    onEvent: ({ event, data }) => parsed.push({ event: event ?? 'message', data }),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') overflow = error;
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      if (overflow) throw overflow;
      yield* parsed.splice(0);
      if (done) return;
    }
  } finally {
    // Not awaited: a cancel may wait on the other branch of a teed body.
    reader.cancel().catch(() => {});
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch through XMLHttpRequest, for the upload progress fetch cannot report. A network failure
 * rejects with a TypeError, as fetch's does, so that the same retries apply.
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  onProgress: (sentBytes: number, totalBytes: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(init.signal.reason);
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** The body as a Blob, reporting the bytes received as they arrive. */
export async function blobWithProgress(
  response: Response,
  onProgress: (receivedBytes: number, totalBytes: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (response.body === null) return new Blob([], { type });
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks, { type });
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
}
