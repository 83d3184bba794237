/**
 * @module The refusal of a store too busy to take more work (store/bounded-queue.ts raises it); every surface
 * answers it as 503, so it lives below both.
 */
export class StoreBusyError extends Error {
  readonly code = 'store.busy';
  constructor(readonly maxPending: number) {
    super(`store: busy, ${maxPending} operations already waiting for the embedded store`);
  }
}

export const isStoreBusy = (error: unknown): error is StoreBusyError => error instanceof StoreBusyError;
