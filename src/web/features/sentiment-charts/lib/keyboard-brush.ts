/**
 * @module A brush moved from the keyboard over `count` buckets: arrows move the selection, shift+arrow
 * widens (or narrows) it at the end the arrow points to, Home/End jump to the first/last bucket. Enter
 * applies it and Escape drops it (the component's job); this is only the selection arithmetic.
 */

export interface BrushSelection {
  /** First selected bucket (inclusive). */
  lo: number;
  /** Last selected bucket (inclusive). */
  hi: number;
}

export type BrushKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export function isBrushKey(key: string): key is BrushKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';
}

const clamp = (i: number, count: number) => Math.max(0, Math.min(count - 1, i));

/**
 * The selection after a key. With none yet, the first key selects one bucket: the last for ArrowLeft/End
 * (the newest, where a reader of a timeline starts), the first for ArrowRight/Home.
 */
export function moveBrush(
  selection: BrushSelection | null,
  key: BrushKey,
  widen: boolean,
  count: number,
): BrushSelection | null {
  if (count <= 0) return null;
  if (!selection) {
    const at = key === 'ArrowRight' || key === 'Home' ? 0 : count - 1;
    return { lo: at, hi: at };
  }
  const { lo, hi } = selection;
  if (widen) {
    switch (key) {
      case 'ArrowLeft':
        return { lo: clamp(lo - 1, count), hi };
      case 'ArrowRight':
        return { lo, hi: clamp(hi + 1, count) };
      case 'Home':
        return { lo: 0, hi };
      case 'End':
        return { lo, hi: count - 1 };
    }
  }
  const width = hi - lo;
  switch (key) {
    case 'ArrowLeft': {
      const start = clamp(lo - 1, count);
      return { lo: start, hi: start + width };
    }
    case 'ArrowRight': {
      const end = clamp(hi + 1, count);
      return { lo: end - width, hi: end };
    }
    case 'Home':
      return { lo: 0, hi: width };
    case 'End':
      return { lo: count - 1 - width, hi: count - 1 };
  }
}
