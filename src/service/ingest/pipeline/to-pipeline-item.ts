/**
 * @module The one mapping of what a feed item or an import line says of an article into the pipeline item,
 * and of the pipeline item into the raw article enrichment takes. Both targets state every field (null where
 * the origin gives none), so a new article field fails to compile here until each origin says where it comes
 * from; the poller, the imports (CLI and admin), processItem, processItems and the demo reach it only through
 * these two functions.
 */
import type { RawArticle } from '../../enrich/enrich-article';
import type { ArticleFeedFields } from '../../model/article';
import type { Stated } from '../../model/stated';
import type { ImportLine } from '../import/import-line';
import type { ParsedItem } from '../parse/feed-types';
import { blankToNull } from './item-values';

/**
 * One sighting of an article as a feed or import line gives it: the model's feed fields, raw (`link` as given,
 * `source` the catalog domain, texts not yet trimmed), the publish date when it gave one.
 */
export interface PipelineItem extends Stated<Omit<ArticleFeedFields, 'publishDate'>> {
  publishDate: Date | null;
  /** When the publisher last changed the item, as its feed declares it (`ParsedItem.updatedDate`). */
  updatedDate: Date | null;
  /** The publisher's id of the item (RSS guid, Atom id, JSON Feed id): it outlives a change of link. */
  guid: string | null;
  declaredLanguage: string | null;
  /** Fetch the article page for its text when the item carries none. */
  contentWanted: boolean;
}

/**
 * Where an item comes from: a polled feed's item (with its source and the feed's language), an import line,
 * or a generated article (the demo corpus and wire: feed fields already clean, its language as declared).
 */
export type ItemOrigin =
  | {
      kind: 'feed';
      item: ParsedItem;
      source: string;
      feedLanguage: string | null;
      contentWanted: boolean;
    }
  | { kind: 'import'; line: ImportLine }
  | { kind: 'generated'; article: ArticleFeedFields; language: string };

/**
 * An origin that names the feed fields as the model does (a generated article, an import line); one lacking a
 * field the model requires fails to compile where it is passed.
 */
type NamedFeedFields = Omit<ArticleFeedFields, 'publishDate'> & { publishDate: Date | null };

function fromNamedFields(fields: NamedFeedFields, declaredLanguage: string | null): PipelineItem {
  return {
    link: fields.link,
    source: fields.source,
    title: fields.title,
    summary: fields.summary,
    content: fields.content,
    publishDate: fields.publishDate,
    images: fields.images,
    author: fields.author ?? null,
    firstSeenAt: fields.firstSeenAt ?? null,
    updatedDate: null,
    guid: null,
    declaredLanguage,
    contentWanted: false,
  };
}

export function toPipelineItem(origin: ItemOrigin): PipelineItem {
  if (origin.kind === 'generated') return fromNamedFields(origin.article, origin.language);
  if (origin.kind === 'import') return fromNamedFields(origin.line, origin.line.language);
  const { item } = origin;
  return {
    link: item.link,
    source: origin.source,
    title: item.title,
    summary: item.summary,
    content: item.content,
    publishDate: item.publishDate,
    images: item.images,
    author: item.author,
    // A feed cannot backdate the service's first sighting; only an archive's import line may.
    firstSeenAt: null,
    updatedDate: item.updatedDate,
    guid: item.guid,
    declaredLanguage: item.language ?? origin.feedLanguage,
    contentWanted: origin.contentWanted,
  };
}

/** What the pipeline settled before enrichment: the canonical link, trimmed texts, the page's content and date. */
export type SettledFields = Pick<
  RawArticle,
  'link' | 'source' | 'title' | 'summary' | 'content' | 'publishDate' | 'images'
>;

/** The raw article enrichment takes: what the pipeline settled, every other feed field from the item as given. */
export function toRawArticle(item: PipelineItem, settled: SettledFields): Stated<RawArticle> {
  return {
    ...settled,
    author: blankToNull(item.author),
    firstSeenAt: item.firstSeenAt,
    declaredLanguage: item.declaredLanguage,
  };
}
