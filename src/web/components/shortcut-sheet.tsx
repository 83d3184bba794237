/** @module The `?` keyboard reference. */
import { Drawer } from './drawer';

export const SHORTCUTS: [string, string][] = [
  ['/', 'Focus the query'],
  ['j / k', 'Next / previous result'],
  ['o or Enter', 'Open the selected article'],
  ['Escape', 'Close the article or this sheet'],
  ['?', 'Show this sheet'],
];

export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  return (
    <Drawer title="Keyboard shortcuts" onClose={onClose}>
      <table className="w-full text-sm">
        <tbody>
          {SHORTCUTS.map(([keys, action]) => (
            <tr key={keys} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-1 pr-4 text-left font-mono">
                {keys}
              </th>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Drawer>
  );
}
