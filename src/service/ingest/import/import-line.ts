/** @module ImportLine: the zod schema of one JSONL bulk-import line, and its parse with a readable error. */
import { iso6393To1 } from 'iso-639-3';
import { z } from 'zod';
import { parseDateBound } from '../../../contract';
import { isImplausiblyFuture } from '../future-date';

/** The 184 ISO 639-1 codes: two letters alone would let 'xx' into the source's languages. */
const ISO_639_1 = new Set(Object.values(iso6393To1));

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/**
 * ISO 8601 date or date-time; no zone means UTC. The same forms and calendar checks as the API's
 * `from`/`to`: `new Date()` alone rolls 2025-02-30 over to March 2nd.
 */
const toUtcDate = (text: string): Date | null => parseDateBound(text)?.instant ?? null;

export const ImportLine = z.object({
  link: z.url({ protocol: /^https?$/, error: 'link must be an http(s) URL' }),
  title: z.string({ error: 'title must be a string' }).trim().min(1, 'title should not be empty'),
  source: z
    .string({ error: 'source must be a string' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'source must be a domain such as www.example.com'),
  summary: optionalText,
  content: optionalText,
  // Optional in the parsed line too: callers that build lines in code need not name it.
  author: z
    .string({ error: 'author must be a string' })
    .trim()
    .transform((v) => v || null)
    .nullish(),
  publishDate: z
    .string({ error: 'publishDate must be an ISO 8601 date' })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = toUtcDate(v);
      if (!date) ctx.addIssue({ code: 'custom', message: 'publishDate must be an ISO 8601 date' });
      else if (isImplausiblyFuture(date, new Date()))
        ctx.addIssue({ code: 'custom', message: 'publishDate must not be more than a day in the future' });
      return date;
    }),
  /** When the article was first seen, for an archive loaded after the fact (default: when this import stores it). */
  firstSeenAt: z
    .string({ error: 'firstSeenAt must be an ISO 8601 date' })
    .transform((v, ctx) => {
      const date = toUtcDate(v);
      if (!date) ctx.addIssue({ code: 'custom', message: 'firstSeenAt must be an ISO 8601 date' });
      else if (date.getTime() > Date.now())
        ctx.addIssue({ code: 'custom', message: 'firstSeenAt must not be in the future' });
      return date;
    })
    .nullish(),
  language: z
    .string()
    .refine((v) => ISO_639_1.has(v.toLowerCase()), 'language must be an ISO 639-1 code')
    .nullish()
    .transform((v) => v?.toLowerCase() ?? null),
  images: z
    .array(z.url({ protocol: /^https?$/, error: 'images must be http(s) URLs' }))
    .nullish()
    .transform((v) => v ?? []),
});
export type ImportLine = z.infer<typeof ImportLine>;

/** Zod's generic messages ("Invalid input: expected string, received number") name no field: prefix it. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0)
    return issue.code === 'invalid_type' ? 'a line must be a JSON object' : issue.message;
  const field = issue.path.map(String).join('.');
  return issue.message.startsWith(String(issue.path[0])) ? issue.message : `${field}: ${issue.message}`;
}

export type ParsedLine = { ok: true; value: ImportLine } | { ok: false; error: string };

/** Parses one line of text; blank lines are the caller's to skip. */
export function parseImportLine(text: string): ParsedLine {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const result = ImportLine.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: [...new Set(result.error.issues.map(describeIssue))].join('; ') };
}
