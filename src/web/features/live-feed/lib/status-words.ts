/** @module A live status in a few words: the badge, the explorer tab and the screen-reader announcement. */
import type { LiveStatus } from './live-feed';

export function statusLabel(status: LiveStatus, now: number): string {
  switch (status.kind) {
    case 'off':
      return 'Off';
    case 'connecting':
      return status.phase === 'opening' ? 'Connecting…' : 'Subscribing…';
    case 'live':
      return 'Live';
    case 'paused':
      return 'Paused';
    case 'rejected':
      return 'Filters refused';
    case 'reconnecting':
      return `Reconnecting in ${Math.max(0, Math.ceil((status.at - now) / 1000))} s`;
    case 'stopped':
      return 'Stopped';
  }
}

export type StatusTone = 'ok' | 'wait' | 'paused' | 'bad' | 'idle';

export function statusTone(status: LiveStatus): StatusTone {
  switch (status.kind) {
    case 'live':
      return 'ok';
    case 'paused':
      return 'paused';
    case 'connecting':
    case 'reconnecting':
      return 'wait';
    case 'rejected':
    case 'stopped':
      return 'bad';
    case 'off':
      return 'idle';
  }
}

/** One lowercase word, for a tab badge (no countdown: it would need a clock of its own). */
export function statusWord(status: LiveStatus): string {
  const words: Record<LiveStatus['kind'], string> = {
    off: 'off',
    connecting: 'connecting',
    live: 'on',
    paused: 'paused',
    rejected: 'refused',
    reconnecting: 'reconnecting',
    stopped: 'stopped',
  };
  return words[status.kind];
}
