/** @module Explorer keys: `/` focus query, j/k move, o/Enter open, `?` sheet; ignored while typing. */
import { useEffect } from 'react';

interface Handlers {
  focusQuery: () => void;
  move: (delta: 1 | -1) => void;
  open: () => void;
  toggleHelp: () => void;
  enabled: boolean;
}

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function useShortcuts({ focusQuery, move, open, toggleHelp, enabled }: Handlers): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const actions: Record<string, () => void> = {
        '/': focusQuery,
        j: () => move(1),
        k: () => move(-1),
        o: open,
        '?': toggleHelp,
      };
      // Enter is not global: a focused row opens itself, and elsewhere Enter belongs to buttons.
      const action = actions[e.key];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusQuery, move, open, toggleHelp, enabled]);
}
