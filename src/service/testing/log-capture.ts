/** @module Test support: a pino logger writing JSON lines to memory, so a test can read what was logged. */
import { Writable } from 'node:stream';
import pino, { type Logger, type LoggerOptions } from 'pino';

export interface CapturedLog {
  logger: Logger;
  /** Every line written so far, as parsed JSON. */
  lines(): Record<string, unknown>[];
  /** The raw text written so far. */
  text(): string;
}

export function captureLog(options: LoggerOptions = {}): CapturedLog {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  const logger = pino({ level: 'trace', ...options }, sink);
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
