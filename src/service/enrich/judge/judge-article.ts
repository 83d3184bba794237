/**
 * @module The enrichment's reading of an article as fields (title, summary, sampled content) joined into one
 * text, and the per-company judgement of the companies tagged in that text, their mentions placed back into
 * the field each lies in.
 */
import type { CompanyJudgement, EvidenceField } from '../../model/company-judgement';
import type { CompanyMentions } from '../companies/match-companies';
import { judgeCompanies, type FieldMention, type JudgeSettings } from './judge-companies';

/** Enough of the body to classify; whole articles only slow the stages down without changing much. */
export const CONTENT_SAMPLE_CHARS = 2_000;

export interface ArticleFields {
  title: string;
  summary?: string | null;
  content?: string | null;
}

interface Part {
  field: EvidenceField;
  text: string;
  /** Where the part starts in the joined text. */
  at: number;
}

const SEPARATOR = '\n\n';

/** The non-empty fields in reading order, content sampled, with their place in the joined text. */
export function articleParts(raw: ArticleFields): Part[] {
  const candidates: [EvidenceField, string][] = [
    ['title', raw.title],
    ['summary', raw.summary ?? ''],
    ['content', (raw.content ?? '').slice(0, CONTENT_SAMPLE_CHARS)],
  ];
  const parts: Part[] = [];
  let at = 0;
  for (const [field, text] of candidates) {
    if (text.trim() === '') continue;
    parts.push({ field, text, at });
    at += text.length + SEPARATOR.length;
  }
  return parts;
}

export const joinParts = (parts: readonly Part[]): string => parts.map((p) => p.text).join(SEPARATOR);

/** Each tagged company judged from its mentions; `tagged` holds offsets into `joinParts(articleParts(raw))`. */
export function judgeArticle(
  raw: ArticleFields,
  language: string,
  tagged: readonly CompanyMentions[],
  settings?: JudgeSettings,
): CompanyJudgement[] {
  const parts = articleParts(raw);
  const mentions: FieldMention[] = tagged.flatMap(({ company, mentions: spans }) =>
    spans.flatMap(({ at, end }) => {
      const part = parts.find((p) => at >= p.at && at < p.at + p.text.length);
      if (part === undefined) return [];
      const start = at - part.at;
      return [
        {
          companyId: company.companyId,
          field: part.field,
          start,
          end: Math.min(end - part.at, part.text.length),
        },
      ];
    }),
  );
  return judgeCompanies(
    { title: raw.title, summary: raw.summary ?? null, content: raw.content ?? null },
    tagged.map((t) => t.company.companyId),
    mentions,
    { language, contentLimit: CONTENT_SAMPLE_CHARS, ...(settings === undefined ? {} : { settings }) },
  );
}
