/**
 * @module Article detail (by-link, with entities): its own URL, filterable values (+ include, − exclude),
 * previous / next on the page (buttons and j/k), companies, images, and the plan-gated full text.
 */
import { lazy, Suspense, type KeyboardEvent } from 'react';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Drawer } from '../../../components/drawer';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { formatLocal, formatUtc } from '../../../lib/format';
import { useArticleByLink } from '../api/get-article-by-link';
import { ArticleContent, type FullTextAccess } from './article-content';
import { ArticleDetails } from './article-details';
import { ArticleImages } from './article-images';
import { CompanyTable } from './company-table';
import { DrawerChips, type ChipActions } from './drawer-chips';
import { Button } from '../../../components/button';

// Only a drawer showing a story of several articles loads it.
const StoryArticles = lazy(() => import('./story-articles'));

interface Props extends ChipActions {
  link: string;
  onClose: () => void;
  /** The neighbours on the current page of results; null at either end. */
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** 1-based place on the page, when the article is one of its rows. */
  position: { index: number; count: number } | null;
  fullText: FullTextAccess;
  /** Where focus goes on close (the grid row of the article shown last). */
  returnFocus?: () => HTMLElement | null;
  /** Shows another article (one of the story's) in the drawer. */
  onOpenLink: (link: string) => void;
}

function typing(target: EventTarget): boolean {
  return target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function ArticleDrawer({
  link,
  onClose,
  onPrevious,
  onNext,
  position,
  fullText,
  returnFocus,
  onOpenLink,
  ...chips
}: Props) {
  const detail = useArticleByLink(link, true);
  const article = detail.data?.article;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    const move = e.key === 'j' ? onNext : e.key === 'k' ? onPrevious : null;
    if (!move) return;
    e.preventDefault();
    move();
  };
  const tickers = [...new Set((article?.companies ?? []).map((c) => c.ticker))];
  const names = new Map((article?.companies ?? []).map((c) => [c.ticker, c.name]));

  return (
    <Drawer
      title={article?.title ?? 'Article'}
      onClose={onClose}
      onKeyDown={onKeyDown}
      returnFocus={returnFocus}
    >
      <nav aria-label="Articles on this page" className="mb-3 flex items-center gap-2">
        <Button variant="secondary" scale="sm" disabled={!onPrevious} onClick={() => onPrevious?.()}>
          ← Previous <kbd className="text-xs text-slate-500">k</kbd>
        </Button>
        <Button variant="secondary" scale="sm" disabled={!onNext} onClick={() => onNext?.()}>
          Next <kbd className="text-xs text-slate-500">j</kbd> →
        </Button>
        {position && (
          <span className="text-xs text-slate-500" data-testid="drawer-position">
            {position.index} of {position.count} on this page
          </span>
        )}
      </nav>
      {detail.isPending && <p>Loading…</p>}
      {detail.isError && (
        <ApiErrorNotice error={detail.error} what="the article" onRetry={() => void detail.refetch()} />
      )}
      {article && (
        <article className="flex flex-col gap-3">
          <p className="text-sm">
            <a
              href={article.link}
              target="_blank"
              rel="noreferrer noopener"
              className="text-blue-800 underline dark:text-blue-300"
            >
              Open at {article.source} ↗
            </a>{' '}
            · {formatUtc(article.publishDate)} ·{' '}
            <span className="text-slate-500">{formatLocal(article.publishDate)}</span> · {article.language}
          </p>
          {article.author && <p className="text-sm">By {article.author}</p>}
          <ArticleDetails article={article} />
          <div>
            <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
          </div>
          {article.summary ? <p>{article.summary}</p> : <p className="text-sm italic">No summary.</p>}
          <section aria-label="Filter by this article's values" className="flex flex-col gap-1">
            <DrawerChips label="Source" kind="sources" values={[article.source]} {...chips} />
            <DrawerChips label="Countries" kind="countries" values={article.countries} {...chips} />
            <DrawerChips label="Categories" kind="categories" values={article.categories} {...chips} />
            {article.companies !== undefined && (
              <DrawerChips label="Tickers" kind="tickers" values={tickers} names={names} {...chips} />
            )}
          </section>
          {article.storyId !== undefined && (article.storySize ?? 1) > 1 && (
            <section aria-labelledby="drawer-story-heading">
              <h3 id="drawer-story-heading" className="font-semibold">
                This story ({article.storySize} articles)
              </h3>
              <Suspense fallback={<p className="text-xs text-slate-500">Loading the story…</p>}>
                <StoryArticles
                  storyId={article.storyId}
                  current={article.link}
                  hideCurrent={false}
                  onOpen={onOpenLink}
                  label="The story's articles, first seen first"
                />
              </Suspense>
            </section>
          )}
          <ArticleImages images={article.images} />
          <section>
            <h3 className="font-semibold">Companies</h3>
            {article.companies === undefined ? (
              <p className="text-sm">
                Companies are not part of this key's plan (includeEntities returned none).
              </p>
            ) : (
              <CompanyTable companies={article.companies ?? []} />
            )}
          </section>
          <section>
            <h3 className="font-semibold">Full text</h3>
            <ArticleContent link={article.link} access={fullText} />
          </section>
        </article>
      )}
    </Drawer>
  );
}
