/**
 * @module The arrivals, newest first: when the browser received each and when it was published (two clocks,
 * so late arrivals show), source, title, sentiment with confidence, an "updated" mark for revisions and the
 * copies of its story that followed ("+2 copies").
 */
import { memo } from 'react';
import type { ArticleV2 } from '../../../../contract';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { formatLocal, formatUtc, formatUtcTime } from '../../../lib/format';
import type { LiveRow } from '../lib/feed-rows';

interface Props {
  rows: LiveRow[];
  onOpen: (article: ArticleV2) => void;
}

const cell = 'px-2 py-1 align-top';
const head = 'px-2 py-1 text-left text-xs font-semibold uppercase';

/** Memoised: at 20 arrivals a second only the new row renders, not the hundreds already shown. */
const Row = memo(function Row({ row, onOpen }: { row: LiveRow; onOpen: Props['onOpen'] }) {
  const { article } = row;
  const received = new Date(row.receivedAt).toISOString();
  return (
    <tr
      data-testid="live-row"
      className="cursor-pointer border-b border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
      onClick={() => onOpen(article)}
    >
      <td className={`${cell} whitespace-nowrap text-xs`} title={formatLocal(received)}>
        {formatUtcTime(row.receivedAt)}
      </td>
      <td
        className={`${cell} hidden whitespace-nowrap text-xs @xl:table-cell`}
        title={formatLocal(article.publishDate)}
      >
        {formatUtc(article.publishDate)}
      </td>
      <td className={`${cell} hidden text-xs @3xl:table-cell`}>{article.source}</td>
      <td className={`${cell} min-w-48`}>
        <a
          href={article.link}
          className="font-medium text-blue-800 hover:underline dark:text-blue-300"
          onClick={(e) => {
            e.stopPropagation();
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onOpen(article);
          }}
        >
          {article.title}
        </a>
        {row.copies && row.copies.length > 0 && (
          <span
            className="ml-1.5 whitespace-nowrap rounded bg-sky-100 px-1 text-xs text-sky-900 dark:bg-sky-900 dark:text-sky-100"
            data-testid="live-copies"
            title="Other articles of this story that arrived: shown once"
          >
            +{row.copies.length} {row.copies.length === 1 ? 'copy' : 'copies'}
          </span>
        )}
        {article.isUpdate && (
          <span
            className="ml-1.5 whitespace-nowrap rounded bg-violet-100 px-1 text-xs text-violet-900 dark:bg-violet-900 dark:text-violet-100"
            title={article.revisedDate ? `Revised ${formatUtc(article.revisedDate)}` : 'Revised'}
          >
            updated
          </span>
        )}
        <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600 @3xl:hidden dark:text-slate-400">
          <span>{article.source}</span>
          <span className="@xl:hidden" title={formatLocal(article.publishDate)}>
            published {formatUtc(article.publishDate)}
          </span>
        </span>
      </td>
      <td className={cell}>
        <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
      </td>
    </tr>
  );
});

export function LiveRows({ rows, onOpen }: Props) {
  return (
    <div className="@container overflow-x-auto">
      <table aria-label="Live articles" className="w-full border-collapse text-sm">
        <thead className="sticky top-0 bg-white dark:bg-slate-950">
          <tr>
            <th scope="col" className={head}>
              Received
            </th>
            <th scope="col" className={`${head} hidden @xl:table-cell`}>
              Published
            </th>
            <th scope="col" className={`${head} hidden @3xl:table-cell`}>
              Source
            </th>
            <th scope="col" className={head}>
              Title
            </th>
            <th scope="col" className={head}>
              Sentiment
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
