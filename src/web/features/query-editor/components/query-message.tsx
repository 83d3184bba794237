/** @module Under the query: its problem (the editor's or the server's), else whether it is valid, and its hints. */
import { Button } from '../../../components/button';
import type { QueryHint } from '../lib/query-hints';

interface Props {
  id: string;
  text: string;
  /** What is wrong with the query, if anything. */
  message: string | null | undefined;
  /** Shown only while the text is valid and settled. */
  hints: readonly QueryHint[];
  onFix: (fixed: string) => void;
}

export function QueryMessage({ id, text, message, hints, onFix }: Props) {
  return (
    <>
      <p
        id={id}
        className={`min-h-5 text-xs ${message ? 'text-red-700 dark:text-red-400' : 'text-slate-500'}`}
        data-testid="query-message"
      >
        {message ?? (text.trim() ? 'Valid query.' : 'Empty query: every article matching the filters.')}
      </p>
      {hints.length > 0 && (
        <ul
          className="flex flex-col gap-0.5 text-xs text-amber-800 dark:text-amber-300"
          data-testid="query-hints"
        >
          {hints.map((hint) => (
            <li key={hint.message}>
              {hint.message}{' '}
              {hint.fixed !== null && (
                <Button variant="link" scale="inline" onClick={() => onFix(hint.fixed ?? text)}>
                  {hint.label}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
