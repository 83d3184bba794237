/** Session ids: self-contained and sealed, opened by any instance with the same secret, bound to their key. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOAuthCredentials } from './oauth/credentials';
import { createSessionIds } from './session';

describe('session ids', () => {
  const secret = randomBytes(32);

  it('open on another instance with the same secret, for the key they were issued to only', () => {
    const id = createSessionIds(secret).issue(42);
    expect(createSessionIds(secret).open(id, 42)).toEqual({ id, keyId: 42 });
    expect(createSessionIds(secret).open(id, 43)).toBeNull();
    expect(createSessionIds(randomBytes(32)).open(id, 42)).toBeNull();
  });

  it('two sessions of one key are two', () => {
    const ids = createSessionIds(secret);
    expect(ids.issue(1)).not.toBe(ids.issue(1));
  });

  it('a changed, truncated, absent or other sealed value is no session', () => {
    const ids = createSessionIds(secret);
    const id = ids.issue(1);
    const flipped = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    for (const forged of [flipped, id.slice(0, -4), '', 'whatever', `${id}x`, undefined]) {
      expect(ids.open(forged, 1)).toBeNull();
    }
    // An OAuth code sealed under the same secret is not a session id (each use has its own key).
    const code = createOAuthCredentials(secret).mintCode({
      key: 'nr_x',
      client_id: 'c',
      redirect_uri: 'http://127.0.0.1/cb',
      code_challenge: 'x',
      exp: Date.now() + 1000,
    });
    expect(ids.open(code, 1)).toBeNull();
  });
});
