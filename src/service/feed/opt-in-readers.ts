/**
 * @module Where each opt-in flag's values come from (the flags and fields are contract/opt-in-fields.ts): an
 * article-level flag whose fields are all fields of the record every search maps is read from it (a date as
 * its ISO text) with no entry here; any other flag has a batch reader of the store keyed by article id,
 * registered once below. `readOptIns` fills what those give for a set of articles, once per flag, on every surface.
 */
import {
  OPT_IN_FIELDS,
  OPT_IN_FLAGS,
  type CompanyOptInFlag,
  type StoryCollapse,
  type OptInFlag,
  type OptInValues,
} from '../../contract';
import type { ArticleRecord } from '../model/article';
import type { SearchRequest } from '../search/search-request';
import { readCompanySentiment } from '../store/company-sentiment-repo';
import type { Queryable } from '../store/db';
import { readStoryFields } from '../store/stories-repo';

/** What a flag's reader gives for one article: its values, or each company's by companyId. */
export type OptInValue<F extends OptInFlag> = F extends CompanyOptInFlag
  ? ReadonlyMap<number, OptInValues<F>>
  : OptInValues<F>;

type Table = typeof OPT_IN_FIELDS;
/** The article-level flags whose fields the record has: read from it. */
type RecordFlag = {
  [F in OptInFlag]: Table[F]['on'] extends 'article'
    ? keyof Table[F]['fields'] extends keyof ArticleRecord
      ? F
      : never
    : never;
}[OptInFlag];
/** The flags read from the store by a batch reader. */
export type StoreFlag = Exclude<OptInFlag, RecordFlag>;

/** What a search asked that bears on the values read: its `asOf` and its `collapse`. */
export interface OptInReadContext {
  /** Values as of this instant, where the store keeps when they came to be (a story's size). */
  asOf?: Date;
  /** The articles stand for stories (`collapse: "story"`). */
  collapse?: StoryCollapse;
}

/** The read context of a search's page. */
export const optInContextOf = (req: Pick<SearchRequest, 'asOf' | 'collapse'>): OptInReadContext => ({
  ...(req.asOf ? { asOf: req.asOf } : {}),
  ...(req.collapse ? { collapse: req.collapse } : {}),
});

/** The value of each article of `ids` the store holds one for; an article left out has none. */
export type StoreReader<F extends OptInFlag> = (
  db: Queryable,
  ids: readonly number[],
  context: OptInReadContext,
) => Promise<Map<number, OptInValue<F>>>;

/** One batch reader per flag the record cannot give: tsc refuses such a flag without one. */
export const STORE_READERS: { [F in StoreFlag]: StoreReader<F> } = {
  includeStory: readStoryFields,
  async includeCompanySentiment(db, ids) {
    const stored = await readCompanySentiment(db, ids);
    return new Map(
      [...stored].map(([id, { companySentiment }]) => [
        id,
        new Map(companySentiment.map((judgement) => [judgement.companyId, judgement])),
      ]),
    );
  },
};

const storeReaderOf = (flag: OptInFlag): StoreReader<OptInFlag> | undefined =>
  (STORE_READERS as Partial<Record<OptInFlag, StoreReader<OptInFlag>>>)[flag];

/** A record flag's values: its fields taken from the record, a date written as its ISO text. */
function fromRecord(flag: OptInFlag, article: ArticleRecord): Record<string, unknown> {
  const record = new Map<string, unknown>(Object.entries(article));
  return Object.fromEntries(
    Object.keys(OPT_IN_FIELDS[flag].fields).map((name) => {
      const value = record.get(name);
      return [name, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

/**
 * The store-read values of one article, by flag: absent = not read yet, null = read and the store holds none.
 * Values read from the record are not kept here: the presenter reads them from the record itself.
 */
export type ArticleOptIns = { [F in OptInFlag]?: OptInValue<F> | null };

/** An article and the opt-in values read for it so far (filled in place). */
export interface OptInHolder {
  article: ArticleRecord;
  optIns: ArticleOptIns;
}

/** The flags of `flags` whose values a store reader gives. */
export function storeFlags(flags: Iterable<OptInFlag>): OptInFlag[] {
  const wanted = new Set(flags);
  return OPT_IN_FLAGS.filter((flag) => wanted.has(flag) && storeReaderOf(flag) !== undefined);
}

async function fillFlag(
  db: Queryable,
  flag: OptInFlag,
  holders: readonly OptInHolder[],
  context: OptInReadContext,
): Promise<void> {
  const read = storeReaderOf(flag);
  const missing = holders.filter((h) => h.optIns[flag] === undefined);
  if (read === undefined || missing.length === 0) return;
  const values = await read(db, [...new Set(missing.map((h) => h.article.id))], context);
  for (const holder of missing) {
    const optIns: Partial<Record<OptInFlag, unknown>> = holder.optIns;
    optIns[flag] = values.get(holder.article.id) ?? null;
  }
}

/** Reads, for each holder that lacks it, the store value of every flag of `flags` (one query per flag). */
export async function fillOptIns(
  db: Queryable,
  holders: readonly OptInHolder[],
  flags: Iterable<OptInFlag>,
  context: OptInReadContext = {},
): Promise<void> {
  for (const flag of storeFlags(flags)) await fillFlag(db, flag, holders, context);
}

/** The store values of `flags` for `records`, by article id: a surface's one call before presenting a page. */
export type ReadOptIns = (
  records: readonly ArticleRecord[],
  flags: Iterable<OptInFlag>,
  context?: OptInReadContext,
) => Promise<Map<number, ArticleOptIns>>;

/** The store values of `flags` for `records`, by article id. */
export async function readOptIns(
  db: Queryable,
  records: readonly ArticleRecord[],
  flags: Iterable<OptInFlag>,
  context: OptInReadContext = {},
): Promise<Map<number, ArticleOptIns>> {
  const holders = records.map((article) => ({ article, optIns: {} }));
  await fillOptIns(db, holders, flags, context);
  return new Map(holders.map((h) => [h.article.id, h.optIns]));
}

/** Whether every store value `flags` needs has been read for the holder. */
export function optInsRead(holder: OptInHolder, flags: Iterable<OptInFlag>): boolean {
  return storeFlags(flags).every((flag) => holder.optIns[flag] !== undefined);
}

/** The values of `flag` for one article: from the record, or as read; null when there are none. */
export function optInValue(flag: OptInFlag, article: ArticleRecord, optIns: ArticleOptIns): unknown {
  if (storeReaderOf(flag) === undefined) return fromRecord(flag, article);
  const value = optIns[flag];
  // A surface that presents a store-read flag reads it first (fillOptIns): this is a wiring fault, not data.
  if (value === undefined) throw new Error(`the ${flag} values of article ${article.id} were not read`);
  return value;
}

/** The fields of `flag` in the table's order, picked from its values; a field its values leave out stays out. */
export function optInFields(flag: OptInFlag, values: object): Record<string, unknown> {
  const all = values as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(OPT_IN_FIELDS[flag].fields)
      .filter((name) => all[name] !== undefined)
      .map((name) => [name, all[name]]),
  );
}
