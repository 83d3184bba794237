/**
 * @module Where the service's log lines go: human-readable (pino-pretty) when they reach a terminal, one JSON
 * object a line otherwise. Written asynchronously — synchronous writes were 15% of the service's CPU under load
 * (issue 21) — and flushed when the process exits (pino and pino-pretty register the flush on exit).
 */
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'pretty' | 'json';

export interface LogDestinationOptions {
  format: LogFormat;
  /** A file descriptor or path; stdout by default. */
  dest?: number | string;
  /** Whether `dest` is a terminal; `auto` picks pretty then. Defaults to stdout's. */
  isTerminal?: boolean;
}

/** Fields pretty output leaves out: the same on every line, or shown in the message already. */
const PRETTY_IGNORE = 'pid,hostname,service,banner,req,res,responseTime';

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A request's line reads `GET /v2/sources 200 3.1 ms`; other lines with a request name it after their message. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const method = field(log.req, 'method');
  const url = field(log.req, 'url');
  if (typeof method !== 'string' || typeof url !== 'string') return message;
  const status = field(log.res, 'statusCode');
  const time = log.responseTime;
  if (typeof status === 'number' && typeof time === 'number' && message === 'request completed') {
    return `${method} ${url} ${status} ${time.toFixed(1)} ms`;
  }
  return `${message} (${method} ${url}${typeof status === 'number' ? ` ${status}` : ''})`;
}

export function resolveLogFormat(format: LogFormat, isTerminal: boolean): 'pretty' | 'json' {
  if (format !== 'auto') return format;
  return isTerminal ? 'pretty' : 'json';
}

export function logDestination(options: LogDestinationOptions): DestinationStream {
  const dest = options.dest ?? 1;
  const format = resolveLogFormat(options.format, options.isTerminal ?? process.stdout.isTTY === true);
  if (format === 'json') return pino.destination({ dest, sync: false });
  return pretty({
    destination: dest,
    sync: false,
    colorize: dest === 1 && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: PRETTY_IGNORE,
    messageFormat: prettyMessage,
  });
}
