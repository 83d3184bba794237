/**
 * @module The article event bus: `article.created` and `article.revised`, emitted by whoever calls the
 * write path. An interface so a later PostgreSQL LISTEN/NOTIFY implementation can carry events across
 * instances; this module ships the in-process one.
 */
import type { ArticleRecord } from '../model/article';

export interface ArticleEvents {
  'article.created': { article: ArticleRecord };
  'article.revised': { article: ArticleRecord };
}

export type ArticleEventName = keyof ArticleEvents;

export type ArticleListener<K extends ArticleEventName> = (payload: ArticleEvents[K]) => void;

export interface ArticleEventBus {
  emit<K extends ArticleEventName>(name: K, payload: ArticleEvents[K]): void;
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends ArticleEventName>(name: K, listener: ArticleListener<K>): () => void;
  close(): Promise<void>;
}

/** In-process bus: synchronous delivery; a throwing listener is reported, never breaks the emitter. */
export function createMemoryEventBus(
  onListenerError: (error: unknown) => void = () => undefined,
): ArticleEventBus {
  const listeners = new Map<ArticleEventName, Set<(payload: never) => void>>();
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as ArticleListener<typeof name>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    async close() {
      listeners.clear();
    },
  };
}
