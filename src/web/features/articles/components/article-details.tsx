/**
 * @module The article's opt-in fields (contract/opt-in-fields.ts) the drawer asked for, each under a label made
 * from its name: a field added to the table shows here with no change to the dashboard. The byline has its own
 * place in the drawer.
 */
import { OPT_IN_ARTICLE_SHAPE, type ArticleV2 } from '../../../../contract';
import { formatUtc } from '../../../lib/format';

const SHOWN_ELSEWHERE = new Set(['author']);
const FIELDS = Object.keys(OPT_IN_ARTICLE_SHAPE).filter((name) => !SHOWN_ELSEWHERE.has(name));
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** `firstSeenAt` → "First seen at". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function FieldValue({ value }: { value: unknown }) {
  if (value === null) return <>—</>;
  if (typeof value === 'string' && ISO_TIME.test(value))
    return <time dateTime={value}>{formatUtc(value)}</time>;
  if (typeof value === 'string' && /^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noreferrer noopener" className="break-all underline">
        {value}
      </a>
    );
  }
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

export function ArticleDetails({ article }: { article: ArticleV2 }) {
  const values = new Map<string, unknown>(Object.entries(article));
  const present = FIELDS.filter((name) => values.get(name) !== undefined);
  if (present.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm" aria-label="Article details">
      {present.map((name) => (
        <div key={name} className="contents">
          <dt className="text-slate-600 dark:text-slate-300">{fieldLabel(name)}</dt>
          <dd>
            <FieldValue value={values.get(name)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
