/** @module The OpenAPI 3.1 document, generated from the zod contract (one source of truth). */
import {
  AccountResponse,
  ArticleByLinkResponse,
  ArticlePageV1,
  ArticlePageV1Extended,
  ArticlePageV2,
  ArticleStatsBody,
  ArticleStatsResponse,
  BadRequestBody,
  ChangesPageV2,
  CompanySuggestResponse,
  ForbiddenBody,
  NotFoundBody,
  SearchArticlesV2Body,
  SourceListV1,
  SourceListV2,
  UnprocessableBody,
} from '../../contract';
import { commonErrors, json, queryParam, schema, type JsonSchema } from './openapi-parts';
import { webhookPaths } from './openapi-webhooks';

const V1_PARAMS = [
  queryParam('query', 'Search text in the query language'),
  queryParam('sources', 'Comma-separated source domains'),
  queryParam('excludeSources', 'Comma-separated source domains to exclude'),
  queryParam('from', 'YYYY-MM-DD or ISO 8601'),
  queryParam('to', 'YYYY-MM-DD or ISO 8601; a date-only value includes that whole day'),
  queryParam('language', 'ISO 639-1; default en'),
  queryParam('order', 'ASC or DESC; default DESC'),
  queryParam('pageSize', '1 to 100; default 20', 'integer'),
  queryParam('page', 'Page number; default 1', 'integer'),
];

const CHANGES_PARAMS = [
  queryParam(
    'after',
    'Cursor of the last change read (nextCursor); absent = the oldest change kept',
    'integer',
  ),
  queryParam('limit', '1 to 1000; default 100', 'integer'),
  queryParam('query', 'Search text in the query language'),
  queryParam('sources', 'Comma-separated source domains (* = all)'),
  queryParam('excludeSources', 'Comma-separated source domains to exclude'),
  queryParam('optInSources', 'Comma-separated non-default source domains to add'),
  queryParam('tickers', 'Comma-separated tickers (* = any tagged company)'),
  queryParam('countries', 'Comma-separated ISO 3166-1 alpha-2 codes'),
  queryParam('categories', 'Comma-separated categories'),
  queryParam('sentiments', 'Comma-separated sentiment labels: positive, neutral, negative'),
  queryParam('minConfidence', 'Only articles whose sentiment confidence is at least this (0 to 1)', 'number'),
  queryParam('language', 'ISO 639-1; default en'),
  queryParam('includeContent', 'Include full text (plan with content)', 'boolean'),
  queryParam('includeEntities', 'Include companies (plan with entities)', 'boolean'),
  queryParam('excludeEmptyContent', 'Only articles with full text', 'boolean'),
  queryParam('includeUpdates', 'Revisions and removals too, not only new articles', 'boolean'),
];

export function buildOpenApiDocument(version: string): JsonSchema {
  const v1Errors = { ...commonErrors, '422': json(UnprocessableBody, 'Invalid query parameters') };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Newsroom financial news API',
      version,
      description:
        'Financial news with sentiment, categories, countries and companies. Every request sends X-API-KEY.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } },
    },
    security: [{ apiKey: [] }],
    paths: {
      '/v2/articles': {
        post: {
          summary: 'Search articles',
          requestBody: { content: { 'application/json': { schema: schema(SearchArticlesV2Body, 'input') } } },
          responses: {
            '200': json(ArticlePageV2, 'A page of articles'),
            '400': json(BadRequestBody, 'Invalid parameters or query syntax'),
            '403': json(ForbiddenBody, 'Plan lacks full article content'),
            ...commonErrors,
          },
        },
      },
      '/v2/articles/stats': {
        post: {
          summary: 'Aggregates over all matches of a search (extension)',
          requestBody: { content: { 'application/json': { schema: schema(ArticleStatsBody, 'input') } } },
          responses: {
            '200': json(ArticleStatsResponse, 'Sentiment mix, timeline, top sources and tickers'),
            '400': json(BadRequestBody, 'Invalid parameters or query syntax'),
            ...commonErrors,
          },
        },
      },
      '/v2/articles/by-link': {
        get: {
          summary: 'One article by its URL',
          parameters: [
            queryParam('link', 'URL of the article, percent-encoded', 'string', true),
            queryParam('includeContent', 'Deprecated: include full text', 'boolean'),
            queryParam('includeEntities', 'Include companies (plan with entities)', 'boolean'),
          ],
          responses: {
            '200': json(ArticleByLinkResponse, 'The article'),
            '400': json(BadRequestBody, 'link missing'),
            '403': json(ForbiddenBody, 'Plan lacks full article content'),
            '404': json(NotFoundBody, 'Article not found'),
            ...commonErrors,
          },
        },
      },
      '/v2/changes': {
        get: {
          summary:
            'Changes after a cursor, filtered like a live subscription (extension); one quota unit per call',
          parameters: CHANGES_PARAMS,
          responses: {
            '200': json(ChangesPageV2, 'The matching changes in cursor order, nextCursor and hasMore'),
            '400': json(BadRequestBody, 'Invalid parameters, query syntax, or a cursor older than retention'),
            '403': json(ForbiddenBody, 'Plan lacks full article content'),
            ...commonErrors,
          },
        },
      },
      '/v2/sources': {
        get: {
          summary: 'Sources',
          parameters: [
            queryParam(
              'includeDetails',
              'Extension: add `details` (article count, enabled, polled, last success / error) to each source',
              'boolean',
            ),
          ],
          responses: {
            '200': json(SourceListV2, 'Sources'),
            '400': json(BadRequestBody, 'includeDetails is not a boolean'),
            ...commonErrors,
          },
        },
      },
      '/v2/companies': {
        get: {
          summary: 'Company look-up for autocomplete (extension)',
          parameters: [queryParam('q', 'Name or ticker prefix'), queryParam('limit', '1 to 50', 'integer')],
          responses: { '200': json(CompanySuggestResponse, 'Matching companies'), ...commonErrors },
        },
      },
      '/v2/account': {
        get: {
          summary: "The key's plan, this month's usage per day and its live connections (extension)",
          description:
            'Free for every plan: counts no unit of the monthly quota or the burst. Days before the service ' +
            'counted usage per day show 0 there while `used` holds the whole month.',
          responses: {
            '200': json(AccountResponse, 'Plan, usage and live connections'),
            '401': commonErrors['401'],
            '500': commonErrors['500'],
          },
        },
      },
      '/v1/articles': {
        get: {
          summary: 'Search articles (v1)',
          parameters: V1_PARAMS,
          responses: { '200': json(ArticlePageV1, 'A page of articles'), ...v1Errors },
        },
      },
      '/v1/articles/extended': {
        get: {
          summary: 'Search articles with content (v1)',
          parameters: V1_PARAMS,
          responses: {
            '200': json(ArticlePageV1Extended, 'A page of articles with content'),
            '403': json(ForbiddenBody, 'Plan lacks full article content'),
            ...v1Errors,
          },
        },
      },
      '/v1/sources': {
        get: {
          summary: 'Source domains (v1)',
          responses: { '200': json(SourceListV1, 'Domains'), ...commonErrors },
        },
      },
      ...webhookPaths(),
    },
  };
}
