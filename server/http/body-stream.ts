/**
 * Request bodies read as they arrive, with a running byte count: a body over its limit is
 * refused (413) as soon as the count passes the limit, whether or not it declared its length
 * (chunked bodies declare none), and nothing past the limit is kept. Reading stops there; the
 * Node adapter (@hono/node-server) then leaves the sender half a second to read the answer and
 * closes the connection, reading nothing more of the body.
 */
import { bodyTooLarge } from './errors';

/** The body's bytes, at most `maxBytes` of them; more is a 413 that stops reading at once. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      // The sender is told now; what it still sends is never read.
      reader.cancel().catch(() => {});
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return concatenate(chunks, total);
}

function concatenate(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
