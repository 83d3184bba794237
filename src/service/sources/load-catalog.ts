/**
 * @module loadDefaultCatalog: puts the shipped publishers (default-catalog.json) into the store at start.
 * Each entry is added once: a domain already seeded is left as the operator keeps it (disabled,
 * re-flagged or removed), so restarts never undo their changes.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Queryable } from '../store/db';
import { getMeta, setMeta } from '../store/meta-repo';
import { addSourceIfMissing, saveSourceRecord } from '../store/sources-repo';

const CatalogEntry = z.object({
  domain: z.string().min(3),
  country: z.string().regex(/^[A-Z]{2}$/),
  default: z.boolean(),
  contentWanted: z.boolean().optional(),
  pollIntervalSeconds: z.number().int().min(60).optional(),
  feeds: z.array(z.url()).min(1),
});
export type CatalogEntry = z.infer<typeof CatalogEntry>;

const SEEDED_KEY = 'sources.catalog.seeded';

export function readDefaultCatalog(
  file: URL = new URL('./default-catalog.json', import.meta.url),
): CatalogEntry[] {
  return z.array(CatalogEntry).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Seeds catalog entries not seeded before; returns the domains added or given feeds this time. */
export async function loadDefaultCatalog(
  db: Queryable,
  entries: CatalogEntry[] = readDefaultCatalog(),
): Promise<string[]> {
  const seeded = new Set<string>(JSON.parse((await getMeta(db, SEEDED_KEY)) ?? '[]') as string[]);
  const loaded: string[] = [];
  for (const entry of entries) {
    if (seeded.has(entry.domain)) continue;
    const source = {
      domain: entry.domain,
      feedUrls: entry.feeds,
      isDefault: entry.default,
      originCountry: entry.country,
      contentWanted: entry.contentWanted ?? false,
      pollIntervalSeconds: entry.pollIntervalSeconds,
    };
    // A domain first seen through articles exists without feeds: give it the catalog's, keep its flags.
    if (!(await addSourceIfMissing(db, source))) {
      await saveSourceRecord(db, { domain: entry.domain, feedUrls: entry.feeds });
    }
    seeded.add(entry.domain);
    loaded.push(entry.domain);
  }
  if (loaded.length > 0) await setMeta(db, SEEDED_KEY, JSON.stringify([...seeded].sort()));
  return loaded;
}
