/**
 * @module A query string whose percent-escapes do not decode to UTF-8 (`?q=%FF`) is refused as a badly encoded
 * URL, as a bad path is: read leniently it would reach the handlers with replacement characters in it.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXT } from '../../contract';
import { badRequest } from './http-error';

/** A run of percent-escapes: the bytes of one or more characters. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** Whether every run of escapes in the URL's query decodes to UTF-8 (a lone `%` is read as itself). */
export function queryIsUtf8(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  for (const [run] of url.slice(start + 1).matchAll(ESCAPES)) {
    if (!isUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'))) return false;
  }
  return true;
}

export function refuseBadlyEncodedQueries(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!queryIsUtf8(request.url)) throw badRequest([ERROR_TEXT.invalidUrl]);
  });
}
