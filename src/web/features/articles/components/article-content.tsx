/** @module The plan-gated full text: asked for on demand; a 403 becomes a plain explanation, not an error. */
import { useState } from 'react';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { problemOf } from '../../../lib/api-problem';
import { useArticleContent } from '../api/get-article-by-link';

export function ArticleContent({ link }: { link: string }) {
  const [wanted, setWanted] = useState(false);
  const content = useArticleContent(link, wanted);
  if (!wanted) {
    return (
      <button type="button" className="rounded border px-2 py-0.5 text-sm" onClick={() => setWanted(true)}>
        Show full text (needs a plan with content)
      </button>
    );
  }
  if (content.isPending) return <p className="text-sm">Loading full text…</p>;
  if (content.isError) {
    const problem = problemOf(content.error);
    if (problem.kind === 'forbidden') {
      return (
        <p
          className="rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="content-forbidden"
        >
          Full text is not part of this key's plan: “{problem.message}”. The title, summary and link above are
          all this plan gets.
        </p>
      );
    }
    return (
      <ApiErrorNotice error={content.error} what="the full text" onRetry={() => void content.refetch()} />
    );
  }
  const text = content.data.article.content;
  return text ? (
    <div className="whitespace-pre-wrap text-sm">{text}</div>
  ) : (
    <p className="text-sm">The source provides no full text for this article.</p>
  );
}
