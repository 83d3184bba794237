/**
 * @module How much an article is about one company: named in its title (most of all as the title's first
 * company, its usual subject), named in its lead, and its share of all company mentions.
 */
import type { EvidenceField } from '../../model/company-judgement';

export interface PlacedMention {
  companyId: number;
  field: EvidenceField;
  start: number;
}

const TITLE = 0.5;
/** A title company that is not the first one named there is usually the object, not the subject. */
const TITLE_OBJECT = 0.7;
const LEAD = 0.2;
const SHARE = 0.3;

/** `leadEnd`: where the lead (the first sentence of the summary, else of the content) ends, by field. */
export function salience(
  companyId: number,
  mentions: readonly PlacedMention[],
  lead: { field: EvidenceField; end: number } | null,
): number {
  const own = mentions.filter((m) => m.companyId === companyId);
  if (own.length === 0) return 0;
  const inTitle = mentions.filter((m) => m.field === 'title').sort((a, b) => a.start - b.start);
  const title =
    inTitle[0]?.companyId === companyId ? 1 : own.some((m) => m.field === 'title') ? TITLE_OBJECT : 0;
  const inLead = lead !== null && own.some((m) => m.field === lead.field && m.start < lead.end) ? 1 : 0;
  const value = TITLE * title + LEAD * inLead + SHARE * (own.length / mentions.length);
  return Math.round(Math.min(1, value) * 1000) / 1000;
}
