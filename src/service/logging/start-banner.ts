/**
 * @module The lines `npm start` prints once everything listens: where the API, dashboard and reference are,
 * where the key is kept, and the key itself on the start that created it. They are for a person: written
 * as plain text where the readable output goes, never into the JSON log (which gets one structured line).
 */
import path from 'node:path';

export interface StartBannerInfo {
  api: string;
  /** Null when the dashboard is served elsewhere (`npm run dev`: by Vite). */
  dashboard: string | null;
  docs: string;
  /** The local API key's file; shown relative to the working directory when it lies inside it. */
  keyFile: string;
  /** The local key when this start created it: shown this once. */
  newKey?: string;
}

export function startBanner(info: StartBannerInfo, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, info.keyFile);
  const keyFile = relative.startsWith('..') || path.isAbsolute(relative) ? info.keyFile : relative;
  const rows: [string, string][] = [
    ['API', info.api],
    ...(info.dashboard ? [['Dashboard', info.dashboard] as [string, string]] : []),
    ['Docs', info.docs],
    ...(info.newKey ? [['API key', `${info.newKey}  (new: shown this once)`] as [string, string]] : []),
    ['API key in', keyFile],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    'newsroom is running',
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`),
  ].join('\n');
}

/**
 * Where the banner is written: on stdout when the log there is readable text; on stderr when the log is
 * JSON and stderr is a terminal; nowhere when neither is for a person (the JSON log has its own line).
 */
export function bannerStream(options: {
  logFormat: 'pretty' | 'json';
  stderrIsTerminal: boolean;
}): 'stdout' | 'stderr' | null {
  if (options.logFormat === 'pretty') return 'stdout';
  return options.stderrIsTerminal ? 'stderr' : null;
}
