/** @module What a route shows while its code chunk loads: announced politely, so focus stays where it was. */
export function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
      Loading {label}…
    </p>
  );
}
