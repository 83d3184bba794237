/**
 * @module POST /v2/articles/export (our extension): every match of a search streamed as NDJSON or CSV, in the
 * search's order, with resume tokens, gzip when the client takes it, and one quota unit per started 1,000 rows.
 */
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ArticleV2,
  BadRequestBody,
  EXPORT_TEXT,
  ExportArticlesBody,
  ExportErrorLine,
  ExportTokenLine,
  ForbiddenBody,
  normalizeV2Body,
} from '../../../contract';
import { createHighlighter } from '../../../query/text/highlight';
import { callerOf } from '../../auth/auth-plugin';
import { refusalMessage } from '../../auth/limits';
import { exportBody } from '../../export/export-body';
import { exportFormatter, type CsvFields } from '../../export/export-format';
import { decodeResumeToken, encodeResumeToken, exportDigest } from '../../export/resume-token';
import { acceptsGzip } from '../../http/accepts-gzip';
import { badRequest } from '../../http/http-error';
import { parseOr400 } from '../../http/validate';
import type { KeysetPosition } from '../../search/keyset-sql';
import type { SkippableField } from '../../store/article-columns';
import { prepareSearch } from '../../search/prepare-search';
import { described, routeDocs } from '../openapi-parts';
import type { ArticleOptIns } from '../../feed/opt-in-readers';
import { toArticleV2, type V2Presentation } from '../../feed/present-article';
import type { RestDeps } from '../rest-deps';
import { searchRefusal } from '../search-refusal';

const DOCS = routeDocs({
  summary: 'Export every match of a search (extension)',
  description:
    'The v2 search body (paging ignored) plus `format` (`ndjson` default, `csv`) and `resumeToken`. NDJSON: one ' +
    'article a line in the search shape, `{"resumeToken","rows"}` after every 1,000; CSV: UTF-8 with BOM, RFC 4180, ' +
    'lists joined with `;`, the token in the last column every 1,000 rows. gzip with Accept-Encoding. One quota unit ' +
    'per started 1,000 rows; a refused unit ends the stream with `{"statusCode":429,"message","resumeToken"}` ' +
    '(CSV: a record `#error,429,<message>,…,<resumeToken>`).',
  body: ExportArticlesBody,
  response: {
    200: {
      description: 'Every match, as the format asks; an error line ends a stream cut short',
      content: {
        'application/x-ndjson': {
          schema: z.toJSONSchema(z.union([ArticleV2, ExportTokenLine, ExportErrorLine])),
        },
        'text/csv': { schema: { type: 'string', description: 'UTF-8 with BOM, RFC 4180, header row first' } },
      },
    },
    400: described(BadRequestBody, 'Invalid parameters, query syntax or resume token'),
    403: described(ForbiddenBody, 'Plan lacks full article content'),
  },
});

/** The optional fields each article of the export carries, hence the CSV's columns. */
const csvFieldsOf = (p: V2Presentation): CsvFields => ({
  createdAt: p.orderBy === 'createdAt',
  revisedDate: p.orderBy === 'revisedDate',
  companies: p.includeCompanies === true,
  content: p.includeContent === true,
  optIn: p.optIn ?? [],
});

const unreadFieldsOf = (p: V2Presentation): SkippableField[] => [
  ...(p.includeContent === true ? [] : (['content'] as const)),
  ...(p.includeCompanies === true ? [] : (['companies'] as const)),
  ...(p.optIn?.includes('includeAuthor') === true ? [] : (['author'] as const)),
];

/** The file name a browser saves it under: the time of the export, without characters file systems refuse. */
const fileName = (extension: string): string =>
  `articles-${new Date().toISOString().replace(/[:.]/g, '-')}.${extension}`;

/** The first piece (already read, so a failure before it was a status) and then the rest. */
async function* resumed(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done === true) return;
  yield first.value;
  yield* rest;
}

export function registerExportArticles(app: FastifyInstance, deps: RestDeps): void {
  app.post('/v2/articles/export', DOCS, async (request, reply) => {
    const params = parseOr400(ExportArticlesBody, normalizeV2Body(request.body));
    const caller = callerOf(request);
    const prepared = prepareSearch(params, caller);
    if (!prepared.ok) throw searchRefusal(prepared.refusal);
    const digest = exportDigest(params);
    let start: KeysetPosition | null = null;
    if (params.resumeToken !== undefined) {
      const decoded = decodeResumeToken(params.resumeToken, digest);
      if (!decoded.ok)
        throw badRequest([decoded.reason === 'invalid' ? EXPORT_TEXT.badToken : EXPORT_TEXT.otherExport]);
      start = decoded.position;
    }
    const { request: search, query } = prepared;
    const presentation: V2Presentation = {
      ...prepared.presentation,
      orderBy: search.orderBy,
      highlight: params.highlight === true ? createHighlighter(query, search.language) : undefined,
    };
    // The opt-in values of the chunk being written, read once per chunk.
    let optIns = new Map<number, ArticleOptIns>();
    const formatter = exportFormatter(params.format ?? 'ndjson', csvFieldsOf(presentation));
    // What the articles do not show is not read: no content, companies or author sent by the store and parsed.
    const unread = unreadFieldsOf(presentation);
    const body = exportBody(
      {
        async chunk(after, limit) {
          const rows = await deps.exports.articles.chunk(search, after, limit, unread);
          optIns = await deps.optIns(
            rows.map((row) => row.record),
            presentation.optIn ?? [],
          );
          return rows;
        },
        async chargeUnit() {
          const verdict = await deps.exports.chargeUnit(caller);
          return verdict.ok ? null : refusalMessage(verdict.reason, caller.plan);
        },
        present: (record) => toArticleV2(record, presentation, optIns.get(record.id)),
        formatter,
        token: (position) => encodeResumeToken(digest, position),
        onError: (error) => request.log.error({ err: error }, 'export stream failed'),
      },
      start,
    );
    const first = await body.next();
    const stream = Readable.from(resumed(first, body), { objectMode: false });
    reply
      .header('content-type', formatter.contentType)
      .header('content-disposition', `attachment; filename="${fileName(formatter.extension)}"`)
      .header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(stream);
    // Level 1: a stream of text compresses nearly as well, at a fraction of the CPU of the default level 6.
    const gzip = createGzip({ level: 1 });
    // A client that goes away destroys the gzip stream; the body must stop reading the store then too.
    gzip.on('close', () => stream.destroy());
    stream.on('error', (error) => gzip.destroy(error));
    return reply.header('content-encoding', 'gzip').send(stream.pipe(gzip));
  });
}
