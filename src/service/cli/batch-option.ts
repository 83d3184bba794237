/** @module The `--batch <n>` option of the CLIs that work in batches: a whole number from 1 to their limit. */
import { InvalidArgumentError } from 'commander';
import { parseBatchSize } from '../ingest/import/import-jsonl';

export function batchSizeArgument(max: number): (text: string) => number {
  return (text) => {
    try {
      return parseBatchSize(text, max);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}
