/**
 * @module A right-hand modal panel on the native `<dialog>`: `showModal()` makes the page behind it inert
 * and Tab wraps around its controls, so focus stays inside; Escape closes it whatever was clicked last (the browser's `cancel`, not a key
 * handler on a focused element); a click on the backdrop closes it; focus returns to the opener on close.
 */
import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  title: string;
  onClose: () => void;
  /** Keys pressed anywhere inside the panel (after Escape, which always closes). */
  onKeyDown?: (e: KeyboardEvent<HTMLDialogElement>) => void;
  /** Where focus goes on close when not back to the opener (e.g. the row of the article shown last). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control comes back to the first (and Shift+Tab the other way), never to the browser's UI. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Drawer({ title, onClose, onKeyDown, returnFocus, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Effect events: the dialog is opened once, yet closing and refocusing use the latest props.
  const close = useEffectEvent(() => onClose());
  const focusTarget = useEffectEvent(() => returnFocus?.() ?? null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    el.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      close();
    };
    // Chrome closes a dialog without a cancelable `cancel` on a repeated Escape with no click between.
    const onNativeClose = () => close();
    el.addEventListener('cancel', onCancel);
    el.addEventListener('close', onNativeClose);
    return () => {
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('close', onNativeClose);
      if (typeof el.close === 'function' && el.open) el.close();
      (focusTarget() ?? previous)?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      tabIndex={-1}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-2xl overflow-y-auto bg-white p-4 text-slate-900 shadow-xl backdrop:bg-black/30 dark:bg-slate-900 dark:text-slate-100"
      onClick={(e) => {
        // A click on the backdrop lands on the dialog itself, outside its content box.
        if (e.target !== e.currentTarget) return;
        const box = e.currentTarget.getBoundingClientRect();
        const outside =
          e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
        if (outside) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
          return;
        }
        if (e.key === 'Tab') {
          keepTabInside(e);
          return;
        }
        onKeyDown?.(e);
      }}
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button aria-label="Close" variant="ghost" scale="inline" className="px-2 text-xl" onClick={onClose}>
          ×
        </Button>
      </div>
      {children}
    </dialog>
  );
}
