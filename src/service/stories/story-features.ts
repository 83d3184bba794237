/** @module What the story grouping keeps of an article to compare it with later ones (pure, serialisable). */
import { contentWords, headlineParts } from './story-text';

export interface StoryFeatures {
  language: string;
  /** Milliseconds since the epoch: when the article was first seen. */
  seenAt: number;
  kicker: string[];
  body: string[];
  /** The figures of the title ("10_5" for 10.5, "17130" for 17,130, "5th" for "fifth" in English). */
  numbers: string[];
  /** Content words of the lead (summary, else the start of the text); [] when there is none. */
  lead: string[];
  /** Tickers (or names) of the tagged companies. */
  companies: string[];
}

export interface StoryText {
  language: string;
  seenAt: Date | number;
  title: string;
  /** Summary or the first part of the text; only its first LEAD_CHARS characters are read. */
  lead: string | null;
  companies?: readonly string[];
}

export const LEAD_CHARS = 300;

export function storyFeatures(text: StoryText): StoryFeatures {
  const { kicker, body } = headlineParts(text.title, text.language);
  return {
    language: text.language,
    seenAt: typeof text.seenAt === 'number' ? text.seenAt : text.seenAt.getTime(),
    kicker,
    body,
    numbers: body.filter((w) => /^\d/.test(w)),
    lead: text.lead ? contentWords(text.lead.slice(0, LEAD_CHARS), text.language) : [],
    companies: [...new Set(text.companies ?? [])].sort(),
  };
}
