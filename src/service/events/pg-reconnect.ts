/**
 * @module keepConnected: the PG notify hub's reconnection loop. Keeps one listening session live, checks
 * its health while it is, and after it is lost reports the failure and connects again with exponential
 * backoff until the hub closes.
 */
import type { ListenSession } from './pg-listen-session';

/** A failure of the listening connection; the next attempt follows in `retryInMs`. */
export class PgNotifyConnectionError extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'PgNotifyConnectionError';
  }
}

export interface ReconnectOptions {
  connect(): Promise<ListenSession>;
  end(s: ListenSession): Promise<void>;
  /** Delay before the first reconnection attempt, doubled after each failed one up to maxMs. */
  backoff: { initialMs: number; maxMs: number };
  /** How often a `SELECT 1` checks the live session (its failure loses the session). */
  healthCheckEveryMs: number;
  /** Called with each session once it is live, and with null once it is lost. */
  onSession(s: ListenSession | null): void;
  isClosed(): boolean;
  onError(error: unknown): void;
}

export interface Reconnection {
  /** Settles once the loop has stopped after the hub closed. */
  readonly done: Promise<void>;
  /** Cuts a wait between attempts short, so a closing hub need not wait for it. */
  wake(): void;
}

export function keepConnected(first: ListenSession, options: ReconnectOptions): Reconnection {
  const { backoff, isClosed, onError } = options;
  let wakeSleeper: (() => void) | undefined;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Holds the session live until it is lost; resolves with why. */
  async function hold(s: ListenSession): Promise<unknown> {
    options.onSession(s);
    const check = setInterval(() => {
      s.client.query('SELECT 1').catch(s.fail);
    }, options.healthCheckEveryMs);
    const failure = await s.lost;
    clearInterval(check);
    options.onSession(null);
    await options.end(s);
    return failure;
  }

  async function loop(): Promise<void> {
    let current: ListenSession | null = first;
    let delay = backoff.initialMs;
    while (!isClosed()) {
      let failure: unknown;
      if (current) {
        delay = backoff.initialMs;
        failure = await hold(current);
        current = null;
      }
      if (isClosed()) return;
      const wait = delay;
      delay = Math.min(delay * 2, backoff.maxMs);
      if (failure !== undefined) {
        onError(
          new PgNotifyConnectionError(
            `pg-notify: the listening connection failed (${String(failure)}); reconnecting in ${wait} ms`,
            wait,
            { cause: failure },
          ),
        );
      }
      await sleep(wait);
      if (isClosed()) return;
      try {
        current = await options.connect();
      } catch (error) {
        onError(
          new PgNotifyConnectionError(
            `pg-notify: reconnecting failed (${String(error)}); next attempt in ${delay} ms`,
            delay,
            { cause: error },
          ),
        );
      }
      if (isClosed() && current) await options.end(current);
    }
  }

  return { done: loop(), wake: () => wakeSleeper?.() };
}
