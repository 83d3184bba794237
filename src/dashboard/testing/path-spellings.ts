/**
 * @module Test support: other spellings of `/api/v2/sources` and `/ws`, each one a router, a proxy in front
 * or the upstream may read as the plain path: percent-encoded letters, dot segments (also encoded),
 * repeated slashes, encoded and back slashes, the absolute form.
 */
export const API_SPELLINGS = [
  '/%61pi/v2/sources',
  '/%61%70%69/v2/sources',
  '/api/v2/%73ources',
  '/./api/v2/sources',
  '/x/../api/v2/sources',
  '/x/%2e%2e/api/v2/sources',
  '/%2E/api/v2/sources',
  '/api/%2e%2e/api/v2/sources',
  '/api/v2/../v2/sources',
  '//api/v2/sources',
  '/api//v2/sources',
  '/api%2Fv2/sources',
  '/api%2fv2%2fsources',
  '/api/v2%2Fsources',
  '/%5Capi/v2/sources',
  '/\\api/v2/sources',
  'http://127.0.0.1/api/v2/sources',
] as const;

export const WS_SPELLINGS = ['/%77s', '/x/../ws', '/x/%2e%2e/ws', '//ws', '/ws/.', '/api/../ws'] as const;
