/**
 * @module The plan-gated full text: asked for on demand, with a button that says what it will do for this
 * key (the plan from GET /v2/account); a 403 becomes a plain explanation, not an error.
 */
import { useState } from 'react';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { problemOf } from '../../../lib/api-problem';
import { useArticleContent } from '../api/get-article-by-link';
import { Button } from '../../../components/button';

/** What this key's plan says about full text: allowed, not allowed (named plan), or not known (another upstream). */
export type FullTextAccess = { kind: 'allowed' } | { kind: 'forbidden'; plan: string } | { kind: 'unknown' };

export function ArticleContent({ link, access }: { link: string; access: FullTextAccess }) {
  const [wanted, setWanted] = useState(false);
  const content = useArticleContent(link, wanted);
  if (access.kind === 'forbidden') {
    return (
      <p className="text-sm" data-testid="content-not-in-plan">
        Full text is not part of this key's plan ({access.plan}): nothing is asked for, the title, summary and
        link above are what this plan gets.
      </p>
    );
  }
  if (!wanted) {
    return (
      <Button variant="secondary" scale="sm" onClick={() => setWanted(true)}>
        {access.kind === 'allowed'
          ? 'Load the full text (this key’s plan includes it)'
          : 'Ask for the full text (the API answers by this key’s plan)'}
      </Button>
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
