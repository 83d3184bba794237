/**
 * @module Load generator for bench:search, run as its own process so the client's work does not
 * share the server's event loop. Reads {url, key, bodies, concurrency, seconds} as JSON from argv,
 * prints {requests, errors, seconds} as JSON.
 */
import { createJsonPoster } from './http-post';

export interface LoadPlan {
  url: string;
  key: string;
  bodies: unknown[];
  concurrency: number;
  seconds: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const poster = createJsonPoster(plan.url, { 'x-api-key': plan.key }, plan.concurrency);
let requests = 0;
let errors = 0;
const started = performance.now();
const deadline = started + plan.seconds * 1000;

await Promise.all(
  Array.from({ length: plan.concurrency }, async (_, worker) => {
    for (let i = worker; performance.now() < deadline; i += 1) {
      const res = await poster.post('/v2/articles', plan.bodies[i % plan.bodies.length]);
      if (res.status === 200) requests += 1;
      else errors += 1;
    }
  }),
);
poster.close();
process.stdout.write(JSON.stringify({ requests, errors, seconds: (performance.now() - started) / 1000 }));
