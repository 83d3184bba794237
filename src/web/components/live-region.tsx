/** @module A polite live region: screen readers hear result counts without focus moving. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="live-region">
      {message}
    </div>
  );
}
