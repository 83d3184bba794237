/**
 * @module The sources of the tool server's resources behind one interface: each knows some URIs of a key
 * (a search template, the key's saved searches) and gives the query a URI names. The resource methods and the
 * stream see only this interface.
 */

/** A query an agent may read and subscribe to. */
export interface WatchedQuery {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  /** The query's filters as the source holds them, unvalidated (watched-filter.ts reads them). */
  filters: Record<string, unknown>;
}

export interface WatchableQueries {
  /** The concrete resources of the key (resources/list). */
  list(keyId: number): Promise<WatchedQuery[]>;
  /** The query `uri` names for the key; null when this source does not know it. */
  get(keyId: number, uri: string): Promise<WatchedQuery | null>;
}

/** Several sources as one: listed in order, and a URI is the first source's that knows it. */
export function combineWatchableQueries(sources: readonly WatchableQueries[]): WatchableQueries {
  return {
    async list(keyId) {
      return (await Promise.all(sources.map((source) => source.list(keyId)))).flat();
    },
    async get(keyId, uri) {
      for (const source of sources) {
        const found = await source.get(keyId, uri);
        if (found) return found;
      }
      return null;
    },
  };
}
