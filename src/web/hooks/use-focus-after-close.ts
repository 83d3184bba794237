/** @module Puts focus back on the control that opened an inline form once that form closes, so keyboard users keep their place. */
import { useEffect, useRef } from 'react';

export function useFocusAfterClose<T extends HTMLElement>(open: boolean) {
  const target = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return target;
}
