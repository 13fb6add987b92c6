/** What both storage drivers do with the bytes they are given: read them as a Node stream, count. */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { FileTooLargeError, type ByteSource } from './storage';

export function toNodeStream(source: ByteSource): Readable {
  if (source instanceof Readable) return source;
  // The DOM and node:stream/web ReadableStream types differ only on paper.
  return Readable.fromWeb(source as unknown as NodeWebReadableStream<Uint8Array>);
}

/** Passes bytes through, counting them; past the limit it fails with FileTooLargeError. */
export class ByteLimit extends Transform {
  bytes = 0;
  /** Set once the limit was passed: the write failed for that reason, whatever else broke. */
  exceeded: FileTooLargeError | undefined;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.exceeded = new FileTooLargeError(this.maxBytes);
      callback(this.exceeded);
    } else callback(null, chunk);
  }
}
