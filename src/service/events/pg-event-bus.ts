/**
 * @module The article event bus across instances on one PostgreSQL database: an emit notifies the
 * article's id, and every instance, the emitting one included, loads the article fresh from the store
 * and calls its own listeners. At most once, like the notify hub under it.
 */
import { z } from 'zod';
import type { ArticleRecord } from '../model/article';
import { findArticlesByIds } from '../store/articles-repo';
import type { Queryable } from '../store/db';
import type { ArticleEventBus, ArticleEventName, ArticleListener } from './article-events';
import type { PgNotifyHub } from './pg-notify';

export const ARTICLE_EVENTS_CHANNEL = 'article_events';

const CODES = { 'article.created': 'c', 'article.revised': 'r' } as const satisfies Record<
  ArticleEventName,
  string
>;
const NAMES = { c: 'article.created', r: 'article.revised' } as const;

const EventPayload = z.object({ e: z.enum(['c', 'r']), id: z.number().int().positive() });

export interface PgEventBusOptions {
  hub: PgNotifyHub;
  /** Where the announced articles are loaded from. */
  db: Queryable;
  /** Failed sends and loads, malformed notifications and throwing listeners. */
  onError: (error: unknown) => void;
  /** How long the first of a batch of notifications waits for others before they are loaded together. */
  batchWindowMs?: number;
  maxBatch?: number;
}

interface Announced {
  name: ArticleEventName;
  id: number;
}

export function createPgEventBus(options: PgEventBusOptions): ArticleEventBus {
  const { db, onError } = options;
  const batchWindowMs = options.batchWindowMs ?? 5;
  const maxBatch = options.maxBatch ?? 200;
  const channel = options.hub.channel(ARTICLE_EVENTS_CHANNEL);
  const listeners = new Map<ArticleEventName, Set<(payload: never) => void>>();
  let emitting: Promise<void> = Promise.resolve();
  let dispatching: Promise<void> = Promise.resolve();
  let pending: Announced[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;

  async function deliver(batch: Announced[]): Promise<void> {
    if (closed) return;
    let articles: Map<number, ArticleRecord>;
    try {
      const found = await findArticlesByIds(db, [...new Set(batch.map((a) => a.id))]);
      articles = new Map(found.map((a) => [a.id, a]));
    } catch (error) {
      onError(error);
      return;
    }
    for (const { name, id } of batch) {
      const article = articles.get(id);
      // Deleted since it was announced.
      if (!article) continue;
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as ArticleListener<typeof name>)({ article });
        } catch (error) {
          onError(error);
        }
      }
    }
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    dispatching = dispatching.then(() => deliver(batch));
  }

  function receive(payload: string): void {
    if (closed) return;
    let parsed: z.infer<typeof EventPayload>;
    try {
      parsed = EventPayload.parse(JSON.parse(payload));
    } catch (error) {
      onError(new Error(`pg-event-bus: malformed notification ${JSON.stringify(payload)}`, { cause: error }));
      return;
    }
    const name = NAMES[parsed.e];
    if (!listeners.get(name)?.size) return;
    pending.push({ name, id: parsed.id });
    if (pending.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, batchWindowMs);
  }

  const stopListening = channel.listen(receive);

  return {
    emit(name, { article }) {
      if (closed) return;
      const payload = JSON.stringify({ e: CODES[name], id: article.id });
      // Chained: each notification is sent after the previous one, in the order of the emits.
      emitting = emitting.then(() => channel.notify(payload)).catch(onError);
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    close() {
      closing ??= (async () => {
        closed = true;
        stopListening();
        clearTimeout(timer);
        pending = [];
        await emitting;
        await dispatching;
        listeners.clear();
      })();
      return closing;
    },
  };
}
