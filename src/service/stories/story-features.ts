/** @module What the story grouping keeps of an article to compare it with later ones (pure, serialisable). */
import { contentWords, headlineParts } from './story-text';

export interface StoryFeatures {
  language: string;
  /**
   * The story time, in milliseconds since the epoch: when the article was first seen, or when it was published
   * if it was first seen long after that (see `storyTime`). Copies are compared, and looked up, by this time.
   */
  at: number;
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
  /** The story time (`storyTime`). */
  at: Date | number;
  title: string;
  /** Summary or the first part of the text; only its first LEAD_CHARS characters are read. */
  lead: string | null;
  companies?: readonly string[];
}

export const LEAD_CHARS = 300;

/**
 * When an article happened, for the grouping: the time it was first seen, unless it was published more than
 * `windowMs` before that — an archive imported today, or a feed that delivers old items late — when it is its
 * publish date. An import is first seen at one moment; placed there, all of it would be one window, every copy of
 * one day compared with every article of every year. A publish date later than the first sighting (a clock ahead,
 * a scheduled item) is not trusted over what was seen.
 */
export function storyTime(firstSeenAt: Date, publishDate: Date | null, windowMs: number): Date {
  if (publishDate === null || Number.isNaN(publishDate.getTime())) return firstSeenAt;
  return firstSeenAt.getTime() - publishDate.getTime() > windowMs ? publishDate : firstSeenAt;
}

export function storyFeatures(text: StoryText): StoryFeatures {
  const { kicker, body } = headlineParts(text.title, text.language);
  return {
    language: text.language,
    at: typeof text.at === 'number' ? text.at : text.at.getTime(),
    kicker,
    body,
    numbers: body.filter((w) => /^\d/.test(w)),
    lead: text.lead ? contentWords(text.lead.slice(0, LEAD_CHARS), text.language) : [],
    companies: [...new Set(text.companies ?? [])].sort(),
  };
}
