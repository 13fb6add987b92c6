/**
 * The request client's two transports beyond plain fetch, loaded with their first use (they are
 * not part of the landing page): a text/event-stream reader, a body read with download progress,
 * and fetch through XMLHttpRequest for upload progress.
 */

/** The events of a text/event-stream body (comments and retry lines are skipped). */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
          .join('\n');
      if (block.includes('data:'))
        yield { event: field('event') || 'message', data: field('data') };
    }
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
