/** @module The path a request names once its spelling is undone, and which spellings are plain. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedPath, plainlySpelled } from './relayed-path';

describe('normalisedPath', () => {
  it.each([
    ['/api/v2/sources', '/api/v2/sources'],
    ['/api/v2/sources?x=%2e%2e/y', '/api/v2/sources'],
    ['/%61pi/v2/sources', '/api/v2/sources'],
    ['/%61%70%69/v2/%73ources', '/api/v2/sources'],
    ['/./api/v2/sources', '/api/v2/sources'],
    ['/x/../api/v2/sources', '/api/v2/sources'],
    ['/x/%2e%2E/api', '/api'],
    ['/%2e/api/', '/api/'],
    ['//api/v2/sources', '/api/v2/sources'],
    ['/api//v2///sources', '/api/v2/sources'],
    ['/api%2Fv2%2fsources', '/api/v2/sources'],
    ['/api%5Cv2\\sources', '/api/v2/sources'],
    ['/\\api/v2', '/api/v2'],
    ['/../../api', '/api'],
    ['/api/v2/..', '/api/'],
    ['/api/v2/.', '/api/v2/'],
    ['http://127.0.0.1:5173/api/v2/sources', '/api/v2/sources'],
    ['/%77s', '/ws'],
    // Not unreserved, not a separator: left as written, as the upstream reads them as data.
    ['/api/v2/a%20b%3A%25%3f', '/api/v2/a%20b%3A%25%3f'],
    ['/api/v2/%252e%252e', '/api/v2/%252e%252e'],
    ['/api/v2/a..b/...', '/api/v2/a..b/...'],
    ['/api-info', '/api-info'],
  ])('%s → %s', (url, path) => {
    expect(normalisedPath(url)).toBe(path);
  });

  it('is idempotent, starts with one slash and keeps no dot segment (property)', () => {
    const piece = fc.constantFrom(
      'api',
      'ws',
      'v2',
      '.',
      '..',
      '',
      '%2e',
      '%2E%2e',
      '%61',
      '%2F',
      '\\',
      '%5c',
      'a%20',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const path = normalisedPath(`/${pieces.join('/')}`);
        expect(normalisedPath(path)).toBe(path);
        expect(path).toMatch(/^\/(?!\/)/);
        expect(path.split('/')).not.toContain('.');
        expect(path.split('/')).not.toContain('..');
        expect(path).not.toMatch(/\/\/|\\|%2f|%5c|%2e/i);
      }),
    );
  });
});

describe('plainlySpelled', () => {
  it.each(['/api/v2/sources', '/api/v2/sources?x=%61', '/ws/raw', '/api/v2/a%20b', '/', '/api/'])(
    '%s is plain',
    (url) => {
      expect(plainlySpelled(url)).toBe(true);
    },
  );

  it.each([
    '/%61pi/v2/sources',
    '/api/v2/%73ources',
    '/./api',
    '/api/./v2',
    '/api/v2/../v2',
    '/api/%2e%2e/v2',
    '//api/v2',
    '/api//v2',
    '/api%2Fv2',
    '/api\\v2',
    'http://127.0.0.1/api/v2/sources',
    '*',
  ])('%s is not', (url) => {
    expect(plainlySpelled(url)).toBe(false);
  });
});
