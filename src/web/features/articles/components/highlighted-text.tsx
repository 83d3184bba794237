/** @module Text with the service's highlight markers as <mark>: split into parts, each rendered as text (never HTML). */
import { splitHighlights } from '../../../../contract';

export function HighlightedText({ marked }: { marked: string }) {
  return (
    <>
      {splitHighlights(marked).map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
