/**
 * @module A relative date range ("last 30 days") kept relative in copied code: the expression each target
 * computes `from` with, floored to the minute as the page does (resolveRange), and the way back for paste.
 */
import { RANGE_PRESETS, type RangePreset } from '../../../lib/explorer-state';

export const RELATIVE_TARGETS = ['curl', 'typescript', 'python'] as const;
export type RelativeTarget = (typeof RELATIVE_TARGETS)[number];

const SHELL_AGO: Record<RangePreset, string> = {
  '1h': '1 hour ago',
  '24h': '24 hours ago',
  '7d': '7 days ago',
  '30d': '30 days ago',
  '90d': '90 days ago',
};
const JS_MS: Record<RangePreset, string> = {
  '1h': '3_600_000',
  '24h': '86_400_000',
  '7d': '7 * 86_400_000',
  '30d': '30 * 86_400_000',
  '90d': '90 * 86_400_000',
};
const PY_DELTA: Record<RangePreset, string> = {
  '1h': 'hours=1',
  '24h': 'hours=24',
  '7d': 'days=7',
  '30d': 'days=30',
  '90d': 'days=90',
};

/** The words for a preset, in notes. */
export const RANGE_WORDS: Record<RangePreset, string> = {
  '1h': 'the last hour',
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
};

/** The JSON string value a snippet is first rendered with, where `from` goes. */
export function relativeMarker(preset: RangePreset): string {
  return `@relative:${preset}`;
}

/**
 * What replaces the marker's JSON string (`"@relative:30d"`, quotes included). curl's body is one
 * single-quoted shell word, so its expression leaves the quotes, substitutes `date`, and re-enters them.
 */
function replacement(target: RelativeTarget, preset: RangePreset): string {
  switch (target) {
    case 'curl':
      return `"'"$(date -u -d '${SHELL_AGO[preset]}' +%Y-%m-%dT%H:%M:00Z)"'"`;
    case 'typescript':
      return `new Date(Math.floor(Date.now() / 60_000) * 60_000 - ${JS_MS[preset]}).toISOString()`;
    case 'python':
      return `(datetime.now(timezone.utc) - timedelta(${PY_DELTA[preset]})).strftime("%Y-%m-%dT%H:%M:00Z")`;
  }
}

/** Puts the target's expression where the marker is. */
export function insertRelative(text: string, target: RelativeTarget, preset: RangePreset): string {
  return text.replace(JSON.stringify(relativeMarker(preset)), () => replacement(target, preset));
}

/** The way back: every known expression becomes its marker again, so the text is plain JSON-ish. */
export function markRelative(text: string): string {
  let out = text;
  for (const target of RELATIVE_TARGETS)
    for (const preset of RANGE_PRESETS)
      out = out.split(replacement(target, preset)).join(JSON.stringify(relativeMarker(preset)));
  return out;
}

/** The preset a `from` value stands for, when it is a marker. */
export function presetOfMarker(value: unknown): RangePreset | undefined {
  if (typeof value !== 'string' || !value.startsWith('@relative:')) return undefined;
  return RANGE_PRESETS.find((preset) => relativeMarker(preset) === value);
}
