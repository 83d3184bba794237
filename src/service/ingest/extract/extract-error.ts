/** @module ExtractError: why the extraction pool gave no article, as a named value with a stable code. */

export type ExtractErrorCode =
  /** The page took longer than the task timeout; its worker was terminated and replaced. */
  | 'extract.timeout'
  /** Too many pages already wait for a worker. */
  | 'extract.queue_full'
  /** The pool was closed before the page was extracted. */
  | 'extract.closed'
  /** The worker threw, crashed, ran out of memory or could not start. */
  | 'extract.failed';

export class ExtractError extends Error {
  override readonly name = 'ExtractError';

  constructor(
    readonly code: ExtractErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${message}`, options);
  }
}
