/**
 * @module saveSource / dropSource: the operator's changes to the sources catalog, with the rules of
 * custom sources. A custom source belongs to one key's account (a key is an account: keys carry no
 * other account notion) and needs a domain of its own: a domain of the shared catalog, of another
 * account or with articles in the shared index is refused, and so is the reverse, sharing a domain
 * that is some account's custom source. Removing a custom source deletes its articles, which nobody
 * else may see.
 */
import type { Db, Queryable } from '../store/db';
import { listApiKeys } from '../store/keys-repo';
import { deleteArticlesFrom, hasArticlesFrom } from '../store/articles-repo';
import {
  findSourceRecord,
  removeSource,
  saveSourceRecord,
  type SourceSaveInput,
} from '../store/sources-repo';

export interface SaveSourceRequest extends Omit<SourceSaveInput, 'customForKey'> {
  /** Makes it a custom source of this key's account: the key's id, name or prefix (one active key). */
  forKey?: string;
}

export type SourceRefusalCode =
  | 'sources.unknown_key'
  | 'sources.ambiguous_key'
  | 'sources.custom_default'
  | 'sources.catalog_domain'
  | 'sources.other_account'
  | 'sources.shared_articles'
  | 'sources.custom_domain';

export interface SourceRefusal {
  code: SourceRefusalCode;
  message: string;
}

export type SaveSourceOutcome =
  { saved: true; domain: string; customForKey: number | null } | { saved: false; refusal: SourceRefusal };

export interface DropSourceOutcome {
  domain: string;
  customForKey: number | null;
  /** Articles deleted with a custom source (a catalog source's articles stay). */
  articlesDeleted: number;
}

const refuse = (code: SourceRefusalCode, message: string): SaveSourceOutcome => ({
  saved: false,
  refusal: { code, message },
});

/** The one active key a selector (id, name or key prefix) names, as revokeApiKey reads selectors. */
async function resolveKey(db: Queryable, selector: string): Promise<number | SaveSourceOutcome> {
  const id = /^\d+$/.test(selector) ? Number(selector) : -1;
  const matches = (await listApiKeys(db)).filter(
    (k) => k.revokedAt === null && (k.id === id || k.name === selector || k.prefix === selector),
  );
  const [only, ...more] = matches;
  if (!only) return refuse('sources.unknown_key', `no active key matches '${selector}'`);
  if (more.length > 0) {
    const ids = matches.map((k) => k.id).join(', ');
    return refuse(
      'sources.ambiguous_key',
      `'${selector}' matches ${matches.length} active keys (ids ${ids}); give the id`,
    );
  }
  return only.id;
}

async function checkCustom(tx: Queryable, domain: string, keyId: number): Promise<SaveSourceOutcome | null> {
  const existing = await findSourceRecord(tx, domain);
  if (existing && existing.customForKey === null) {
    return refuse(
      'sources.catalog_domain',
      `${domain} is a catalog source, searched by every key; a custom source needs a domain of its own`,
    );
  }
  if (existing && existing.customForKey !== keyId) {
    return refuse(
      'sources.other_account',
      `${domain} is already a custom source of key ${existing.customForKey}`,
    );
  }
  if (!existing && (await hasArticlesFrom(tx, domain))) {
    return refuse(
      'sources.shared_articles',
      `${domain} already has articles in the shared index; a custom source needs a domain of its own`,
    );
  }
  return null;
}

/** Adds a source or feeds to it, shared or custom, unless the rules above refuse it. */
export async function saveSource(db: Db, request: SaveSourceRequest): Promise<SaveSourceOutcome> {
  const { forKey, ...input } = request;
  let customForKey: number | null = null;
  if (forKey !== undefined) {
    const resolved = await resolveKey(db, forKey);
    if (typeof resolved !== 'number') return resolved;
    customForKey = resolved;
    if (input.isDefault) {
      return refuse(
        'sources.custom_default',
        'a custom source is searched by default for its own account only; it cannot be a default source',
      );
    }
  }
  return db.transaction(async (tx) => {
    if (customForKey !== null) {
      const refusal = await checkCustom(tx, input.domain, customForKey);
      if (refusal) return refusal;
    }
    if (await saveSourceRecord(tx, { ...input, customForKey })) {
      return { saved: true, domain: input.domain, customForKey };
    }
    // Only a custom source of some account stops the save of a shared one.
    const owner = (await findSourceRecord(tx, input.domain))?.customForKey;
    return refuse(
      'sources.custom_domain',
      `${input.domain} is a custom source of key ${owner}; remove it first to add it to the shared catalog`,
    );
  });
}

/** Removes a source; a custom source's articles go with it, else they would become visible to all. */
export async function dropSource(db: Db, domain: string): Promise<DropSourceOutcome | null> {
  return db.transaction(async (tx) => {
    const removed = await removeSource(tx, domain);
    if (!removed) return null;
    const articlesDeleted =
      removed.customForKey === null ? 0 : await deleteArticlesFrom(tx, domain, removed.customForKey);
    return { domain, customForKey: removed.customForKey, articlesDeleted };
  });
}
