import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { deflateRawSync, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDeflateDecoder, startsWithZlibHeader } from './deflate-decoder';

/** Feeds `body` to a decoder cut at `cuts` (chunk boundaries), as a socket may deliver it. */
function decode(body: Buffer, cuts: number[]): Promise<string> {
  const bounds = [...new Set([0, ...cuts.map((cut) => cut % (body.length + 1)), body.length])].sort(
    (a, b) => a - b,
  );
  const chunks = bounds.slice(1).map((end, i) => body.subarray(bounds[i], end));
  return text(Readable.from(chunks).pipe(createDeflateDecoder()));
}

const level = fc.integer({ min: 0, max: 9 });
const windowBits = fc.integer({ min: 9, max: 15 });

describe('startsWithZlibHeader', () => {
  it('recognises every zlib header zlib writes, whatever the level and window', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), level, windowBits, (data, lvl, bits) => {
        expect(startsWithZlibHeader(deflateSync(data, { level: lvl, windowBits: bits }))).toBe(true);
      }),
    );
  });

  it('refuses raw deflate, text and anything shorter than two bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), level, (data, lvl) => {
        expect(startsWithZlibHeader(deflateRawSync(data, { level: lvl }))).toBe(false);
      }),
    );
    expect(startsWithZlibHeader(Buffer.from('<html>'))).toBe(false);
    expect(startsWithZlibHeader(Buffer.from([0x78]))).toBe(false);
    expect(startsWithZlibHeader(Buffer.alloc(0))).toBe(false);
    // CM 8 and a valid check, but a 64 KiB window (CINFO 8), which RFC 1950 does not allow.
    expect(startsWithZlibHeader(Buffer.from([0x88, 0x1c]))).toBe(false);
  });
});

describe('createDeflateDecoder', () => {
  it('restores the body from either form, however the chunks are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        level,
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (data, lvl, wrapped, cuts) => {
          const body = wrapped ? deflateSync(data, { level: lvl }) : deflateRawSync(data, { level: lvl });
          expect(await decode(body, cuts)).toBe(Buffer.from(data).toString());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('fails a body that is neither form, a truncated one and an empty one', async () => {
    const sample = Buffer.from('Zürich '.repeat(200));
    await expect(decode(Buffer.from('plain text, not deflate'), [])).rejects.toThrow();
    await expect(decode(deflateSync(sample).subarray(0, 20), [1])).rejects.toThrow(/unexpected end/);
    await expect(decode(deflateRawSync(sample).subarray(0, 20), [1])).rejects.toThrow(/unexpected end/);
    await expect(decode(Buffer.alloc(0), [])).rejects.toThrow(/unexpected end/);
  });
});
