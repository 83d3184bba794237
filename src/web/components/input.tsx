/**
 * @module The dashboard's one `<input>`: the native control, boxed with the shared border and sized by
 * `scale` when it takes text; checkboxes, radios and sliders stay as the browser draws them.
 */
import type { ComponentProps } from 'react';

export type InputScale = 'xs' | 'sm' | 'md';

const SCALE: Record<InputScale, string> = {
  xs: 'px-1 text-xs',
  sm: 'px-1 text-sm',
  md: 'px-2 py-1 text-sm',
};

const UNBOXED = new Set(['checkbox', 'radio', 'range']);

export interface InputProps extends ComponentProps<'input'> {
  /** The box's padding and text size (text-like types only). */
  scale?: InputScale;
}

export function inputClass(type: string | undefined, scale: InputScale, extra?: string): string | undefined {
  const box = UNBOXED.has(type ?? 'text')
    ? []
    : [
        'rounded border border-slate-300 bg-transparent dark:border-slate-600 dark:bg-slate-900',
        SCALE[scale],
      ];
  return [...box, extra].filter(Boolean).join(' ') || undefined;
}

export function Input({ scale = 'md', type, className, ...rest }: InputProps) {
  return <input type={type} className={inputClass(type, scale, className)} {...rest} />;
}
