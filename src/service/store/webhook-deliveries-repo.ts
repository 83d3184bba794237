/**
 * @module The webhook outbox: deliveries enqueued by the dispatcher (or a test), claimed by workers with
 * FOR UPDATE SKIP LOCKED and a lease, every attempt recorded with the delivery's and the webhook's new state
 * in one transaction; the delivery log the API pages through.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryKind, WebhookDeliveryStatus } from '../../contract';
import type { Db, Queryable } from './db';

/** After this many consecutive failed deliveries a webhook is disabled until re-enabled (protocols §5). */
export const AUTO_DISABLE_AFTER = 10;

export interface NewDelivery {
  id: string;
  webhookId: number;
  kind: WebhookDeliveryKind;
  /** The change it delivers; null for a test delivery. */
  changeCursor: number | null;
  link: string;
  body: string;
  changedAt: Date;
}

/** Enqueues deliveries; a change already enqueued for a webhook is left as it is. */
export async function insertDeliveries(tx: Queryable, rows: readonly NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO webhook_deliveries (id, webhook_id, kind, change_cursor, link, body, changed_at)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.webhookId),
      rows.map((r) => r.kind),
      rows.map((r) => r.changeCursor),
      rows.map((r) => r.link),
      rows.map((r) => r.body),
      rows.map((r) => r.changedAt.toISOString()),
    ],
  );
}

export interface ClaimedDelivery {
  id: string;
  webhookId: number;
  kind: WebhookDeliveryKind;
  link: string;
  body: string;
  /** Attempts made before this one. */
  attempts: number;
  changedAt: Date;
  /** The claim's token: the attempt is recorded only while the claim is still this one. */
  claimToken: string;
}

interface ClaimedRow {
  id: string;
  webhook_id: number | string;
  kind: WebhookDeliveryKind;
  link: string;
  body: string;
  attempts: number;
  changed_at: Date | string;
  claim_token: string;
}

const toClaimed = (r: ClaimedRow): ClaimedDelivery => ({
  id: r.id,
  webhookId: Number(r.webhook_id),
  kind: r.kind,
  link: r.link,
  body: r.body,
  attempts: Number(r.attempts),
  changedAt: new Date(r.changed_at),
  claimToken: r.claim_token,
});

export interface ClaimRequest {
  /** At most this many in flight per webhook (on this worker). */
  perWebhook: number;
  /** What this worker already has in flight, per webhook id. */
  busy: ReadonlyMap<number, number>;
  /** At most this many in all. */
  limit: number;
  /** How long the claim holds: longer than an attempt can take. */
  leaseMs: number;
}

/**
 * Claims due deliveries of enabled webhooks, oldest first, within the per-webhook and total bounds. Rows
 * another worker is claiming are skipped (SKIP LOCKED); rows it has claimed are not due until its lease ends.
 */
export async function claimDueDeliveries(db: Queryable, request: ClaimRequest): Promise<ClaimedDelivery[]> {
  if (request.limit <= 0) return [];
  const busyIds = [...request.busy.keys()];
  const rows = await db.query<ClaimedRow>(
    `WITH locked AS (
       SELECT d.id, d.webhook_id, d.next_attempt_at
         FROM webhooks w
         CROSS JOIN LATERAL (
           SELECT d.id, d.webhook_id, d.next_attempt_at FROM webhook_deliveries d
            WHERE d.webhook_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= now()
              AND (d.claimed_until IS NULL OR d.claimed_until < now())
            ORDER BY d.next_attempt_at, d.id
            LIMIT $1
              FOR UPDATE OF d SKIP LOCKED
         ) d
        WHERE w.enabled
     ), ranked AS (
       SELECT l.id, l.next_attempt_at,
              row_number() OVER (PARTITION BY l.webhook_id ORDER BY l.next_attempt_at, l.id) AS rn,
              $1 - COALESCE(b.n, 0) AS free
         FROM locked l
         LEFT JOIN unnest($2::bigint[], $3::int[]) AS b(webhook_id, n) ON b.webhook_id = l.webhook_id
     ), chosen AS (
       SELECT id FROM ranked WHERE rn <= free ORDER BY next_attempt_at, id LIMIT $4
     )
     UPDATE webhook_deliveries t
        SET claimed_until = now() + $5::double precision * interval '1 millisecond', claim_token = $6
       FROM chosen WHERE t.id = chosen.id
     RETURNING t.id, t.webhook_id, t.kind, t.link, t.body, t.attempts, t.changed_at, t.claim_token`,
    [
      request.perWebhook,
      busyIds,
      busyIds.map((id) => request.busy.get(id) ?? 0),
      request.limit,
      request.leaseMs,
      randomUUID(),
    ],
  );
  return rows.map(toClaimed);
}

/** Inserts a delivery already claimed by its caller (a test delivery sent at once). */
export async function insertClaimedDelivery(
  db: Queryable,
  row: NewDelivery,
  leaseMs: number,
): Promise<ClaimedDelivery> {
  const rows = await db.query<ClaimedRow>(
    `INSERT INTO webhook_deliveries (id, webhook_id, kind, change_cursor, link, body, changed_at, claimed_until,
                                     claim_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8::double precision * interval '1 millisecond', $9)
     RETURNING id, webhook_id, kind, link, body, attempts, changed_at, claim_token`,
    [
      row.id,
      row.webhookId,
      row.kind,
      row.changeCursor,
      row.link,
      row.body,
      row.changedAt,
      leaseMs,
      randomUUID(),
    ],
  );
  return toClaimed(rows[0] as ClaimedRow);
}

export interface AttemptOutcome {
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  ok: boolean;
  /** When to try again after a failure; null when no attempt is left. */
  retryAt: Date | null;
}

export interface RecordedAttempt {
  /** False when the claim ran out and another worker took the delivery over: nothing was recorded. */
  recorded: boolean;
  status: WebhookDeliveryStatus;
  /** True when this failure disabled the webhook. */
  disabledWebhook: boolean;
}

/**
 * Records one attempt: the attempt row, the delivery's new state and, when the delivery ends, the webhook's
 * run of failures (reset by a success; disabling it at {@link AUTO_DISABLE_AFTER}). Test deliveries leave the
 * run alone. One transaction, so a crash never leaves half of it.
 */
export async function recordAttempt(
  db: Db,
  claim: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<RecordedAttempt> {
  const status: WebhookDeliveryStatus = outcome.ok ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE webhook_deliveries
          SET attempts = attempts + 1, status = $3, claimed_until = NULL, claim_token = NULL,
              next_attempt_at = COALESCE($4, next_attempt_at),
              finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
        WHERE id = $1 AND status = 'pending' AND claim_token = $2 RETURNING id`,
      [claim.id, claim.claimToken, status, outcome.retryAt],
    );
    if (updated.length === 0) return { recorded: false, status, disabledWebhook: false };
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        claim.id,
        claim.attempts + 1,
        outcome.attemptedAt,
        outcome.statusCode,
        outcome.latencyMs,
        outcome.error,
      ],
    );
    let disabledWebhook = false;
    if (claim.kind !== 'test' && status === 'delivered') {
      await tx.query(
        'UPDATE webhooks SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0',
        [claim.webhookId],
      );
    } else if (claim.kind !== 'test' && status === 'failed') {
      const rows = await tx.query<{ disabled: boolean }>(
        `UPDATE webhooks w
            SET consecutive_failures = w.consecutive_failures + 1,
                enabled = w.enabled AND w.consecutive_failures + 1 < $2,
                disabled_reason = CASE WHEN w.enabled AND w.consecutive_failures + 1 >= $2 THEN 'failures'
                                       ELSE w.disabled_reason END
          WHERE w.id = $1
        RETURNING (w.disabled_reason = 'failures' AND w.consecutive_failures = $2) AS disabled`,
        [claim.webhookId, AUTO_DISABLE_AFTER],
      );
      disabledWebhook = rows[0]?.disabled === true;
    }
    return { recorded: true, status, disabledWebhook };
  });
}

export interface DeliveryLogEntry {
  id: string;
  kind: WebhookDeliveryKind;
  link: string;
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attempts: {
    attempt: number;
    attemptedAt: Date;
    statusCode: number | null;
    latencyMs: number;
    error: string | null;
  }[];
}

/** One page of a webhook's deliveries, newest first, each with its attempts in order. */
export async function listDeliveries(
  db: Queryable,
  webhookId: number,
  options: { status?: WebhookDeliveryStatus; page: number; pageSize: number },
): Promise<DeliveryLogEntry[]> {
  const rows = await db.query<{
    id: string;
    kind: WebhookDeliveryKind;
    link: string;
    status: WebhookDeliveryStatus;
    next_attempt_at: Date | string;
    created_at: Date | string;
  }>(
    `SELECT id, kind, link, status, next_attempt_at, created_at FROM webhook_deliveries
      WHERE webhook_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [webhookId, options.status ?? null, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return withAttempts(db, rows);
}

/** One delivery of the webhook with its attempts; null when there is none. */
export async function findDelivery(
  db: Queryable,
  webhookId: number,
  id: string,
): Promise<DeliveryLogEntry | null> {
  const rows = await db.query<{
    id: string;
    kind: WebhookDeliveryKind;
    link: string;
    status: WebhookDeliveryStatus;
    next_attempt_at: Date | string;
    created_at: Date | string;
  }>(
    `SELECT id, kind, link, status, next_attempt_at, created_at FROM webhook_deliveries
      WHERE webhook_id = $1 AND id = $2`,
    [webhookId, id],
  );
  return (await withAttempts(db, rows))[0] ?? null;
}

async function withAttempts(
  db: Queryable,
  rows: {
    id: string;
    kind: WebhookDeliveryKind;
    link: string;
    status: WebhookDeliveryStatus;
    next_attempt_at: Date | string;
    created_at: Date | string;
  }[],
): Promise<DeliveryLogEntry[]> {
  if (rows.length === 0) return [];
  const attempts = await db.query<{
    delivery_id: string;
    attempt: number;
    attempted_at: Date | string;
    status_code: number | null;
    latency_ms: number;
    error: string | null;
  }>(
    `SELECT delivery_id, attempt, attempted_at, status_code, latency_ms, error FROM webhook_attempts
      WHERE delivery_id = ANY($1::uuid[]) ORDER BY delivery_id, attempt`,
    [rows.map((r) => r.id)],
  );
  const byDelivery = new Map<string, DeliveryLogEntry['attempts']>();
  for (const a of attempts) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({
      attempt: Number(a.attempt),
      attemptedAt: new Date(a.attempted_at),
      statusCode: a.status_code === null ? null : Number(a.status_code),
      latencyMs: Number(a.latency_ms),
      error: a.error,
    });
    byDelivery.set(a.delivery_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    link: r.link,
    status: r.status,
    nextAttemptAt: r.status === 'pending' ? new Date(r.next_attempt_at) : null,
    createdAt: new Date(r.created_at),
    attempts: byDelivery.get(r.id) ?? [],
  }));
}
