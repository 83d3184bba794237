/**
 * @module Control signals between the WebSocket hubs of the instances: preempt a lease wherever its
 * connection lives, and re-check the connected keys after a key changed. Every instance, the publisher
 * included, receives each signal. In memory for one process (PGlite), over NOTIFY across instances;
 * at most once in both.
 */
import { z } from 'zod';
import type { PgNotifyHub } from './pg-notify';

export const LIVE_SIGNALS_CHANNEL = 'live_signals';

export const LiveSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('preempt'), leaseId: z.string().min(1), newLeaseId: z.string().min(1) }),
  z.object({ kind: z.literal('keys-changed') }),
]);
export type LiveSignal = z.infer<typeof LiveSignal>;

export type LiveSignalListener = (signal: LiveSignal) => void;

export interface LiveSignals {
  publish(signal: LiveSignal): Promise<void>;
  /** Subscribes; returns the function that unsubscribes. */
  on(listener: LiveSignalListener): () => void;
  /** Stops delivery; a hub underneath stays open (its owner closes it). Idempotent. */
  close(): Promise<void>;
}

/** Listeners called in turn; one that throws is reported and does not keep the signal from the others. */
function listenerSet(onError: (error: unknown) => void) {
  const listeners = new Set<LiveSignalListener>();
  return {
    add(listener: LiveSignalListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver(signal: LiveSignal): void {
      for (const listener of [...listeners]) {
        try {
          listener(signal);
        } catch (error) {
          onError(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** One process: publish calls the listeners before it resolves. */
export function createMemoryLiveSignals(onError: (error: unknown) => void = () => undefined): LiveSignals {
  const listeners = listenerSet(onError);
  let closed = false;
  return {
    async publish(signal) {
      if (!closed) listeners.deliver(signal);
    },
    on: (listener) => (closed ? () => undefined : listeners.add(listener)),
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

/** Across instances: a malformed payload is reported through onError and ignored. */
export function createPgLiveSignals(hub: PgNotifyHub, onError: (error: unknown) => void): LiveSignals {
  const channel = hub.channel(LIVE_SIGNALS_CHANNEL);
  const listeners = listenerSet(onError);
  let closed = false;
  const stopListening = channel.listen((payload) => {
    let signal: LiveSignal;
    try {
      signal = LiveSignal.parse(JSON.parse(payload));
    } catch (error) {
      onError(new Error(`live-signals: malformed signal ${JSON.stringify(payload)}`, { cause: error }));
      return;
    }
    listeners.deliver(signal);
  });
  return {
    async publish(signal) {
      if (!closed) await channel.notify(JSON.stringify(signal));
    },
    on: (listener) => (closed ? () => undefined : listeners.add(listener)),
    async close() {
      closed = true;
      stopListening();
      listeners.clear();
    },
  };
}
