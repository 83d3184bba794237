/** @module The open article's drawer on the explorer: paging through the results, include/exclude, full text. */
import { useQuery } from '@tanstack/react-query';
import type { AccountResponse, ArticleV2 } from '../../../contract';
import { accountOptions } from '../../features/account/api/get-account';
import type { FullTextAccess } from '../../features/articles/components/article-content';
import { ArticleDrawer } from '../../features/articles/components/article-drawer';
import { excludeBlocked, withoutFilterValue } from '../../lib/exclude-filter';
import { withFilterValue, type ExplorerSearch } from '../../lib/explorer-state';

/** What the open article's full-text button will do for this key: the plan says, else the API will. */
function fullTextAccess(account: AccountResponse | null | undefined): FullTextAccess {
  if (!account) return { kind: 'unknown' };
  return account.plan.capabilities.content
    ? { kind: 'allowed' }
    : { kind: 'forbidden', plan: account.plan.name };
}

interface Props {
  state: ExplorerSearch;
  articles: readonly ArticleV2[];
  onChange: (patch: Partial<ExplorerSearch>) => void;
  /** Opens the result at this index (and selects its row). */
  openAt: (index: number) => void;
}

export function ExplorerDrawer({ state, articles, onChange, openAt }: Props) {
  // Asked for only while an article is open: the full-text button says what it will do for this key.
  const account = useQuery(accountOptions());
  const index = articles.findIndex((a) => a.link === state.article);
  return (
    <ArticleDrawer
      link={state.article}
      onClose={() => onChange({ article: '' })}
      onOpenLink={(link) => onChange({ article: link })}
      onPrevious={index > 0 ? () => openAt(index - 1) : null}
      onNext={index >= 0 && index < articles.length - 1 ? () => openAt(index + 1) : null}
      position={index >= 0 ? { index: index + 1, count: articles.length } : null}
      fullText={fullTextAccess(account.data)}
      onInclude={(kind, value) => onChange(withFilterValue(state, kind, value))}
      onExclude={(kind, value) => {
        const patch = withoutFilterValue(state, kind, value);
        if (patch) onChange(patch);
      }}
      excludeBlocked={(kind) => excludeBlocked(state, kind)}
      // Back to the row of the article shown last, which j/k may have moved away from the opener.
      returnFocus={() => (index >= 0 ? document.querySelector<HTMLElement>(`[data-row="${index}"]`) : null)}
    />
  );
}
