/** @module The explorer's four views under its tabs: results, live feed, charts and the effective request. */
import { lazy, Suspense } from 'react';
import type { ArticleV2 } from '../../../contract';
import { LiveView } from '../../features/live-feed/components/live-view';
import { NotifyBar } from '../../features/saved-searches/components/notify-bar';
import { RequestPanel } from '../../features/request-panel/components/request-panel';
import { QueryHistogram } from '../../features/sentiment-charts/components/query-histogram';
import { implicitRules } from '../../lib/effective-request';
import type { ExplorerSearch } from '../../lib/explorer-state';
import { ResultsSection } from './results-section';
import type { ExplorerData } from './use-explorer-data';

const SentimentCharts = lazy(() => import('../../features/sentiment-charts/components/sentiment-charts'));

interface Props {
  state: ExplorerSearch;
  data: ExplorerData;
  /** The API's source domains; null while unknown. */
  sources: string[] | null;
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (article: ArticleV2) => void;
  onChange: (patch: Partial<ExplorerSearch>) => void;
  onRestore: (state: ExplorerSearch) => void;
  /** The query being edited does not parse: the results are the last valid query's. */
  draftInvalid: boolean;
}

export function ExplorerViews({
  state,
  data,
  sources,
  selected,
  onSelect,
  onOpen,
  onChange,
  onRestore,
  draftInvalid,
}: Props) {
  switch (state.view) {
    case 'results':
      return (
        <ResultsSection
          state={state}
          results={data.results}
          filters={data.filters}
          facets={data.facets}
          entitled={data.entitled}
          sources={sources}
          selected={selected}
          onSelect={onSelect}
          onOpen={onOpen}
          onChange={onChange}
          draftInvalid={draftInvalid}
          above={<QueryHistogram state={state} now={data.at} onChange={onChange} deferred={data.rowsFirst} />}
        />
      );
    case 'live':
      return (
        <div id="panel-live" role="tabpanel" aria-labelledby="tab-live">
          {state.notify && <NotifyBar state={state} onArrival={data.live.onArrival} onChange={onChange} />}
          <LiveView
            feed={data.live}
            filters={data.liveFilters}
            on={state.live}
            onToggle={(on) => onChange({ live: on })}
            onIncludeUpdates={(updates) => onChange({ updates })}
            onOpen={onOpen}
          />
        </div>
      );
    case 'charts':
      return (
        <div id="panel-charts" role="tabpanel" aria-labelledby="tab-charts">
          <Suspense fallback={<p>Loading charts…</p>}>
            <SentimentCharts state={state} now={data.at} onChange={onChange} deferred={data.rowsFirst} />
          </Suspense>
        </div>
      );
    case 'request':
      return (
        <div id="panel-request" role="tabpanel" aria-labelledby="tab-request">
          <RequestPanel
            body={data.body}
            rules={implicitRules(state)}
            range={state.range}
            onRestore={onRestore}
          />
        </div>
      );
  }
}
