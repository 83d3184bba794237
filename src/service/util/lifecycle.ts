/**
 * @module The lifecycle of a running service: each resource registers its close where it is opened, and
 * closing runs them last-opened first, so what depends on a resource is closed before it and no one keeps
 * the shutdown order by hand.
 */

export type Close = () => Promise<void> | void;

export interface Lifecycle {
  /** Registers the close of a resource just opened. Registered after closing began, it is closed at once. */
  add(name: string, close: Close): void;
  /**
   * Closes every registered resource, last-registered first; each close runs even when an earlier one failed.
   * Rejects after all ran when any failed (an AggregateError naming them). Calling it again returns the same.
   */
  closeAll(): Promise<void>;
}

/** `onError` hears of each failed close as it happens (e.g. to log it with the resource's name). */
export function createLifecycle(
  onError: (name: string, error: unknown) => void = () => undefined,
): Lifecycle {
  const opened: { name: string; close: Close }[] = [];
  let closing: Promise<void> | undefined;

  async function closeOne(name: string, close: Close): Promise<unknown> {
    try {
      await close();
      return undefined;
    } catch (error) {
      onError(name, error);
      return new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  async function closeInReverse(): Promise<void> {
    const failures: unknown[] = [];
    for (let next = opened.pop(); next; next = opened.pop()) {
      const failure = await closeOne(next.name, next.close);
      if (failure) failures.push(failure);
    }
    if (failures.length > 0) {
      const names = failures.map((f) => (f instanceof Error ? f.message : String(f))).join('; ');
      throw new AggregateError(failures, `closing failed: ${names}`);
    }
  }

  return {
    add(name, close) {
      if (closing) void closeOne(name, close);
      else opened.push({ name, close });
    },
    closeAll() {
      closing ??= closeInReverse();
      return closing;
    },
  };
}

/**
 * Runs `open`, which registers what it opens on `lifecycle`; when it fails half-way, closes what it had
 * opened, then rethrows its error (failed closes go to the lifecycle's `onError` only).
 */
export async function openWithin<T>(lifecycle: Lifecycle, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    await lifecycle.closeAll().catch(() => undefined);
    throw error;
  }
}
