/** @module Display formatting shared by features: timestamps (UTC and local, offset always printed), numbers. */

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2025-11-09 14:30 UTC`. */
export function formatUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** `14:30:05 UTC`: a time of day to the second, for arrivals. */
export function formatUtcTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

/** `2025-11-09 15:30 (UTC+01:00)` in the browser's zone. */
export function formatLocal(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const zone = `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())} (${zone})`;
}

export function formatPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A sentiment score (−1…1) with its sign: `+0.42`, `−0.31` (a true minus), `0.00`. */
export function formatScore(value: number): string {
  const text = Math.abs(value).toFixed(2);
  if (text === '0.00') return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en').format(value);
}

/** A minimum confidence as a screen reader should hear it (a slider's aria-valuetext). */
export function confidenceWords(min: number): string {
  return min > 0 ? `at least ${formatPercent(min)}` : 'any confidence';
}
