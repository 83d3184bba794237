import { describe, expect, it } from 'vitest';
import { isBrushKey, moveBrush } from './keyboard-brush';

describe('moveBrush', () => {
  it('starts on the newest bucket for ArrowLeft/End and on the first for ArrowRight/Home', () => {
    expect(moveBrush(null, 'ArrowLeft', false, 10)).toEqual({ lo: 9, hi: 9 });
    expect(moveBrush(null, 'End', true, 10)).toEqual({ lo: 9, hi: 9 });
    expect(moveBrush(null, 'ArrowRight', false, 10)).toEqual({ lo: 0, hi: 0 });
    expect(moveBrush(null, 'Home', false, 10)).toEqual({ lo: 0, hi: 0 });
  });

  it('moves the whole selection with an arrow and stops at either end keeping its width', () => {
    expect(moveBrush({ lo: 3, hi: 5 }, 'ArrowLeft', false, 10)).toEqual({ lo: 2, hi: 4 });
    expect(moveBrush({ lo: 0, hi: 2 }, 'ArrowLeft', false, 10)).toEqual({ lo: 0, hi: 2 });
    expect(moveBrush({ lo: 7, hi: 9 }, 'ArrowRight', false, 10)).toEqual({ lo: 7, hi: 9 });
    expect(moveBrush({ lo: 3, hi: 5 }, 'End', false, 10)).toEqual({ lo: 7, hi: 9 });
    expect(moveBrush({ lo: 3, hi: 5 }, 'Home', false, 10)).toEqual({ lo: 0, hi: 2 });
  });

  it('widens at the end the shifted arrow points to, never past the timeline', () => {
    expect(moveBrush({ lo: 3, hi: 5 }, 'ArrowLeft', true, 10)).toEqual({ lo: 2, hi: 5 });
    expect(moveBrush({ lo: 3, hi: 5 }, 'ArrowRight', true, 10)).toEqual({ lo: 3, hi: 6 });
    expect(moveBrush({ lo: 0, hi: 5 }, 'ArrowLeft', true, 10)).toEqual({ lo: 0, hi: 5 });
    expect(moveBrush({ lo: 3, hi: 5 }, 'Home', true, 10)).toEqual({ lo: 0, hi: 5 });
    expect(moveBrush({ lo: 3, hi: 5 }, 'End', true, 10)).toEqual({ lo: 3, hi: 9 });
  });

  it('selects nothing on an empty timeline', () => {
    expect(moveBrush(null, 'ArrowLeft', false, 0)).toBeNull();
    expect(moveBrush({ lo: 0, hi: 0 }, 'ArrowRight', false, 0)).toBeNull();
  });

  it('knows its keys', () => {
    expect(isBrushKey('ArrowLeft')).toBe(true);
    expect(isBrushKey('Enter')).toBe(false);
  });
});
