/** @module Article detail (by-link, with entities): its own URL, companies, images, plan-gated full text. */
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Drawer } from '../../../components/drawer';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { formatLocal, formatUtc } from '../../../lib/format';
import { useArticleByLink } from '../api/get-article-by-link';
import { ArticleContent } from './article-content';
import { ArticleImages } from './article-images';
import { CompanyTable } from './company-table';

export function ArticleDrawer({ link, onClose }: { link: string; onClose: () => void }) {
  const detail = useArticleByLink(link, true);
  const article = detail.data?.article;

  return (
    <Drawer title={article?.title ?? 'Article'} onClose={onClose}>
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
              {article.source} ↗
            </a>{' '}
            · {formatUtc(article.publishDate)} ·{' '}
            <span className="text-slate-500">{formatLocal(article.publishDate)}</span> · {article.language}
          </p>
          <div>
            <SentimentBadge sentiment={article.sentiment} confidence={article.confidence} />
          </div>
          {article.summary ? <p>{article.summary}</p> : <p className="text-sm italic">No summary.</p>}
          <p className="text-xs">
            Countries: {article.countries.join(', ') || '—'} · Categories:{' '}
            {article.categories.join(', ') || '—'}
          </p>
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
            <ArticleContent link={article.link} />
          </section>
        </article>
      )}
    </Drawer>
  );
}
