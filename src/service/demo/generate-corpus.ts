/** @module generateDemoCorpus: a deterministic, realistic-looking corpus of fictional-source articles for the demo. */
import { toWireCompany } from '../companies/to-company';
import type { ArticleInput } from '../model/article';
import { buildContent } from './content';
import { articleLink, imageLinks, slugify } from './links';
import { cumulative, createRng, pickCumulative, type Rng } from './prng';
import { reviseFigures } from './revision';
import { fillSlots, render } from './slots';
import { DEMO_SOURCES, SOURCE_PROFILES, type SourceProfile } from './sources';
import type { Template } from './template';
import { PARAGRAPHS, TEMPLATES } from './templates';
import { createTimeline, type Timeline } from './timeline';
import type { Lang } from './vocab';

export { DEMO_SOURCES };

/** A later change to the article: the loader writes it `afterMinutes` after publication. */
export interface DemoRevision {
  afterMinutes: number;
  title?: string;
  summary?: string;
}

export interface DemoCorpusItem {
  article: ArticleInput;
  revision?: DemoRevision;
  /** The template the article was written from (for tests and debugging). */
  templateId: string;
}

export interface DemoCorpusOptions {
  count?: number;
  now: Date;
  seed?: number;
}

export const DEMO_WINDOW_DAYS = 90;
const SUMMARY_SHARE = 0.94;
const CONTENT_SHARE = 0.6;
const REVISION_SHARE = 0.031;
/** Specialist sources write this share of their articles on their beat. */
const BEAT_SHARE = 0.8;

const sourceSums = cumulative(SOURCE_PROFILES.map((s) => s.weight));

/** Most financial news is neutral in tone; the template lists are not, so polarity weights even that out. */
const POLARITY_WEIGHT = { neutral: 1.7, positive: 1, negative: 0.85 } as const;
const templateSums = new Map(
  Object.entries(TEMPLATES).map(([lang, list]) => [
    lang,
    cumulative(list.map((t) => POLARITY_WEIGHT[t.sentiment])),
  ]),
);

function pickTemplate(rng: Rng, source: SourceProfile, lang: Lang): Template {
  const all = TEMPLATES[lang];
  const { beat } = source;
  if (beat !== undefined && rng.chance(BEAT_SHARE)) {
    const onBeat = all.filter((t) => t.categories.includes(beat));
    if (onBeat.length > 0) return rng.pick(onBeat);
  }
  const template = all[pickCumulative(templateSums.get(lang) ?? [], rng.next())];
  if (template === undefined) throw new Error(`no templates for ${lang}`);
  return template;
}

function sentimentConfidence(rng: Rng, template: Template): number {
  const [lo, hi] = template.sentiment === 'neutral' ? [0.55, 0.92] : [0.7, 0.99];
  return Math.round(rng.float(lo, hi) * 10_000) / 10_000;
}

interface Draft {
  source: SourceProfile;
  lang: Lang;
  date: Date;
}

function draft(rng: Rng, timeline: Timeline, live: boolean): Draft {
  const source = SOURCE_PROFILES[pickCumulative(sourceSums, rng.next())];
  if (source === undefined) throw new Error('no demo sources');
  const [mainLang = 'en', otherLang] = source.languages;
  const lang = otherLang !== undefined && rng.chance(0.2) ? otherLang : mainLang;
  return { source, lang, date: live ? timeline.live(rng) : timeline.draw(rng, source.region) };
}

function writeArticle(rng: Rng, n: number, { source, lang, date }: Draft, now: Date): DemoCorpusItem {
  const template = pickTemplate(rng, source, lang);
  const filled = fillSlots(rng, template, source, date);
  const title = render(template.title, filled.values, lang);
  const summary = rng.chance(SUMMARY_SHARE) ? render(template.summary, filled.values, lang) : null;
  const content = rng.chance(CONTENT_SHARE)
    ? buildContent(rng, PARAGRAPHS[lang], summary ?? title, template.categories, template.sentiment)
    : null;
  const first = filled.companies[0]?.company.ticker.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const slug = slugify(title, `${template.categories[0] ?? 'news'}-${first ?? 'markets'}`);
  const images = rng.chance(0.85) ? imageLinks(source.domain, date, n, rng.chance(0.12) ? 2 : 1) : [];
  const article: ArticleInput = {
    link: articleLink(source.domain, date, slug, n),
    source: source.domain,
    title,
    summary,
    content,
    publishDate: date,
    language: lang,
    sentiment: template.sentiment,
    confidence: sentimentConfidence(rng, template),
    images,
    countries: filled.countries,
    categories: [...template.categories],
    companies: filled.companies.map(({ company, confidence }) => toWireCompany(company, confidence)),
  };
  const item: DemoCorpusItem = { article, templateId: template.id };
  if (rng.chance(REVISION_SHARE)) {
    const afterMinutes = rng.int(4, 240);
    if (date.getTime() + (afterMinutes + 1) * 60_000 < now.getTime()) {
      item.revision = {
        afterMinutes,
        ...reviseFigures(rng, template, filled, summary, PARAGRAPHS[lang].update),
      };
    }
  }
  return item;
}

/**
 * `count` articles over the 90 days before `now`, oldest first; the same options always give the same corpus.
 * About 0.1 % (at least 3) fall in the last hour so a live view has something fresh.
 */
export function generateDemoCorpus({ count = 20_000, now, seed = 1 }: DemoCorpusOptions): DemoCorpusItem[] {
  const rng = createRng(seed);
  const timeline = createTimeline(now, DEMO_WINDOW_DAYS);
  const liveCount = Math.min(count, Math.max(3, Math.round(count / 1000)));
  const drafts = Array.from({ length: count }, (_, i) => draft(rng, timeline, i < liveCount));
  drafts.sort((a, b) => a.date.getTime() - b.date.getTime());
  return drafts.map((d, i) => writeArticle(rng, i + 1, d, now));
}

export interface DemoArticleOptions {
  /** Its publication time. */
  at: Date;
  seed: number;
  /** A number of its own, part of its link, so that the links of the wire's articles never collide. */
  n: number;
}

/** One more article published at `at`, as the demo wire sends them after the corpus (never revised). */
export function generateDemoArticle({ at, seed, n }: DemoArticleOptions): DemoCorpusItem {
  const rng = createRng(seed);
  const { source, lang } = draft(rng, createTimeline(at, DEMO_WINDOW_DAYS), true);
  const item = writeArticle(rng, n, { source, lang, date: at }, at);
  return { article: item.article, templateId: item.templateId };
}
