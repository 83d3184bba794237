/**
 * @module The subscribers of bench:live, in their own process so that reading does not share the server's
 * event loop. Reads a SubscriberPlan as JSON from argv, opens one connection per subscription, prints
 * `ready` once every one is admitted (and its latest match has come or could not), then counts the bench's
 * articles as they arrive and prints a SubscriberReport as JSON when `expected` have come or at `timeoutMs`.
 * Latency = arrival time − the article's publishDate, which the publisher sets to the time of its write.
 */
import WebSocket from 'ws';

export interface SubscriberPlan {
  url: string;
  key: string;
  subscriptions: Record<string, unknown>[];
  /** Links of the bench's own articles start with this; anything else is a latest match from before. */
  linkPrefix: string;
  expected: number;
  timeoutMs: number;
}

export interface SubscriberReport {
  received: number;
  duplicates: number;
  /** Deliveries per latency in whole milliseconds. */
  latencyHistogram: Record<string, number>;
  errors: string[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as SubscriberPlan;
const histogram: Record<string, number> = {};
let received = 0;
const seen = new Set<string>();
const errors: string[] = [];
let duplicates = 0;

function report(): void {
  const out: SubscriberReport = {
    received,
    duplicates,
    latencyHistogram: histogram,
    errors: errors.slice(0, 20),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
}

function open(subscription: Record<string, unknown>, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(plan.url, { headers: { 'x-api-key': plan.key }, perMessageDeflate: false });
    let admitted = false;
    socket.on('open', () => socket.send(JSON.stringify(subscription)));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        action: string;
        data?: { link?: string; publishDate?: string };
      };
      if (frame.action === 'admit' && !admitted) {
        admitted = true;
        resolve();
      } else if (frame.action === 'sendArticle' && frame.data?.link?.startsWith(plan.linkPrefix)) {
        const key = `${index} ${frame.data.link}`;
        if (seen.has(key)) duplicates += 1;
        else {
          seen.add(key);
          const ms = String(Date.now() - Date.parse(frame.data.publishDate ?? ''));
          histogram[ms] = (histogram[ms] ?? 0) + 1;
          received += 1;
          if (received === plan.expected) report();
        }
      } else if (frame.action === 'error') errors.push(String((frame as { data?: unknown }).data));
    });
    socket.on('close', (code) => {
      if (!admitted) reject(new Error(`connection ${index} closed with ${code} before admit`));
      else errors.push(`connection ${index} closed with ${code}`);
    });
    socket.on('error', (error) => (admitted ? errors.push(error.message) : reject(error)));
  });
}

// Open in waves, as many clients connecting at once would, without a thundering herd of handshakes.
const WAVE = 50;
for (let i = 0; i < plan.subscriptions.length; i += WAVE) {
  await Promise.all(plan.subscriptions.slice(i, i + WAVE).map((s, j) => open(s, i + j)));
}
// Let the latest matches that follow each admit arrive before the clock starts.
await new Promise((r) => setTimeout(r, 500));
process.stdout.write('ready\n');
setTimeout(report, plan.timeoutMs);
