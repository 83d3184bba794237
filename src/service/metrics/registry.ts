/**
 * @module The service's Prometheus metrics, one registry per process (a process is one scrape target), as
 * named exports that the code measuring them imports: HTTP latency per route and status, limiter refusals,
 * live connections, ingest outcomes per source, poll errors, webhook deliveries; plus Node's own metrics
 * (event-loop lag, memory, GC) once `collectProcessMetrics` has run. Served by `metrics-route.ts`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();

/** Route is the route's pattern (`/v2/articles/by-link`), never the raw URL, so the label set stays small. */
export const httpRequestDuration = new Histogram({
  name: 'newsroom_http_request_duration_seconds',
  help: 'HTTP request latency, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const limitRefusals = new Counter({
  name: 'newsroom_limit_refusals_total',
  help: 'Requests refused by a plan limit (429), by limit: quota (monthly) or burst.',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});

export const liveConnections = new Gauge({
  name: 'newsroom_live_connections',
  help: 'Open WebSocket connections of this instance, by stream.',
  labelNames: ['stream'] as const,
  registers: [metricsRegistry],
});

export const ingestItems = new Counter({
  name: 'newsroom_ingest_items_total',
  help: 'Articles through the ingest pipeline (polls and imports), by source and outcome stage: created, revised, unchanged, skipped.',
  labelNames: ['source', 'stage'] as const,
  registers: [metricsRegistry],
});

export const pollErrors = new Counter({
  name: 'newsroom_poll_errors_total',
  help: 'Feed polls that failed, by source.',
  labelNames: ['source'] as const,
  registers: [metricsRegistry],
});

/** For the Redis limiter: requests whose burst the store decided because Redis did not answer. */
export const limiterFallbacks = new Counter({
  name: 'newsroom_limiter_redis_fallbacks_total',
  help: 'Requests whose burst limit was decided by the store because Redis was unreachable.',
  registers: [metricsRegistry],
});

/** For the webhook dispatcher: one per delivery attempt that the receiver accepted (2xx). */
export const webhookDeliveries = new Counter({
  name: 'newsroom_webhook_deliveries_total',
  help: 'Webhook deliveries the receiver accepted.',
  registers: [metricsRegistry],
});

/** For the webhook dispatcher: one per failed attempt, by reason (e.g. status, timeout, network). */
export const webhookDeliveryFailures = new Counter({
  name: 'newsroom_webhook_delivery_failures_total',
  help: 'Webhook delivery attempts that failed, by reason.',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

let processMetrics = false;

/** Adds Node's metrics (nodejs_eventloop_lag_seconds and its percentiles, heap, GC, handles) once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
