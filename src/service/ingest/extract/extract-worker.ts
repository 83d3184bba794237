/** @module The extraction worker thread: runs extractArticle for the pool, one page at a time. */
import { parentPort } from 'node:worker_threads';
import { extractArticle } from './extract-article';
import type { ExtractReply, ExtractRequest } from './extract-messages';

const port = parentPort;
if (port === null) throw new Error('extract-worker must run in a worker thread');

const reply = (message: ExtractReply): void => port.postMessage(message);

port.on('message', ({ id, html, url }: ExtractRequest) => {
  try {
    reply({ kind: 'done', id, article: extractArticle(html, url) });
  } catch (error) {
    reply({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
// jsdom and Readability are loaded by now: the pool starts timing tasks only from here.
reply({ kind: 'ready' });
