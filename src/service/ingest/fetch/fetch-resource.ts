/** @module fetchResource: one guarded GET with redirects, conditional headers, timeout and size cap. */
import { isIP } from 'node:net';
import { isBlockedAddress } from './address-policy';
import { decodeBody } from './decode-body';
import { FetchError } from './fetch-error';
import { requestHop, type HopResponse } from './request-hop';
import { parseRetryAfter } from './retry-after';

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchOptions {
  /** Whole-request deadline across all hops. Default 10 000 ms. */
  timeoutMs?: number;
  /** Cap on the decoded body. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Validators from the previous successful fetch, sent as If-None-Match / If-Modified-Since. */
  validators?: Partial<Validators> | null;
  /** Tests only: permit loopback/private/link-local targets for every host. */
  allowPrivateNetworks?: boolean;
  /**
   * Operator allow-list (NEWSROOM_FETCH_PRIVATE_HOSTS): these exact hostnames or IP literals, lower-case, IPv6
   * without brackets, may be or resolve to private addresses; every other host stays guarded.
   */
  allowPrivateHosts?: readonly string[];
  userAgent?: string;
  accept?: string;
  /**
   * Checked on a 2xx answer's Content-Type before its body is read: false ends the request at once
   * (`fetch.unwanted_type`), so an unwanted download neither costs bandwidth nor holds the host's queue.
   */
  acceptsContentType?: (contentType: string | null) => boolean;
  /**
   * Checked on a 2xx answer's first 4 KiB of decoded body (all of a shorter one): a returned kind (e.g. 'a PDF
   * document') ends the request (`fetch.unwanted_type`) and names what was refused.
   */
  unwantedBody?: (head: Uint8Array, contentType: string | null) => string | null;
  /**
   * Asked before each redirect is followed, with its absolute target: false ends the request
   * (`fetch.refused_redirect`) before that target is contacted.
   */
  followsRedirect?: (target: string) => boolean | Promise<boolean>;
}

/** Which private targets a fetching component may reach; passed down unchanged to every fetch. */
export type PrivateAccess = Pick<FetchOptions, 'allowPrivateNetworks' | 'allowPrivateHosts'>;

export type FetchResult =
  | {
      kind: 'ok';
      status: number;
      url: string;
      /** Where the resource now lives for good (the end of the 301/308 chain it answered with), else null. */
      permanentUrl: string | null;
      contentType: string | null;
      body: string;
      validators: Validators;
    }
  | { kind: 'not_modified'; url: string; permanentUrl: string | null; validators: Validators };

export const DEFAULT_USER_AGENT = 'NewsroomBot/0.1 (+self-hosted Newsroom financial-news service)';
const DEFAULT_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/html;q=0.8, */*;q=0.5';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PERMANENT_REDIRECTS = new Set([301, 308]);

/**
 * Whether a redirect from `from` to `to` says the resource now lives at `to` for good: a permanent status, and
 * no step down from https to http (which a hijacked or misconfigured host would not get to make stick).
 */
export function movesPermanently(status: number, from: URL, to: URL): boolean {
  return PERMANENT_REDIRECTS.has(status) && !(from.protocol === 'https:' && to.protocol === 'http:');
}
/** Statuses whose Retry-After says when to come back: too many requests, service unavailable. */
const ASKS_TO_WAIT = new Set([429, 503]);

function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (cause) {
    throw new FetchError('fetch.invalid_url', `not a URL: ${raw}`, { url: raw, cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('fetch.invalid_url', `unsupported scheme ${url.protocol}`, { url: url.href });
  }
  return url;
}

const bareHost = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function allowsPrivate(options: PrivateAccess, url: URL): boolean {
  return options.allowPrivateNetworks === true || (options.allowPrivateHosts ?? []).includes(bareHost(url));
}

/** IP-literal hosts never reach the DNS lookup hook, so they are vetted here. */
function checkLiteralHost(url: URL, allowPrivate: boolean): void {
  const host = bareHost(url);
  if (!allowPrivate && isIP(host) !== 0 && isBlockedAddress(host)) {
    throw new FetchError('fetch.blocked_address', `refusing private address ${host}`, { url: url.href });
  }
}

function header(res: HopResponse, name: string): string | null {
  const value = res.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function requestHeaders(options: FetchOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: options.accept ?? DEFAULT_ACCEPT,
    // Not deflate: old IIS/PHP servers send it raw, without the zlib header the standard asks for.
    'accept-encoding': 'gzip, br',
  };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
  return headers;
}

/**
 * Fetches `url`, following up to `maxRedirects` redirects and vetting every hop's address.
 * Throws {@link FetchError}; a 304 is a result (`not_modified`), not an error.
 * @example const res = await fetchResource('https://example.com/feed.xml', { validators: prev });
 */
export async function fetchResource(url: string, options: FetchOptions = {}): Promise<FetchResult> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const maxRedirects = options.maxRedirects ?? 5;
  const headers = requestHeaders(options);
  let target = parseTarget(url);
  /** The end of the unbroken chain of permanent redirects from `url`; null until one is followed. */
  let permanent: URL | null = null;
  let permanentChain = true;
  for (let redirects = 0; ; redirects += 1) {
    const allowPrivate = allowsPrivate(options, target);
    checkLiteralHost(target, allowPrivate);
    const res = await requestHop({
      url: target,
      headers,
      deadline,
      maxBytes: options.maxBytes ?? 5 * 2 ** 20,
      allowPrivate,
      acceptsContentType: options.acceptsContentType,
      unwantedBody: options.unwantedBody,
    });
    const location = header(res, 'location');
    if (REDIRECTS.has(res.status) && location) {
      if (redirects >= maxRedirects) {
        throw new FetchError('fetch.too_many_redirects', `more than ${maxRedirects} redirects`, {
          url: target.href,
        });
      }
      const next = parseTarget(location, target);
      permanentChain &&= movesPermanently(res.status, target, next);
      if (permanentChain) permanent = next;
      target = next;
      if (options.followsRedirect && !(await options.followsRedirect(target.href))) {
        throw new FetchError('fetch.refused_redirect', `redirect to ${target.href} refused`, {
          url: target.href,
        });
      }
      continue;
    }
    const validators: Validators = { etag: header(res, 'etag'), lastModified: header(res, 'last-modified') };
    const permanentUrl = permanent?.href ?? null;
    if (res.status === 304) {
      return {
        kind: 'not_modified',
        url: target.href,
        permanentUrl,
        validators: {
          etag: validators.etag ?? options.validators?.etag ?? null,
          lastModified: validators.lastModified ?? options.validators?.lastModified ?? null,
        },
      };
    }
    if (res.status < 200 || res.status >= 300) {
      const retryAfterMs = ASKS_TO_WAIT.has(res.status)
        ? parseRetryAfter(header(res, 'retry-after'), Date.now())
        : null;
      throw new FetchError('fetch.http_status', `HTTP ${res.status}`, {
        url: target.href,
        status: res.status,
        ...(retryAfterMs === null ? {} : { retryAfterMs }),
      });
    }
    const contentType = header(res, 'content-type');
    return {
      kind: 'ok',
      status: res.status,
      url: target.href,
      permanentUrl,
      contentType,
      body: decodeBody(res.bytes, contentType),
      validators,
    };
  }
}
