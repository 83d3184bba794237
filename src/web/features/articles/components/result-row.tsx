/** @module One grid row; every value that is a filter can be clicked to add it. */
import { HIGHLIGHT_START, type ArticleV2, type OrderBy } from '../../../../contract';
import { SentimentBadge } from '../../../components/sentiment-badge';
import type { ListFilter } from '../../../lib/explorer-state';
import { formatLocal, formatPercent, formatScore, formatUtc } from '../../../lib/format';
import { companyJudgement } from '../lib/company-judgement';
import { COLUMN_VISIBILITY, type Column } from './grid-columns';
import { HighlightedText } from './highlighted-text';
import { Button } from '../../../components/button';

export type FilterKind = ListFilter;

interface Props {
  article: ArticleV2;
  index: number;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  onAddFilter: (kind: FilterKind, value: string) => void;
  orderBy: OrderBy;
  /** The columns shown, in order. */
  columns: readonly Column[];
  /** The company whose own sentiment a column shows after the article's (null: no such column). */
  sentimentFor?: string | null;
  /** A folded story's other sources, when it has any: the row offers to list them under itself. */
  story?: StoryFold;
}

export interface StoryFold {
  /** The story's other articles (storySize − 1). */
  others: number;
  expanded: boolean;
  onToggle: () => void;
  /** The id of the row that lists them. */
  controls: string;
}

const cell = 'px-2 py-1 align-top';

interface ChipsProps {
  kind: FilterKind;
  values: string[];
  onAdd: Props['onAddFilter'];
  /** A longer name per value, for the tooltip (company names for tickers). */
  names?: ReadonlyMap<string, string>;
}

function Chips({ kind, values, onAdd, names }: ChipsProps) {
  return (
    <span className="flex flex-wrap gap-1">
      {values.map((v) => (
        <Button
          key={v}
          tabIndex={-1}
          variant="ghost"
          scale="xs"
          className="bg-slate-100 px-1 dark:bg-slate-800"
          title={`Filter by ${v}${names?.get(v) ? ` (${names.get(v)})` : ''}`}
          onClick={() => onAdd(kind, v)}
        >
          {v}
        </Button>
      ))}
    </span>
  );
}

/** The date the results are ordered by when that is not publishDate; null when the article has none (never revised). */
const orderedDate = (article: ArticleV2, orderBy: OrderBy): string | null =>
  orderBy === 'publishDate' ? null : (article[orderBy] ?? null);

/** The date the row shows: the ordered-by date, else publishDate. */
const shownDate = (article: ArticleV2, orderBy: OrderBy): string =>
  orderedDate(article, orderBy) ?? article.publishDate;

/** The date the results are ordered by (publishDate when the article has none), and publishDate beside it. */
function TimeCell({ article, orderBy }: { article: ArticleV2; orderBy: OrderBy }) {
  const ordered = orderedDate(article, orderBy);
  const shown = shownDate(article, orderBy);
  return (
    <td
      role="gridcell"
      className={`${cell} whitespace-nowrap text-xs ${COLUMN_VISIBILITY.time}`}
      title={formatLocal(shown)}
    >
      {formatUtc(shown)}
      {orderBy !== 'publishDate' && (
        <span className="block text-slate-500">
          {ordered ? `published ${formatUtc(article.publishDate)}` : `no ${orderBy}: publish date shown`}
        </span>
      )}
    </td>
  );
}

/** One company's own sentiment in the article (includeCompanySentiment), or "—" with the reason as its tooltip. */
function CompanySentimentCell({ article, ticker }: { article: ArticleV2; ticker: string }) {
  const judgement = companyJudgement(article, ticker);
  return (
    <td role="gridcell" className={`${cell} whitespace-nowrap`} data-testid="company-sentiment">
      {judgement.judged ? (
        <>
          <SentimentBadge sentiment={judgement.sentiment} confidence={String(judgement.confidence)} />{' '}
          <span
            className="font-mono text-xs"
            title={`Score towards ${ticker} (−1…1)${judgement.salience === null ? '' : `; the article is ${formatPercent(judgement.salience)} about it`}`}
          >
            {formatScore(judgement.score)}
          </span>
        </>
      ) : (
        <span className="text-xs text-slate-500" title={judgement.why}>
          —<span className="sr-only"> {judgement.why}</span>
        </span>
      )}
    </td>
  );
}

/** "+2 sources": lists the story's other articles under the row (a button, so Enter and Space work). */
function StoryToggle({ story, selected }: { story: StoryFold; selected: boolean }) {
  return (
    <Button
      // One more Tab stop, in the selected row only (the grid keeps one Tab stop per row).
      tabIndex={selected ? 0 : -1}
      variant="ghost"
      scale="xs"
      className="ml-1.5 whitespace-nowrap rounded bg-sky-100 px-1 text-sky-900 dark:bg-sky-900 dark:text-sky-100"
      aria-expanded={story.expanded}
      aria-controls={story.controls}
      data-testid="story-toggle"
      onClick={(e) => {
        e.stopPropagation();
        story.onToggle();
      }}
    >
      +{story.others} {story.others === 1 ? 'source' : 'sources'}
      <span className="sr-only"> of this story</span>
    </Button>
  );
}

/** The summary with its highlights, shown only when the query matched words in it (why it matched). */
function MatchedSummary({ article }: { article: ArticleV2 }) {
  const marked = article.highlights?.summary;
  if (!marked || !marked.includes(HIGHLIGHT_START)) return null;
  return (
    <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">
      <HighlightedText marked={marked} />
    </span>
  );
}

export function ResultRow({
  article,
  index,
  selected,
  onSelect,
  onOpen,
  onAddFilter,
  orderBy,
  columns,
  sentimentFor = null,
  story,
}: Props) {
  const shows = (column: Column) => columns.includes(column);
  const companies = article.companies ?? [];
  const tickers = [...new Set(companies.map((c) => c.ticker))];
  const names = new Map(companies.map((c) => [c.ticker, c.name]));
  const date = shownDate(article, orderBy);
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-row={index}
      className="border-b border-slate-200 aria-selected:bg-blue-50 dark:border-slate-800 dark:aria-selected:bg-slate-800"
      onFocus={onSelect}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen();
      }}
    >
      <TimeCell article={article} orderBy={orderBy} />
      {shows('source') && (
        <td role="gridcell" className={`${cell} ${COLUMN_VISIBILITY.source}`}>
          <Chips kind="sources" values={[article.source]} onAdd={onAddFilter} />
        </td>
      )}
      <td role="gridcell" className={`${cell} min-w-48 @xl:min-w-64`}>
        <a
          href={article.link}
          tabIndex={-1}
          className="font-medium text-blue-800 hover:underline dark:text-blue-300"
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onOpen();
          }}
        >
          {article.highlights ? <HighlightedText marked={article.highlights.title} /> : article.title}
        </a>
        {story && <StoryToggle story={story} selected={selected} />}
        <MatchedSummary article={article} />
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-500 @3xl:hidden">
          <Chips kind="sources" values={[article.source]} onAdd={onAddFilter} />
          <span className="@xl:hidden" title={formatLocal(date)}>
            {formatUtc(date)}
          </span>
        </span>
      </td>
      {shows('sentiment') && (
        <td role="gridcell" className={cell}>
          <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
        </td>
      )}
      {sentimentFor !== null && <CompanySentimentCell article={article} ticker={sentimentFor} />}
      {shows('tickers') && (
        <td role="gridcell" className={`${cell} ${COLUMN_VISIBILITY.tickers}`}>
          {article.companies === undefined ? (
            <span className="text-xs text-slate-400">—</span>
          ) : (
            <Chips kind="tickers" values={tickers} names={names} onAdd={onAddFilter} />
          )}
        </td>
      )}
      {shows('countries') && (
        <td role="gridcell" className={`${cell} ${COLUMN_VISIBILITY.countries}`}>
          <Chips kind="countries" values={article.countries} onAdd={onAddFilter} />
        </td>
      )}
      {shows('categories') && (
        <td role="gridcell" className={`${cell} ${COLUMN_VISIBILITY.categories}`}>
          <Chips kind="categories" values={article.categories} onAdd={onAddFilter} />
        </td>
      )}
    </tr>
  );
}
