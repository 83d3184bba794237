/**
 * @module The live hub: the open connections of this instance and the fan-out of article events to them.
 * Events are handled strictly in arrival order; each article is analysed once (lexeme index, facets) and
 * its source's standing read fresh from the catalog once per batch, then offered to every connection.
 */
import { prepareArticle, type PreparedArticle } from '../../query';
import type { ArticleEventBus, ArticleEventName } from '../events/article-events';
import type { ArticleRecord } from '../model/article';
import type { DeliveryCandidate, SourceStanding } from './live-filter';
import type { LiveConnection } from './live-connection';
import type { DeliveryKind } from './present-live';

export interface LiveHubDeps {
  events: ArticleEventBus;
  /** The catalog standing of each domain; domains without a row are left out of the map. */
  sourceStandings(domains: readonly string[]): Promise<Map<string, SourceStanding>>;
  onError(error: unknown): void;
}

export interface LiveHub {
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
  connections(): LiveConnection[];
  byLease(leaseId: string): LiveConnection | undefined;
  /** Stops taking events and waits for the ones being delivered. */
  close(): Promise<void>;
}

const KIND: Record<ArticleEventName, DeliveryKind> = {
  'article.created': 'created',
  'article.revised': 'revised',
};

interface PendingEvent {
  article: ArticleRecord;
  kind: DeliveryKind;
}

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const open = new Map<string, LiveConnection>();
  let queue: PendingEvent[] = [];
  let draining: Promise<void> | null = null;

  function candidatesFor(event: PendingEvent, source: SourceStanding | null) {
    let full: DeliveryCandidate | undefined;
    let titleAndSummary: DeliveryCandidate | undefined;
    const make = (prepared: PreparedArticle): DeliveryCandidate => ({
      article: event.article,
      prepared,
      source,
      frames: new Map(),
    });
    const enhanced = (): DeliveryCandidate => (full ??= make(prepareArticle(event.article)));
    // The raw stream carries no content, so its text terms match title and summary only.
    const raw = (): DeliveryCandidate =>
      event.article.content
        ? (titleAndSummary ??= make(prepareArticle({ ...event.article, content: null })))
        : enhanced();
    return { enhanced, raw };
  }

  async function deliver(batch: PendingEvent[]): Promise<void> {
    const standings = await deps.sourceStandings([...new Set(batch.map((e) => e.article.source))]);
    for (const event of batch) {
      const candidates = candidatesFor(event, standings.get(event.article.source) ?? null);
      for (const connection of open.values()) {
        try {
          connection.offer(
            connection.stream === 'raw' ? candidates.raw() : candidates.enhanced(),
            event.kind,
          );
        } catch (error) {
          deps.onError(error);
        }
      }
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await deliver(batch);
      } catch (error) {
        deps.onError(error);
      }
    }
    draining = null;
  }

  function enqueue(article: ArticleRecord, kind: DeliveryKind): void {
    if (open.size === 0) return;
    queue.push({ article, kind });
    draining ??= drain();
  }

  const unsubscribe = (Object.keys(KIND) as ArticleEventName[]).map((name) =>
    deps.events.on(name, ({ article }) => enqueue(article, KIND[name])),
  );

  return {
    add: (connection) => void open.set(connection.leaseId, connection),
    remove: (connection) => {
      if (open.get(connection.leaseId) === connection) open.delete(connection.leaseId);
    },
    connections: () => [...open.values()],
    byLease: (leaseId) => open.get(leaseId),
    async close() {
      for (const off of unsubscribe) off();
      await draining;
    },
  };
}
