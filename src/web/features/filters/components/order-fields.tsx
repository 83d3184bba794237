/** @module Language (default `en` shown as such), ordering, and whether companies are included. */
import { ORDER_BY, ORDERS, DEFAULT_LANGUAGE } from '../../../../contract';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { Select } from '../../../components/select';
import { Input } from '../../../components/input';

type Value = Pick<ExplorerSearch, 'language' | 'order' | 'orderBy' | 'includeEntities'>;

interface Props {
  value: Value;
  onChange: (patch: Partial<Value>) => void;
  /** Whether the key's plan includes companies: then they are always asked for; null while unknown. */
  entitled?: boolean | null;
}

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja', 'zh'];

export function OrderFields({ value, onChange, entitled = null }: Props) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <label className="flex flex-col">
        <span className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">Language</span>
        <Select scale="sm" value={value.language} onChange={(e) => onChange({ language: e.target.value })}>
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {lang === DEFAULT_LANGUAGE ? `${lang} (default: other languages excluded)` : lang}
            </option>
          ))}
        </Select>
      </label>
      <div className="flex gap-2">
        <label className="flex flex-1 flex-col">
          <span className="text-xs">Order by</span>
          <Select
            scale="sm"
            value={value.orderBy}
            onChange={(e) => onChange({ orderBy: e.target.value as Value['orderBy'] })}
          >
            {ORDER_BY.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col">
          <span className="text-xs">Order</span>
          <Select
            scale="sm"
            value={value.order}
            onChange={(e) => onChange({ order: e.target.value as Value['order'] })}
          >
            {ORDERS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </Select>
        </label>
      </div>
      {entitled === null ? (
        <label className="flex items-center gap-1">
          <Input
            type="checkbox"
            checked={value.includeEntities}
            onChange={(e) => onChange({ includeEntities: e.target.checked })}
          />
          Include companies (includeEntities; plan-gated)
        </label>
      ) : (
        <p className="text-xs text-slate-500" data-testid="entities-note">
          {entitled
            ? 'Companies are included: this key’s plan has them (includeEntities).'
            : 'This key’s plan has no companies (entities): the Tickers column stays empty.'}
        </p>
      )}
    </div>
  );
}
