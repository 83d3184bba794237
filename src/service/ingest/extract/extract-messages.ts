/** @module The messages between the extraction pool and its worker threads (structured-clone safe). */
import type { ExtractedArticle } from './extract-article';

export interface ExtractRequest {
  id: number;
  html: string;
  url: string;
}

export type ExtractReply =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; article: ExtractedArticle }
  | { kind: 'failed'; id: number; message: string };
