/**
 * @module The dashboard's one button: a native `<button>` (type="button" unless told otherwise) with a
 * variant for its weight and a `scale` for its size, so pages stop repeating Tailwind strings.
 */
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
/** `inline` adds no padding or font size: the button takes the text around it (links in sentences, rows). */
export type ButtonScale = 'inline' | 'xs' | 'sm' | 'md';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'rounded bg-blue-700 text-white hover:bg-blue-800',
  secondary:
    'rounded border border-slate-300 hover:bg-slate-100 aria-pressed:bg-blue-600 aria-pressed:text-white dark:border-slate-600 dark:hover:bg-slate-800',
  ghost: 'rounded hover:bg-slate-100 dark:hover:bg-slate-800',
  danger:
    'rounded border border-red-600 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
  link: 'text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200',
};

const SCALE: Record<ButtonScale, string> = {
  inline: '',
  xs: 'px-1.5 text-xs',
  sm: 'px-2 py-0.5 text-sm',
  md: 'px-3 py-1 text-sm',
};

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  scale?: ButtonScale;
}

export function buttonClass(variant: ButtonVariant, scale: ButtonScale, extra = ''): string {
  return [VARIANT[variant], SCALE[scale], 'disabled:cursor-not-allowed disabled:opacity-40', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'secondary',
  scale = 'sm',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, scale, className)} {...rest} />;
}
