/** @module The enrichment worker thread: enrichArticle over batches of raw articles for the enrich pool. */
import { parentPort } from 'node:worker_threads';
import { enrichArticle } from '../../enrich/enrich-article';
import type { EnrichReply, EnrichRequest } from './enrich-messages';

const port = parentPort;
if (port === null) throw new Error('enrich-worker must run in a worker thread');

const reply = (message: EnrichReply): void => port.postMessage(message);

port.on('message', ({ id, raws }: EnrichRequest) => {
  try {
    reply({ kind: 'done', id, inputs: raws.map((raw) => enrichArticle(raw)) });
  } catch (error) {
    reply({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
