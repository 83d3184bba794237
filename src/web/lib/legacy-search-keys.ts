/**
 * @module The explorer's URL keys before they took the contract's names (`q` → `query`, …): a bookmarked or
 * saved state with the old keys is read under the new ones, and the explorer route redirects such a URL.
 */
export const LEGACY_SEARCH_KEYS = {
  q: 'query',
  optIn: 'optInSources',
  exclude: 'excludeSources',
  minConf: 'minConfidence',
  lang: 'language',
  entities: 'includeEntities',
  size: 'pageSize',
} as const;

const isLegacy = (key: string): key is keyof typeof LEGACY_SEARCH_KEYS =>
  Object.hasOwn(LEGACY_SEARCH_KEYS, key);

export function hasLegacyKeys(search: Record<string, unknown>): boolean {
  return Object.keys(search).some(isLegacy);
}

/** The same search with old keys renamed; a new key present beside its old one wins. */
export function renameLegacyKeys(search: Record<string, unknown>): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (!isLegacy(key)) renamed[key] = value;
    else if (!(LEGACY_SEARCH_KEYS[key] in search)) renamed[LEGACY_SEARCH_KEYS[key]] = value;
  }
  return renamed;
}
