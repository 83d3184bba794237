/** @module The `--batch <n>` option of the CLIs that work in batches: a whole number from 1 to their limit. */
import { InvalidArgumentError, Option } from 'commander';
import { parseBatchSize } from '../ingest/import/import-jsonl';

function batchSizeArgument(max: number): (text: string) => number {
  return (text) => {
    try {
      return parseBatchSize(text, max);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}

/** `--batch <n>`, at most `max`; `per` says what one batch is ("articles per step"), `fallback` its default. */
export function batchOption(per: string, max: number, fallback: number): Option {
  return new Option('--batch <n>', `${per} (1 to ${max})`)
    .argParser(batchSizeArgument(max))
    .default(fallback);
}
