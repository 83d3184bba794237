/** @module This month's requests per UTC day: a bar per day, or the same figures as a table. */
import type { AccountUsage } from '../../../../contract';
import { formatCount } from '../../../lib/format';

export type DailyView = 'chart' | 'table';

export function DailyUsage({ daily, view }: { daily: AccountUsage['daily']; view: DailyView }) {
  const max = Math.max(1, ...daily.map((d) => d.used));
  if (view === 'table') {
    return (
      <table className="w-full max-w-md text-sm" aria-label="Requests per day (UTC)">
        <thead>
          <tr className="text-left">
            <th className="py-1 font-semibold">Day (UTC)</th>
            <th className="py-1 text-right font-semibold">Requests</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-0.5">{d.day}</td>
              <td className="py-0.5 text-right tabular-nums">{formatCount(d.used)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <figure className="flex flex-col gap-1">
      <div
        className="flex h-40 items-end gap-0.5 border-b border-l border-slate-300 pl-1 dark:border-slate-700"
        role="img"
        aria-label={`Requests per day: ${daily.map((d) => `${d.day} ${d.used}`).join(', ')}`}
        data-testid="daily-usage-chart"
      >
        {daily.map((d) => (
          <div
            key={d.day}
            className="flex h-full flex-1 flex-col justify-end"
            title={`${d.day}: ${formatCount(d.used)}`}
          >
            <div
              className="w-full rounded-t bg-blue-500 dark:bg-blue-400"
              style={{ height: d.used ? `${Math.max(2, (d.used / max) * 100)}%` : 0 }}
            />
          </div>
        ))}
      </div>
      <figcaption className="flex justify-between text-xs text-slate-500">
        <span>{daily[0]?.day}</span>
        <span>
          requests per UTC day, highest {formatCount(max === 1 && !daily.some((d) => d.used) ? 0 : max)}
        </span>
        <span>{daily.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}
