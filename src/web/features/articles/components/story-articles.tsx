/**
 * @module The articles of one story (GET /v2/stories/:id), first seen first: source, first-seen time, title and
 * a reprint mark. A lazy chunk: the grid loads it when a story is expanded, the drawer when it shows a story.
 */
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Button } from '../../../components/button';
import { formatCount, formatLocal, formatUtc } from '../../../lib/format';
import { useStory } from '../api/get-story';

interface Props {
  storyId: string;
  /** The article already shown (the grid's row, the drawer's article). */
  current: string;
  /** Leave the current article out (the grid lists the other sources under its row) or mark it (the drawer). */
  hideCurrent: boolean;
  /** Opens one of the story's articles. */
  onOpen: (link: string) => void;
  /** The list's accessible name. */
  label: string;
}

export default function StoryArticles({ storyId, current, hideCurrent, onOpen, label }: Props) {
  const story = useStory(storyId);
  if (story.isPending) return <p className="text-xs text-slate-500">Loading the story…</p>;
  if (story.isError)
    return <ApiErrorNotice error={story.error} what="the story" onRetry={() => void story.refetch()} />;
  const { articles, size } = story.data.story;
  const shown = hideCurrent ? articles.filter((a) => a.link !== current) : articles;
  const more = size - articles.length;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={label} className="flex flex-col gap-1 text-sm" data-testid="story-articles">
        {shown.map((article) => (
          <li
            key={article.link}
            className="flex flex-wrap items-baseline gap-x-2"
            data-testid="story-article"
          >
            <span className="text-xs font-semibold">{article.source}</span>
            <span className="text-xs text-slate-500">
              first seen{' '}
              <time dateTime={article.firstSeenAt} title={formatLocal(article.firstSeenAt)}>
                {formatUtc(article.firstSeenAt)}
              </time>
            </span>
            {article.link === current ? (
              <span className="font-medium" aria-current="true">
                {article.title} <span className="text-xs text-slate-500">(this article)</span>
              </span>
            ) : (
              <Button
                variant="ghost"
                scale="inline"
                className="text-left font-medium text-blue-800 hover:underline dark:text-blue-300"
                onClick={() => onOpen(article.link)}
              >
                {article.title}
              </Button>
            )}
            {article.reprintOf !== null && (
              <span
                className="rounded bg-amber-100 px-1 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100"
                title={`Reprint of ${article.reprintOf}`}
              >
                reprint
              </span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-xs text-slate-500">
          and {formatCount(more)} more (the {formatCount(articles.length)} first seen are listed)
        </p>
      )}
    </div>
  );
}
