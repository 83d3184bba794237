/** @module The messages between the enrich pool and its worker threads (structured-clone safe). */
import type { RawArticle } from '../../enrich/enrich-article';
import type { ArticleInput } from '../../model/article';

export interface EnrichRequest {
  id: number;
  raws: RawArticle[];
}

export type EnrichReply =
  { kind: 'done'; id: number; inputs: ArticleInput[] } | { kind: 'failed'; id: number; message: string };
