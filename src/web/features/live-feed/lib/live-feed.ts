/**
 * @module One live socket to the enhanced stream and what it delivered: subscribe with the current filters
 * (again on the same socket when they change), parse every frame with the contract, keep it alive with pings,
 * reconnect by the close-code rules, and keep the rows (paused, capped). A store for useSyncExternalStore.
 * Every subscription resumes from the change log (`resumeAfter`): the last cursor received, so a reconnect
 * replays exactly what was missed, or `latest` for new filters, whose feed is then filled with the latest
 * matches (the backfill). Rows and cursor survive a reload of the page (feed-memory.ts).
 */
import {
  CURSOR_REFUSAL,
  ArticleV2,
  LIVE_PATHS,
  LIVE_TEXT,
  LiveServerMessage,
  type LiveArticleMessage,
} from '../../../../contract';
import type { LiveFilters } from '../../../lib/live-subscription';
import { backoffDelay, closeOutcome, TRY_LATER_MIN_MS, type StopReason } from './close-policy';
import {
  addArticle,
  clearRows,
  EMPTY_ROWS,
  setPaused,
  type FeedCounts,
  type FeedRows,
  type LiveRow,
} from './feed-rows';
import { appendOlder } from './feed-rows';
import { recallFeed, rememberFeed } from './feed-memory';
import { frameBatch } from './frame-batch';

export const PING_INTERVAL_MS = 25_000;
/** A ping unanswered this long and the socket counts as dead (a silent network drop sends no close). */
export const PONG_TIMEOUT_MS = 60_000;
export const DEFAULT_CAP = 200;
/** Close code the browser sends when it gives up on a socket that stopped answering. */
export const DEAD_SOCKET_CLOSE = 4000;

export type LiveStatus =
  | { kind: 'off' }
  /** The socket is opening, or open and waiting for the service to admit the subscription. */
  | { kind: 'connecting'; phase: 'opening' | 'subscribing' }
  | { kind: 'live'; leaseId: string; since: number }
  | { kind: 'paused'; leaseId: string; since: number }
  /** The socket is open but the service refused the subscription (serverError says why). */
  | { kind: 'rejected' }
  | { kind: 'reconnecting'; at: number; cause: string }
  /** Not reconnecting on its own; `message` is the service's words when it gave any. */
  | { kind: 'stopped'; reason: StopReason; message: string | null };

export interface LiveFeedSnapshot {
  status: LiveStatus;
  /** The latest `error` frame's text, until a subscription is admitted. */
  serverError: string | null;
  /** Newest first. */
  rows: LiveRow[];
  /** Arrived while paused, shown on resume. */
  buffered: number;
  paused: boolean;
  counts: FeedCounts;
  cap: number;
}

/** The latest matches of the filters, newest first (a search); null when they could not be had. */
export type Backfill = (filters: LiveFilters, signal: AbortSignal) => Promise<ArticleV2[] | null>;

export interface LiveFeedOptions {
  url: string;
  cap?: number;
  /** Fills a feed of new filters with their latest matches once the subscription is admitted. */
  backfill?: Backfill;
  /** Keep rows and cursor across reloads (sessionStorage); off in tests that do not want it. */
  remember?: boolean;
  log?: (message: string, detail?: unknown) => void;
}

/** `ws:` or `wss:` like the page, on the dashboard's own origin: its server adds the key. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATHS.enhanced}`;
}

/** A random nonce; getRandomValues, unlike randomUUID, also works on a plain-http LAN address. */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isEnhanced = (data: LiveArticleMessage['data']): data is ArticleV2 => ArticleV2.safeParse(data).success;

/**
 * Filters without the delivery options (includeUpdates, includeEntities, includeContent, includeStory): the part whose
 * change makes earlier rows no longer match. The explorer asks for companies until it learns the plan has
 * none, and that must neither clear the feed nor lose it across a reload.
 */
const matchKey = (filters: LiveFilters | null) =>
  JSON.stringify(
    filters
      ? {
          ...filters,
          includeUpdates: undefined,
          includeEntities: undefined,
          includeContent: undefined,
          includeStory: undefined,
        }
      : null,
  );

export class LiveFeed {
  private readonly url: string;
  private readonly cap: number;
  private readonly log: (message: string, detail?: unknown) => void;
  private readonly listeners = new Set<() => void>();
  private readonly arrivalListeners = new Set<(article: ArticleV2) => void>();
  private readonly backfill: Backfill | undefined;
  private readonly remember: boolean;

  /** The last change-log cursor received for the current filters; null: subscribe from the head. */
  private cursor: number | null = null;
  /** Whether the current filters' feed got (or needs no) backfill. */
  private backfilled = false;
  private backfilling: AbortController | null = null;
  private filters: LiveFilters | null = null;
  private running = false;
  private socket: WebSocket | null = null;
  /** The nonce of the subscription sent last and not yet admitted; articles meanwhile are the old filters'. */
  private pendingNonce: string | null = null;
  private preempted = false;
  private attempt = 0;
  private takeoverNext = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  private status: LiveStatus = { kind: 'off' };
  private serverError: string | null = null;
  private feed: FeedRows = EMPTY_ROWS;
  private snapshot: LiveFeedSnapshot;
  /** Arrivals are published once per frame: one render (and one sessionStorage write) for a burst. */
  private readonly arrivals = frameBatch(() => this.emit());

  constructor(options: LiveFeedOptions) {
    this.url = options.url;
    this.cap = options.cap ?? DEFAULT_CAP;
    this.log = options.log ?? ((message, detail) => console.warn(`live feed: ${message}`, detail));
    this.backfill = options.backfill;
    this.remember = options.remember ?? true;
    this.snapshot = this.buildSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LiveFeedSnapshot => this.snapshot;

  /** Each article the stream delivers and the feed takes (not a backfill, not a replay already shown). */
  readonly onArrival = (listener: (article: ArticleV2) => void): (() => void) => {
    this.arrivalListeners.add(listener);
    return () => this.arrivalListeners.delete(listener);
  };

  /** The filters to subscribe with; sent at once on an open socket when they differ. */
  setFilters(filters: LiveFilters): void {
    if (JSON.stringify(filters) === JSON.stringify(this.filters)) return;
    if (this.filters === null) {
      const recalled = this.remember ? recallFeed(matchKey(filters)) : null;
      if (recalled) {
        this.feed = recalled.feed;
        this.cursor = recalled.cursor;
        this.backfilled = true;
      }
    } else if (matchKey(filters) !== matchKey(this.filters)) {
      // Rows of other filters would sit under a summary they do not match; includeUpdates alone keeps them.
      this.feed = clearRows(this.feed);
      this.cursor = null;
      this.backfilled = false;
      this.backfilling?.abort();
      this.backfilling = null;
    }
    this.filters = filters;
    if (this.socket?.readyState === WebSocket.OPEN) this.sendSubscription(this.socket);
    this.emit();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.status = { kind: 'connecting', phase: 'opening' };
    // A timer, not at once: React's StrictMode starts, stops and starts again, and a socket opened and
    // dropped in the same tick could still take one of the key's few connections for a moment.
    this.connectTimer = setTimeout(() => this.connect(), 0);
    this.emit();
  }

  stop(): void {
    this.running = false;
    this.dropSocket(1000, 'Stopped');
    this.status = { kind: 'off' };
    this.emit();
  }

  /** Starts again now (also after a stop); `takeover` asks the service to replace the key's oldest connection. */
  retry(options: { takeover?: boolean } = {}): void {
    this.dropSocket(1000, 'Reconnecting');
    this.running = true;
    this.attempt = 0;
    this.takeoverNext = options.takeover === true;
    this.connect();
  }

  pause(): void {
    this.feed = setPaused(this.feed, true, this.cap);
    this.emit();
  }

  resume(): void {
    this.feed = setPaused(this.feed, false, this.cap);
    this.emit();
  }

  clear(): void {
    this.feed = clearRows(this.feed);
    this.emit();
  }

  /** Fills the feed with the latest matches below what it shows, once per set of filters. */
  private startBackfill(): void {
    if (this.backfilled || !this.backfill || !this.filters) return;
    this.backfilled = true;
    const controller = new AbortController();
    this.backfilling = controller;
    const forFilters = matchKey(this.filters);
    this.backfill(this.filters, controller.signal)
      .then((articles) => {
        if (controller.signal.aborted || matchKey(this.filters) !== forFilters) return;
        this.backfilling = null;
        if (!articles) return;
        this.feed = appendOlder(this.feed, articles, Date.now(), this.cap);
        this.emit();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) this.log('backfill failed', error);
      });
  }

  private connect(): void {
    this.clearTimers();
    if (!this.running) return;
    const url = this.takeoverNext ? `${this.url}?takeover=true` : this.url;
    this.takeoverNext = false;
    const socket = new WebSocket(url);
    this.socket = socket;
    this.preempted = false;
    this.pendingNonce = null;
    this.status = { kind: 'connecting', phase: 'opening' };
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.sendSubscription(socket);
      this.startKeepalive(socket);
      this.emit();
    };
    socket.onmessage = (event: MessageEvent<unknown>) => {
      if (this.socket === socket) this.onFrame(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket === socket) this.onClose(event.code, event.reason);
    };
    this.emit();
  }

  private sendSubscription(socket: WebSocket): void {
    this.pendingNonce = nonce();
    this.serverError = null;
    this.status = { kind: 'connecting', phase: 'subscribing' };
    socket.send(
      JSON.stringify({
        ...this.filters,
        resumeAfter: this.cursor ?? 'latest',
        clientNonce: this.pendingNonce,
      }),
    );
  }

  private startKeepalive(socket: WebSocket): void {
    this.pingTimer = setInterval(() => {
      socket.send(JSON.stringify({ action: 'ping', t: Date.now() }));
      // Counted from the first unanswered ping, not the last pong: a hidden tab's timers may run a minute
      // late, and a late ping must not make a healthy socket look dead.
      this.pongTimer ??= setTimeout(() => {
        this.log('no pong for 60 s; dropping the socket');
        this.dropSocket(DEAD_SOCKET_CLOSE, 'No pong');
        this.scheduleReconnect(
          backoffDelay(this.attempt++, Math.random),
          'No answer from the service for 60 s.',
        );
      }, PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  private onFrame(data: unknown): void {
    let json: unknown;
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = LiveServerMessage.safeParse(json);
    if (!parsed.success) {
      this.log('ignored a frame that does not match the contract', data);
      return;
    }
    const message = parsed.data;
    switch (message.action) {
      case 'admit':
        if (message.clientNonce !== null && message.clientNonce !== this.pendingNonce) return;
        this.pendingNonce = null;
        this.attempt = 0;
        this.serverError = null;
        this.status = { kind: 'live', leaseId: message.leaseId, since: Date.now() };
        if (message.cursor !== undefined) this.cursor = Math.max(this.cursor ?? 0, message.cursor);
        this.startBackfill();
        break;
      case 'sendArticle': {
        if (this.pendingNonce !== null) return;
        if (!isEnhanced(message.data)) {
          this.log('ignored a raw-stream article on the enhanced stream', message.data);
          return;
        }
        const before = this.feed;
        this.feed = addArticle(this.feed, message.data, Date.now(), this.cap);
        if (this.feed !== before) for (const listener of this.arrivalListeners) listener(message.data);
        if (message.cursor !== undefined) this.cursor = Math.max(this.cursor ?? 0, message.cursor);
        this.arrivals.request();
        return;
      }
      case 'pong':
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        return;
      case 'preempted':
        this.preempted = true;
        return;
      case 'error':
        // The cursor is past retention (or from another service): start again from the log's head and
        // fill in with the latest matches; rows already shown stay.
        if (this.pendingNonce !== null && this.cursor !== null && CURSOR_REFUSAL.test(message.data)) {
          this.log('the service no longer resumes from our cursor; starting from the latest', message.data);
          this.cursor = null;
          this.backfilled = false;
          if (this.socket) this.sendSubscription(this.socket);
          break;
        }
        // An upstream without stories refuses the flag: subscribe without it (every copy then shows).
        if (this.pendingNonce !== null && this.filters?.includeStory && /includeStory/.test(message.data)) {
          this.log('the service does not take includeStory; subscribing without it', message.data);
          const { includeStory: _story, ...plain } = this.filters;
          this.filters = plain;
          if (this.socket) this.sendSubscription(this.socket);
          break;
        }
        this.serverError = message.data;
        // Key blocked and rate limit are followed by a close; anything else answers the subscription.
        if (
          this.pendingNonce !== null &&
          message.data !== LIVE_TEXT.keyBlocked &&
          message.data !== LIVE_TEXT.rateLimited
        )
          this.status = { kind: 'rejected' };
        break;
    }
    this.emit();
  }

  private onClose(code: number, reason: string): void {
    this.socket = null;
    this.clearTimers();
    if (!this.running) return;
    const outcome = closeOutcome(code, this.preempted);
    if (outcome.action === 'stop') {
      this.running = false;
      this.status = { kind: 'stopped', reason: outcome.reason, message: reason || this.serverError };
      this.emit();
      return;
    }
    const delay =
      outcome.when === 'now'
        ? 0
        : backoffDelay(this.attempt++, Math.random, outcome.when === 'later' ? TRY_LATER_MIN_MS : 0);
    this.scheduleReconnect(delay, outcome.cause);
  }

  private scheduleReconnect(delay: number, cause: string): void {
    this.status = { kind: 'reconnecting', at: Date.now() + delay, cause };
    this.connectTimer = setTimeout(() => this.connect(), delay);
    this.emit();
  }

  /** Forgets the socket (its late events are ignored) and closes it. */
  private dropSocket(code: number, reason: string): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    this.pendingNonce = null;
    if (socket && socket.readyState !== WebSocket.CLOSED && socket.readyState !== WebSocket.CLOSING)
      socket.close(code, reason);
  }

  private clearTimers(): void {
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  private buildSnapshot(): LiveFeedSnapshot {
    const status: LiveStatus =
      this.status.kind === 'live' && this.feed.paused
        ? { kind: 'paused', leaseId: this.status.leaseId, since: this.status.since }
        : this.status;
    return {
      status,
      serverError: this.serverError,
      rows: this.feed.rows,
      buffered: this.feed.buffer.length,
      paused: this.feed.paused,
      counts: this.feed.counts,
      cap: this.cap,
    };
  }

  private emit(): void {
    // Whatever was waiting for the frame goes out now, with this.
    this.arrivals.cancel();
    if (this.remember && this.filters) rememberFeed(matchKey(this.filters), this.cursor, this.feed);
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }
}
