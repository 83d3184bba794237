/** @module The NOT switch of a clause or group: a pressed button, named for what it negates. */
import { Button } from '../../../components/button';

interface Props {
  negated: boolean;
  /** What is negated, for the accessible name ("ticker:AAPL", "group 1"). */
  target: string;
  onToggle: () => void;
}

export function NegateToggle({ negated, target, onToggle }: Props) {
  return (
    <Button
      aria-pressed={negated}
      aria-label={`Negate ${target}`}
      title={negated ? 'Remove NOT' : 'Add NOT'}
      variant="ghost"
      scale="xs"
      className={`font-bold ${negated ? 'text-rose-700 dark:text-rose-300' : 'text-slate-400 hover:text-rose-600'}`}
      onClick={onToggle}
    >
      {negated ? 'NOT' : '¬'}
    </Button>
  );
}
