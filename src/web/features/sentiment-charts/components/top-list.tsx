/** @module A ranked list with inline bars; clicking an entry adds it as a filter. */
import { Button } from '../../../components/button';

interface Props {
  title: string;
  items: { key: string; label: string; count: number }[];
  onPick: (key: string) => void;
}

export function TopList({ title, items, onPick }: Props) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section>
      <h3 className="text-sm font-semibold">{title}</h3>
      {items.length === 0 && <p className="text-xs text-slate-500">None.</p>}
      <ol className="text-xs">
        {items.map((item) => (
          <li key={item.key}>
            <Button
              variant="ghost"
              scale="inline"
              className="flex w-full items-center gap-2 py-0.5 text-left hover:underline"
              onClick={() => onPick(item.key)}
              title={`Filter by ${item.key}`}
            >
              <span className="w-40 truncate">{item.label}</span>
              <span
                className="h-2 rounded bg-blue-500"
                style={{ width: `${(item.count / max) * 60}%` }}
                aria-hidden="true"
              />
              <span>{item.count}</span>
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
