/**
 * Every flag of the opt-in table is taken by every surface that presents articles, with the same exact
 * validation text, and read from text where the surface takes text: a surface that misses a flag fails here.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ArticleByLinkQuery,
  ArticleV2,
  ChangesQuery,
  Company,
  ExportArticlesBody,
  GetArticleByLinkArgs,
  LiveSubscription,
  OPT_IN_FIELDS,
  OPT_IN_FLAGS,
  SearchArticlesArgs,
  SearchArticlesV2Body,
  WebhookCreateBody,
  WebhookFilters,
  normalizeByLinkQuery,
  normalizeChangesQuery,
  normalizeLiveSubscription,
  normalizeV2Body,
  type OptInFieldSpec,
} from './index';

const LINK = 'https://www.wire.example/a';

/** Each surface: its schema, what else a valid request needs, and how it reads a flag given as text. */
const SURFACES: Record<string, { schema: z.ZodType; base: object; fromText?: (raw: object) => unknown }> = {
  'POST /v2/articles': { schema: SearchArticlesV2Body, base: {}, fromText: normalizeV2Body },
  'GET /v2/articles/by-link': {
    schema: ArticleByLinkQuery,
    base: { link: LINK },
    fromText: (raw) => normalizeByLinkQuery(raw as Record<string, unknown>),
  },
  'POST /v2/articles/export': { schema: ExportArticlesBody, base: {}, fromText: normalizeV2Body },
  'GET /v2/changes': {
    schema: ChangesQuery,
    base: {},
    fromText: (raw) => normalizeChangesQuery(raw as Record<string, unknown>),
  },
  '/ws subscription': {
    schema: LiveSubscription,
    base: {},
    fromText: (raw) => normalizeLiveSubscription(raw as Record<string, unknown>),
  },
  'webhook filters': { schema: WebhookFilters, base: {} },
  'POST /v2/webhooks': { schema: WebhookCreateBody, base: { url: 'https://r.example/h', type: 'enriched' } },
  'MCP search_articles': { schema: SearchArticlesArgs, base: {} },
  'MCP get_article_by_link': { schema: GetArticleByLinkArgs, base: { link: LINK } },
};

describe.each(Object.entries(SURFACES))('the opt-in flags on %s', (_name, surface) => {
  it.each(OPT_IN_FLAGS)('takes %s as a boolean, and refuses anything else with the exact text', (flag) => {
    const parsed = surface.schema.safeParse({ ...surface.base, [flag]: true });
    expect(parsed.success && (parsed.data as Record<string, unknown>)[flag]).toBe(true);
    const refused = surface.schema.safeParse({ ...surface.base, [flag]: 'maybe' });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toEqual([
      `${flag} must be a boolean value`,
    ]);
    if (surface.fromText) {
      const read = surface.schema.safeParse(surface.fromText({ ...surface.base, [flag]: 'true' }));
      expect(read.success && (read.data as Record<string, unknown>)[flag]).toBe(true);
    }
  });
});

describe('the fields of the opt-in table', () => {
  it('are in the article or company schema, optional, after content and before highlights', () => {
    const keys = Object.keys(ArticleV2.shape);
    const articleFields = OPT_IN_FLAGS.flatMap((flag) => {
      const spec: OptInFieldSpec = OPT_IN_FIELDS[flag];
      return spec.on === 'article' ? Object.keys(spec.fields) : [];
    });
    expect(keys.slice(keys.indexOf('content') + 1, keys.indexOf('highlights'))).toEqual(articleFields);
    const companyFields = OPT_IN_FLAGS.flatMap((flag) => {
      const spec: OptInFieldSpec = OPT_IN_FIELDS[flag];
      return spec.on === 'company' ? Object.keys(spec.fields) : [];
    });
    expect(Object.keys(Company.shape).slice(-companyFields.length)).toEqual(companyFields);
    for (const field of articleFields)
      expect(ArticleV2.shape[field as 'author'].safeParse(undefined).success).toBe(true);
    for (const field of companyFields)
      expect(Company.shape[field as 'salience'].safeParse(undefined).success).toBe(true);
  });

  it('keep the field names the issues ask for', () => {
    expect(Object.keys(OPT_IN_FIELDS.includeCompanySentiment.fields)).toEqual([
      'sentiment',
      'sentimentScore',
      'sentimentConfidence',
      'salience',
      'evidence',
    ]);
    expect(OPT_IN_FIELDS.includeCompanySentiment).toMatchObject({
      implies: 'includeEntities',
      capability: 'entities',
    });
  });
});
