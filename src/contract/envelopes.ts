/** @module Response envelopes (spec §2.4). */
import { z } from 'zod';
import { ArticleV1, ArticleV1Extended, ArticleV2 } from './article';

const page = { status: z.literal('ok'), page: z.number().int(), pageSize: z.number().int() };

export const ArticlePageV2 = z.object({ ...page, articles: z.array(ArticleV2) });
export type ArticlePageV2 = z.infer<typeof ArticlePageV2>;

export const ArticlePageV1 = z.object({ ...page, articles: z.array(ArticleV1) });
export type ArticlePageV1 = z.infer<typeof ArticlePageV1>;

export const ArticlePageV1Extended = z.object({ ...page, articles: z.array(ArticleV1Extended) });
export type ArticlePageV1Extended = z.infer<typeof ArticlePageV1Extended>;

export const ArticleByLinkResponse = z.object({ status: z.literal('ok'), article: ArticleV2 });
export type ArticleByLinkResponse = z.infer<typeof ArticleByLinkResponse>;
