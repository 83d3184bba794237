/** @module Old explorer URL keys read under the contract's names. */
import { describe, expect, it } from 'vitest';
import { hasLegacyKeys, renameLegacyKeys } from './legacy-search-keys';
import { toExplorerState } from './explorer-state';

describe('renameLegacyKeys', () => {
  it('renames every old key and keeps the others', () => {
    const old = {
      q: 'nvidia',
      optIn: ['a.example'],
      exclude: ['b.example'],
      minConf: 0.5,
      lang: 'de',
      entities: true,
      size: 50,
      countries: ['DE'],
      page: 2,
    };
    expect(hasLegacyKeys(old)).toBe(true);
    expect(renameLegacyKeys(old)).toEqual({
      query: 'nvidia',
      optInSources: ['a.example'],
      excludeSources: ['b.example'],
      minConfidence: 0.5,
      language: 'de',
      includeEntities: true,
      pageSize: 50,
      countries: ['DE'],
      page: 2,
    });
  });

  it('lets a new key win over its old one, and leaves a current search alone', () => {
    expect(renameLegacyKeys({ q: 'old', query: 'new' })).toEqual({ query: 'new' });
    const current = { query: 'x', language: 'en' };
    expect(hasLegacyKeys(current)).toBe(false);
    expect(renameLegacyKeys(current)).toEqual(current);
  });

  it('toExplorerState reads a saved state with the old keys', () => {
    expect(toExplorerState({ q: 'tesla', lang: 'fr', size: 20 })).toMatchObject({
      query: 'tesla',
      language: 'fr',
      pageSize: 20,
    });
  });
});
