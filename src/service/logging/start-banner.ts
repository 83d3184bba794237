/** @module The lines `npm start` prints once everything listens: where the API, dashboard and reference are, and where the key is kept. */
import path from 'node:path';

export interface StartBannerInfo {
  api: string;
  /** Null when the dashboard is served elsewhere (`npm run dev`: by Vite). */
  dashboard: string | null;
  docs: string;
  /** The local API key's file; shown relative to the working directory when it lies inside it. */
  keyFile: string;
}

export function startBanner(info: StartBannerInfo, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, info.keyFile);
  const keyFile = relative.startsWith('..') || path.isAbsolute(relative) ? info.keyFile : relative;
  const rows: [string, string][] = [
    ['API', info.api],
    ...(info.dashboard ? [['Dashboard', info.dashboard] as [string, string]] : []),
    ['Docs', info.docs],
    ['API key in', keyFile],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    'newsroom is running',
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
  ].join('\n');
}
