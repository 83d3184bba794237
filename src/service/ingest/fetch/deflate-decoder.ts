/**
 * @module createDeflateDecoder: a `Content-Encoding: deflate` body in either form servers send — zlib-wrapped
 * as RFC 9110 asks, or raw deflate (old IIS/PHP) — told apart by its first two bytes, without buffering the body.
 */
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';

/** RFC 1950: CM 8 (deflate), a window of at most 32 KiB, and the header check making CMF·256+FLG a multiple of 31. */
export function startsWithZlibHeader(head: Uint8Array): boolean {
  const cmf = head[0];
  const flg = head[1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && (cmf * 256 + flg) % 31 === 0;
}

class DeflateDecoder extends Transform {
  private inflater: zlib.Inflate | zlib.InflateRaw | null = null;
  /** The body's first bytes while fewer than two have come (a first chunk may hold a single byte). */
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.inflater) {
      this.inflater.write(chunk, () => done());
      return;
    }
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < 2) return done();
    this.startInflater().write(this.head, () => done());
  }

  override _flush(done: TransformCallback): void {
    let inflater = this.inflater;
    if (!inflater) {
      // A body shorter than two bytes is handed over as it is: the inflater reports it as cut off.
      inflater = this.startInflater();
      inflater.write(this.head);
    }
    inflater.once('end', () => done());
    inflater.end();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.inflater?.destroy();
    done(error);
  }

  private startInflater(): zlib.Inflate | zlib.InflateRaw {
    const inflater = startsWithZlibHeader(this.head) ? zlib.createInflate() : zlib.createInflateRaw();
    inflater.on('data', (out: Buffer) => this.push(out));
    inflater.on('error', (error) => this.destroy(error));
    this.inflater = inflater;
    return inflater;
  }
}

export function createDeflateDecoder(): Transform {
  return new DeflateDecoder();
}
