/** @module What enrichment says about each tagged company of an article: its own sentiment, salience and evidence. */
import type { Sentiment } from '../../contract';

export const EVIDENCE_FIELDS = ['title', 'summary', 'content'] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

/** A span the judgement rests on: `text` is exactly `article[field].slice(start, end)`. */
export interface Evidence {
  text: string;
  field: EvidenceField;
  start: number;
  end: number;
  sentiment: Sentiment;
}

export interface CompanyJudgement {
  companyId: number;
  sentiment: Sentiment;
  /** −1 (negative) … 1 (positive): P(positive) − P(negative) towards this company. */
  sentimentScore: number;
  /** 0…1: the probability of `sentiment`. */
  sentimentConfidence: number;
  /** 0…1: how much the article is about the company rather than naming it in passing. */
  salience: number;
  /** At most MAX_EVIDENCE, title first, then in reading order. */
  evidence: Evidence[];
}

export const MAX_EVIDENCE = 5;
