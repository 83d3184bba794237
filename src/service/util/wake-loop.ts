/**
 * @module The wake-up loop shared by the readers of the change log and the outbox: `kick()` asks for a round
 * of work; one round runs at a time; a kick during a round asks for one more round right after it, so work
 * asked for is never lost and never runs twice at once. A failed round is reported and the loop goes on.
 */

export interface WakeLoopOptions {
  /**
   * One round of work (say, one page or one batch). `signal` is aborted once the loop is stopping. Resolves
   * whether it left work behind: then another round follows at once, as if kicked.
   */
  round(signal: AbortSignal): Promise<boolean>;
  /** Where a failed round is reported (it must not throw itself); the loop goes on. */
  onError(error: unknown): void;
  /** Also kicked this often, so a lost wake-up only delays (no timer when absent). */
  everyMs?: number;
}

export interface WakeLoop {
  /** Asks for a round: starts one now, or, when one is running, one more right after it. No-op once stopped. */
  kick(): void;
  /** Resolves once no round is running or asked for (at once when idle). */
  idle(): Promise<void>;
  /** Takes no more kicks and waits for the round in progress. */
  stop(): Promise<void>;
}

/** Starts the loop with a first round at once (its synchronous part runs inside this call). */
export function startWakeLoop(options: WakeLoopOptions): WakeLoop {
  const stopping = new AbortController();
  // `busy` is set before a round starts and cleared after the last: a round that settles without waiting
  // (a synchronous throw) must not leave the loop looking busy forever.
  let busy = false;
  let again = false;
  let running: Promise<void> = Promise.resolve();

  async function drive(): Promise<void> {
    try {
      do {
        again = false;
        try {
          if (await options.round(stopping.signal)) again = true;
        } catch (error) {
          options.onError(error);
        }
      } while (again && !stopping.signal.aborted);
    } finally {
      busy = false;
    }
  }

  function kick(): void {
    if (stopping.signal.aborted) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = drive();
  }

  const timer = options.everyMs === undefined ? undefined : setInterval(kick, options.everyMs);
  timer?.unref();
  kick();

  return {
    kick,
    async idle() {
      while (busy) await running;
    },
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
