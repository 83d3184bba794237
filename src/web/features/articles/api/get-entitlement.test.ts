import { describe, expect, it } from 'vitest';
import { article } from '../../../testing/fixtures';
import { entitlementOf } from './get-entitlement';

describe('entitlementOf', () => {
  it('companies on an answer that asked for them: the plan has entities; absent: it has not', () => {
    expect(entitlementOf([article(1, { companies: [] })], true)).toBe(true);
    expect(entitlementOf([article(1)], true)).toBe(false);
  });

  it('cannot tell from an answer that did not ask, or had no article', () => {
    expect(entitlementOf([article(1)], false)).toBeNull();
    expect(entitlementOf([], true)).toBeNull();
  });
});
