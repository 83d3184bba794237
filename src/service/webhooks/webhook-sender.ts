/**
 * @module One delivery attempt: a POST of the body with its headers, through the poller's DNS-safe guard (the
 * address vetted is the address connected to), within a deadline, never following a redirect. Any answer but
 * a 2xx, a timeout or a connection error is a failure, described without the request's secrets.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../ingest/fetch/address-policy';
import { FetchError } from '../ingest/fetch/fetch-error';
import { guardedLookup } from '../ingest/fetch/request-hop';

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface SendResult {
  ok: boolean;
  /** The receiver's status; null when none came. */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** Answers are read (so the connection can be reused) up to this size, then cut off. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * How long a kept-alive connection may sit idle before it is closed: under the 5 s after which Node's server
 * (and many a receiver like it) closes its side, so a delivery is not written into a connection being closed.
 */
export const IDLE_SOCKET_MS = 3_000;

// Kept-alive connections: a busy receiver is not reconnected (and its address re-resolved) per delivery. The
// agent's timeout closes only idle (free) sockets; an attempt's own deadline is the timer below.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
};

function describe(error: unknown): string {
  if (error instanceof FetchError && error.code === 'fetch.blocked_address') {
    return `refused address: ${error.message.replace(/^fetch\.blocked_address: /, '')}`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The receiver closed the connection under the request (as it does with an idle kept-alive one). */
function isReset(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!request.allowPrivate && isIP(host) !== 0 && isBlockedAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, latencyMs: 0, error: `refused address: ${host}` });
  }
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let current: http.ClientRequest | null = null;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: latency() });
    };
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timeout: no answer within ${request.timeoutMs} ms` });
      current?.destroy();
    }, request.timeoutMs);

    /** One request; `fresh` on a new connection of its own (the one retry a reset reused socket gets). */
    const send = (fresh: boolean) => {
      let answered = false;
      let req: http.ClientRequest;
      try {
        req = client.request(url, {
          method: 'POST',
          agent: fresh ? false : agent,
          headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
          lookup: guardedLookup(request.allowPrivate, url.href),
        });
      } catch (error) {
        // Headers Node refuses: no request can be made, which is the attempt's failure, not a crash.
        finish({ ok: false, statusCode: null, error: `request not sent: ${describe(error)}` });
        return;
      }
      current = req;
      req.on('error', (error) => {
        // A kept-alive connection the receiver closed as this request went out: nothing came back, so the
        // request is sent again at once on a new connection, within the same attempt and deadline.
        if (!fresh && !answered && !settled && req.reusedSocket && isReset(error)) return send(true);
        finish({ ok: false, statusCode: null, error: describe(error) });
      });
      req.on('response', (res) => {
        answered = true;
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => {
          const ok = status >= 200 && status < 300;
          finish({ ok, statusCode: status, error: ok ? null : `HTTP ${status}` });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.end(request.body);
    };
    send(false);
  });
}
