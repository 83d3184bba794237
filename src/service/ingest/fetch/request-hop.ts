/** @module requestHop: one HTTP(S) request with a guarded DNS lookup, a deadline and a byte cap. */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { isBlockedAddress } from './address-policy';
import { createDeflateDecoder } from './deflate-decoder';
import { FetchError } from './fetch-error';

export interface HopRequest {
  url: URL;
  headers: Record<string, string>;
  deadline: number;
  maxBytes: number;
  allowPrivate: boolean;
  /** False for a 2xx Content-Type ends the request before the body is read. */
  acceptsContentType?: (contentType: string | null) => boolean;
  /** What a 2xx body's first {@link BODY_HEAD_BYTES} show it to be when unwanted; a kind ends the request. */
  unwantedBody?: (head: Uint8Array, contentType: string | null) => string | null;
}

/** Decoded bytes a body is judged on by `unwantedBody` (all of a shorter body, once it has ended). */
const BODY_HEAD_BYTES = 4096;

export interface HopResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Uint8Array;
}

/**
 * The check runs inside the socket's own lookup, so the address we vet is the address we connect to
 * (no gap for DNS rebinding between a pre-check and the connect).
 */
export function guardedLookup(allowPrivate: boolean, url: string): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((a) => isBlockedAddress(a.address));
      if (!allowPrivate && bad) {
        const refused = new FetchError('fetch.blocked_address', `${hostname} resolves to ${bad.address}`, {
          url,
        });
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Only a 2xx body is ever used; 304s and redirects often carry Content-Encoding with no body to decode. */
function hasUsableBody(res: http.IncomingMessage): boolean {
  const status = res.statusCode ?? 0;
  return status >= 200 && status < 300 && status !== 204;
}

function decompressed(res: http.IncomingMessage): Readable {
  if (!hasUsableBody(res)) return res;
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  // Not offered, yet old IIS/PHP servers send it anyway, often raw.
  if (encoding === 'deflate') return res.pipe(createDeflateDecoder());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

function asFetchError(error: unknown, url: string): FetchError {
  if (error instanceof FetchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FetchError('fetch.network', message, { url, cause: error });
}

function sendRequest(hop: HopRequest): Promise<HopResponse> {
  const href = hop.url.href;
  const client = hop.url.protocol === 'https:' ? https : http;
  return new Promise<HopResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(asFetchError(error, href));
    };
    const req = client.request(hop.url, {
      method: 'GET',
      headers: hop.headers,
      lookup: guardedLookup(hop.allowPrivate, href),
    });
    const timer = setTimeout(
      () => fail(new FetchError('fetch.timeout', `no complete response within the deadline`, { url: href })),
      Math.max(0, hop.deadline - Date.now()),
    );
    req.on('error', fail);
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length'] ?? Number.NaN);
      if (declared > hop.maxBytes) {
        fail(
          new FetchError('fetch.too_large', `declared ${declared} bytes > ${hop.maxBytes}`, { url: href }),
        );
        return;
      }
      const contentType = res.headers['content-type'] ?? null;
      if (hasUsableBody(res) && hop.acceptsContentType?.(contentType) === false) {
        fail(
          new FetchError('fetch.unwanted_type', `refused ${contentType ?? 'untyped'} answer`, { url: href }),
        );
        return;
      }
      // A decompressor never hears of a connection dropped mid-body; the fetch would wait out the deadline.
      res.on('error', fail);
      const chunks: Buffer[] = [];
      let total = 0;
      let headJudged = !hasUsableBody(res) || hop.unwantedBody === undefined;
      const body = decompressed(res);
      /** Judges the body's head once; true when it was refused (and the request ended). */
      const refusedByHead = (): boolean => {
        headJudged = true;
        const head = Buffer.concat(chunks).subarray(0, BODY_HEAD_BYTES);
        const kind = hop.unwantedBody?.(head, contentType);
        if (!kind) return false;
        body.destroy();
        const message = `refused ${contentType ?? 'untyped'} answer: its body is ${kind}`;
        fail(new FetchError('fetch.unwanted_type', message, { url: href }));
        return true;
      };
      body.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > hop.maxBytes) {
          body.destroy();
          fail(new FetchError('fetch.too_large', `body exceeds ${hop.maxBytes} bytes`, { url: href }));
          return;
        }
        chunks.push(chunk);
        if (!headJudged && total >= BODY_HEAD_BYTES) refusedByHead();
      });
      body.on('error', fail);
      body.on('end', () => {
        if (settled || (!headJudged && refusedByHead())) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}

/** Also turns synchronous throws (e.g. a header value Node refuses) into a `fetch.network` FetchError. */
export async function requestHop(hop: HopRequest): Promise<HopResponse> {
  try {
    return await sendRequest(hop);
  } catch (error) {
    throw asFetchError(error, hop.url.href);
  }
}
