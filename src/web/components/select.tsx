/** @module The dashboard's one `<select>`: the native control with the shared border and a `scale` for its size. */
import type { ComponentProps } from 'react';

export type SelectScale = 'xs' | 'sm' | 'md';

const SCALE: Record<SelectScale, string> = {
  xs: 'text-xs',
  sm: 'px-1 text-sm',
  md: 'px-2 py-1 text-sm',
};

export interface SelectProps extends ComponentProps<'select'> {
  scale?: SelectScale;
}

export function Select({ scale = 'sm', className, ...rest }: SelectProps) {
  const classes = [
    'rounded border border-slate-300 bg-transparent dark:border-slate-600 dark:bg-slate-900',
    SCALE[scale],
    className,
  ];
  return <select className={classes.filter(Boolean).join(' ')} {...rest} />;
}
