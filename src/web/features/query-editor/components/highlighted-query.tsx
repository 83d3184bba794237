/** @module The coloured layer under the query textarea; the error range is underlined in red. */
import { tokenizeQuery, type TokenType } from '../../../lib/query-tokens';

const COLOR: Record<TokenType, string> = {
  space: '',
  paren: 'text-slate-500',
  operator: 'font-bold text-purple-700 dark:text-purple-300',
  field: 'text-teal-700 dark:text-teal-300',
  phrase: 'text-amber-700 dark:text-amber-300',
  word: 'text-slate-900 dark:text-slate-100',
  modifier: 'text-rose-600',
};

interface Props {
  text: string;
  error?: { start: number; end: number } | null;
}

export function HighlightedQuery({ text, error }: Props) {
  const tokens = tokenizeQuery(text);
  return (
    <pre aria-hidden="true" className="query-layer pointer-events-none absolute inset-0 m-0 overflow-hidden">
      {tokens.map((t) => {
        const bad = error && t.start < error.end && t.end > error.start;
        return (
          <span
            key={t.start}
            className={`${COLOR[t.type]} ${bad ? 'underline decoration-red-600 decoration-wavy' : ''}`}
            data-error={bad || undefined}
          >
            {t.text}
          </span>
        );
      })}
      {/* Keeps a trailing newline's height in step with the textarea. */}
      {'\n'}
    </pre>
  );
}
