/**
 * @module The webhook outbox: deliveries enqueued by the dispatcher (or a test), claimed by workers with
 * FOR UPDATE SKIP LOCKED and a lease, every attempt recorded with the delivery's and the webhook's new state
 * in one transaction; the delivery log the API pages through. Pending deliveries point at their body, stored
 * once for all the deliveries that send it (migration 039).
 */
import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryKind, WebhookDeliveryStatus } from '../../contract';
import { v7 as orderedUuid } from 'uuid';
import { inTransaction, type Queryable, type SqlValue } from './db';
import { toWebhookRecord, type WebhookRecord } from './webhooks-repo';

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

/** Deliveries per statement: a batch of many changes for many webhooks is written in parts of this size. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Enqueues deliveries; a change already enqueued for a webhook is left as it is. Each distinct body is stored
 * once. It is written only when a delivery that points at it was enqueued, and in the same transaction as all
 * such deliveries, so no body is ever written without its deliveries.
 */
export async function insertDeliveries(
  tx: Queryable,
  rows: readonly NewDelivery[],
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<void> {
  if (rows.length === 0) return;
  const idOf = new Map<string, string>();
  const bodyIds = rows.map((r) => {
    let id = idOf.get(r.body);
    if (id === undefined) {
      id = orderedUuid();
      idOf.set(r.body, id);
    }
    return id;
  });
  if (rows.length <= rowsPerStatement) {
    await insertPart(tx, rows, bodyIds, idOf);
    return;
  }
  await inTransaction(tx, async (t) => {
    for (let at = 0; at < rows.length; at += rowsPerStatement) {
      const end = at + rowsPerStatement;
      await insertPart(t, rows.slice(at, end), bodyIds.slice(at, end), idOf);
    }
  });
}

/** One statement: `rows` (their bodies' ids in `bodyIds`) and the bodies they point at, `idOf` by text. */
async function insertPart(
  tx: Queryable,
  rows: readonly NewDelivery[],
  bodyIds: readonly string[],
  idOf: ReadonlyMap<string, string>,
): Promise<void> {
  const texts = [...new Set(rows.map((r) => r.body))];
  await tx.query(
    `WITH d AS (
       INSERT INTO webhook_deliveries (id, webhook_id, kind, change_cursor, link, body_id, changed_at)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::uuid[],
                            $7::timestamptz[])
       ON CONFLICT DO NOTHING
       RETURNING body_id
     )
     INSERT INTO webhook_bodies (id, body)
     SELECT b.id, b.body FROM unnest($8::uuid[], $9::text[]) AS b(id, body)
      WHERE b.id IN (SELECT body_id FROM d)
     -- A body whose deliveries span two parts was stored by the first.
     ON CONFLICT (id) DO NOTHING`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.webhookId),
      rows.map((r) => r.kind),
      rows.map((r) => r.changeCursor),
      rows.map((r) => r.link),
      bodyIds,
      rows.map((r) => r.changedAt.toISOString()),
      texts.map((text) => idOf.get(text)),
      texts,
    ],
  );
}

export interface ClaimedDelivery {
  id: string;
  webhookId: number;
  /** The webhook's key: whose share of the worker's slots the delivery takes. */
  keyId: number;
  kind: WebhookDeliveryKind;
  link: string;
  /** The stored body it points at; `body` is its text, the bytes sent and signed. */
  bodyId: string;
  /** Null only if the body row is missing, which the outbox's rules never allow: the attempt then fails. */
  body: string | null;
  /** Attempts made before this one. */
  attempts: number;
  changedAt: Date;
  /** The claim's token: the attempt is recorded only while the claim is still this one. */
  claimToken: string;
}

interface ClaimedRow {
  id: string;
  webhook_id: number | string;
  key_id: number | string;
  kind: WebhookDeliveryKind;
  link: string;
  body_id: string;
  body: string | null;
  attempts: number;
  changed_at: Date | string;
  claim_token: string;
}

const toClaimed = (r: ClaimedRow): ClaimedDelivery => ({
  id: r.id,
  webhookId: Number(r.webhook_id),
  keyId: Number(r.key_id),
  kind: r.kind,
  link: r.link,
  bodyId: r.body_id,
  body: r.body,
  attempts: Number(r.attempts),
  changedAt: new Date(r.changed_at),
  claimToken: r.claim_token,
});

export interface ClaimRequest {
  /** At most this many in flight per webhook (on this worker), unless `webhookLimits` names another bound. */
  perWebhook: number;
  /** What this worker already has in flight, per webhook id. */
  busy: ReadonlyMap<number, number>;
  /** Bounds other than `perWebhook`, per webhook id (the worker adapts them to how receivers answer). */
  webhookLimits?: ReadonlyMap<number, number>;
  /**
   * At most this many in flight per key (on this worker), unless `keyLimits` names another bound: one
   * account's receivers hold only its share.
   */
  perKey: number;
  /** What this worker already has in flight, per key id. */
  busyKeys: ReadonlyMap<number, number>;
  /** Bounds other than `perKey`, per key id. */
  keyLimits?: ReadonlyMap<number, number>;
  /** Attempts a delivery gets: the last one ends it (and, failing, counts towards auto-disable). */
  maxAttempts: number;
  /** At most this many in all. */
  limit: number;
  /** How long the claim holds: longer than an attempt can take. */
  leaseMs: number;
}

/**
 * Claims due deliveries of enabled webhooks within the per-webhook, per-key and total bounds, taking them in
 * turn across keys (each key's oldest first, and within a key each webhook's oldest first), so that one key's
 * backlog never queues another key's deliveries behind it. Each webhook's deliveries are claimed oldest first.
 * A last attempt is claimed only while the webhook's run of failures, with the last attempts in flight on any
 * instance, stays under {@link AUTO_DISABLE_AFTER}: those in flight cannot carry it past. Rows another worker
 * is claiming are skipped (SKIP LOCKED); rows it has claimed are not due until its lease ends. The claim
 * commits without waiting for the disk: a claim lost in a database crash only lets the delivery be claimed
 * (and sent) again, which at-least-once allows, and waiting for an fsync per claim halved delivery.
 */
export async function claimDueDeliveries(db: Queryable, request: ClaimRequest): Promise<ClaimedDelivery[]> {
  return (await claimDueWork(db, request)).map((w) => w.claim);
}

/** How many more each id named in `busy` or `limits` may take; an id named in neither may take `bound`. */
function roomById(
  busy: ReadonlyMap<number, number>,
  limits: ReadonlyMap<number, number> | undefined,
  bound: number,
): Map<number, number> {
  const room = new Map<number, number>();
  for (const id of new Set([...busy.keys(), ...(limits?.keys() ?? [])])) {
    room.set(id, (limits?.get(id) ?? bound) - (busy.get(id) ?? 0));
  }
  return room;
}

/** A claimed delivery with its webhook as the claim found it. */
export interface ClaimedWork {
  claim: ClaimedDelivery;
  webhook: WebhookRecord;
}

/**
 * {@link claimDueDeliveries}, each with its webhook (URL, sealed secret and auth, run of failures) read by the
 * same statement: the worker sends without a look-up of its own, a round trip per claim (on the embedded
 * store, a turn behind every other statement).
 */
export async function claimDueWork(db: Queryable, request: ClaimRequest): Promise<ClaimedWork[]> {
  if (request.limit <= 0) return [];
  const room = roomById(request.busy, request.webhookLimits, request.perWebhook);
  const keyRoom = roomById(request.busyKeys, request.keyLimits, request.perKey);
  // Full webhooks and keys are left out before their rows are looked at: none of them could be claimed, and
  // locking each one's next due rows on every claim (a dead key's, always full) cost more than the claim.
  const fullIds = [...room].filter(([, n]) => n <= 0).map(([id]) => id);
  const fullKeyIds = [...keyRoom].filter(([, n]) => n <= 0).map(([id]) => id);
  const rows = await db.query<ClaimedRow & { webhook: Parameters<typeof toWebhookRecord>[0] }>(
    `WITH sync AS (SELECT set_config('synchronous_commit', 'off', true)),
     locked AS (
       SELECT d.id, d.webhook_id, w.key_id, d.next_attempt_at, w.consecutive_failures,
              d.kind <> 'test' AND d.attempts + 1 >= $7 AS last,
              COALESCE(b.n, $1) AS free, COALESCE(k.n, $9) AS key_free
         FROM webhooks w
         LEFT JOIN unnest($2::bigint[], $3::int[]) AS b(webhook_id, n) ON b.webhook_id = w.id
         LEFT JOIN unnest($10::bigint[], $11::int[]) AS k(key_id, n) ON k.key_id = w.key_id
         CROSS JOIN LATERAL (
           SELECT d.id, d.webhook_id, d.next_attempt_at, d.kind, d.attempts FROM webhook_deliveries d
            WHERE d.webhook_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= now()
              AND (d.claimed_until IS NULL OR d.claimed_until < now())
            ORDER BY d.next_attempt_at, d.id
            -- No more rows locked than the webhook, its key and the claim could take.
            LIMIT GREATEST(0, LEAST(COALESCE(b.n, $1), COALESCE(k.n, $9), $4))
              FOR UPDATE OF d SKIP LOCKED
         ) d
        WHERE w.enabled AND EXISTS (SELECT 1 FROM sync)
          AND w.id <> ALL($12::bigint[]) AND w.key_id <> ALL($13::bigint[])
     ), room AS (
       -- Only for webhooks with a last attempt due: how many more may be in flight.
       SELECT l.webhook_id, $8 - min(l.consecutive_failures) - (
                SELECT count(*) FROM webhook_deliveries f
                 WHERE f.webhook_id = l.webhook_id AND f.claimed_until IS NOT NULL
                   AND f.claimed_until >= now() AND f.status = 'pending'
                   AND f.kind <> 'test' AND f.attempts + 1 >= $7
              ) AS n
         FROM locked l WHERE l.last GROUP BY l.webhook_id
     ), allowed AS (
       SELECT l.*, count(*) FILTER (WHERE l.last) OVER w AS last_rn
         FROM locked l
       WINDOW w AS (PARTITION BY l.webhook_id ORDER BY l.next_attempt_at, l.id)
     ), ranked AS (
       SELECT a.id, a.key_id, a.next_attempt_at, a.free, a.key_free,
              row_number() OVER (PARTITION BY a.webhook_id ORDER BY a.next_attempt_at, a.id) AS rn
         FROM allowed a
         LEFT JOIN room r ON r.webhook_id = a.webhook_id
        WHERE NOT a.last OR a.last_rn <= r.n
     ), keyed AS (
       SELECT r.id, r.next_attempt_at, r.key_free,
              row_number() OVER (PARTITION BY r.key_id ORDER BY r.rn, r.next_attempt_at, r.id) AS key_rn
         FROM ranked r
        WHERE r.rn <= r.free
     ), chosen AS (
       SELECT id FROM keyed WHERE key_rn <= key_free ORDER BY key_rn, next_attempt_at, id LIMIT $4
     )
     UPDATE webhook_deliveries t
        SET claimed_until = now() + $5::double precision * interval '1 millisecond', claim_token = $6
       FROM chosen, webhooks w
      WHERE t.id = chosen.id AND w.id = t.webhook_id
     RETURNING t.id, t.webhook_id, w.key_id, t.kind, t.link, t.body_id,
               (SELECT b.body FROM webhook_bodies b WHERE b.id = t.body_id) AS body, t.attempts, t.changed_at,
               t.claim_token, row_to_json(w) AS webhook`,
    [
      request.perWebhook,
      [...room.keys()],
      [...room.values()],
      request.limit,
      request.leaseMs,
      randomUUID(),
      request.maxAttempts,
      AUTO_DISABLE_AFTER,
      request.perKey,
      [...keyRoom.keys()],
      [...keyRoom.values()],
      fullIds,
      fullKeyIds,
    ],
    // Planned once per connection: planning this statement cost as much as running it (15 ms under load).
    { prepare: true },
  );
  return rows.map((r) => ({ claim: toClaimed(r), webhook: toWebhookRecord(r.webhook) }));
}

/** Inserts a delivery already claimed by its caller (a test delivery sent at once), with its body. */
export async function insertClaimedDelivery(
  db: Queryable,
  row: NewDelivery,
  leaseMs: number,
): Promise<ClaimedDelivery> {
  const rows = await db.query<ClaimedRow>(
    `WITH d AS (
       INSERT INTO webhook_deliveries (id, webhook_id, kind, change_cursor, link, body_id, changed_at, claimed_until,
                                       claim_token)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8::double precision * interval '1 millisecond', $9)
       RETURNING id, webhook_id, (SELECT key_id FROM webhooks WHERE id = $2) AS key_id, kind, link, body_id,
                 attempts, changed_at, claim_token
     ), b AS (
       INSERT INTO webhook_bodies (id, body) SELECT body_id, $10 FROM d RETURNING body
     )
     SELECT d.*, b.body FROM d, b`,
    [
      row.id,
      row.webhookId,
      row.kind,
      row.changeCursor,
      row.link,
      orderedUuid(),
      row.changedAt,
      leaseMs,
      randomUUID(),
      row.body,
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

/** What a recorded attempt does to its webhook's run of failures. */
function webhookUpdate(claim: ClaimedDelivery, status: WebhookDeliveryStatus): string {
  // Every variant names $7 and $8, so that PostgreSQL can type them.
  if (claim.kind === 'test' || status === 'pending')
    return 'SELECT false AS disabled WHERE $7::bigint IS NULL AND $8::int IS NULL';
  if (status === 'delivered') {
    return `UPDATE webhooks SET consecutive_failures = 0
             WHERE id = $7 AND consecutive_failures <> 0 AND $8::int IS NOT NULL AND EXISTS (SELECT 1 FROM d)
         RETURNING false AS disabled`;
  }
  return `UPDATE webhooks w
             SET consecutive_failures = w.consecutive_failures + 1,
                 enabled = w.enabled AND w.consecutive_failures + 1 < $8,
                 disabled_reason = CASE WHEN w.enabled AND w.consecutive_failures + 1 >= $8 THEN 'failures'
                                        ELSE w.disabled_reason END
           WHERE w.id = $7 AND EXISTS (SELECT 1 FROM d)
       RETURNING (w.disabled_reason = 'failures' AND w.consecutive_failures = $8) AS disabled`;
}

/**
 * Records one attempt: the attempt row, the delivery's new state and, when the delivery ends, the webhook's
 * run of failures (reset by a success; disabling it at {@link AUTO_DISABLE_AFTER}). Test deliveries leave the
 * run alone. A delivery that ends lets go of its body, which is deleted when no other delivery points at it.
 * One statement (one transaction, one round trip), so a crash never leaves half of it; it commits without
 * waiting for the disk, since losing it in a crash only means the delivery is sent again.
 */
export async function recordAttempt(
  db: Queryable,
  claim: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<RecordedAttempt> {
  const status: WebhookDeliveryStatus = outcome.ok ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
  const rows = await db.query<{ recorded: boolean; disabled: boolean | null }>(
    `WITH sync AS (SELECT set_config('synchronous_commit', 'off', true)),
     d AS (
       UPDATE webhook_deliveries
          SET attempts = attempts + 1, status = $3, claimed_until = NULL, claim_token = NULL,
              next_attempt_at = COALESCE($4, next_attempt_at),
              finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END,
              body_id = CASE WHEN $3 = 'pending' THEN body_id END
        WHERE id = $1 AND status = 'pending' AND claim_token = $2 AND EXISTS (SELECT 1 FROM sync)
       RETURNING id, attempts
     ), a AS (
       INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
       SELECT d.id, d.attempts, $5, $6, $9, $10 FROM d
     ), gone AS (
       DELETE FROM webhook_bodies b
        WHERE b.id = $11 AND $3 <> 'pending' AND EXISTS (SELECT 1 FROM d)
          AND (SELECT 1 FROM webhook_deliveries o WHERE o.body_id = b.id AND o.id <> $1 LIMIT 1) IS NULL
     ), w AS (${webhookUpdate(claim, status)})
     SELECT EXISTS (SELECT 1 FROM d) AS recorded, (SELECT bool_or(disabled) FROM w) AS disabled`,
    [
      claim.id,
      claim.claimToken,
      status,
      outcome.retryAt,
      outcome.attemptedAt,
      outcome.statusCode,
      claim.webhookId,
      AUTO_DISABLE_AFTER,
      outcome.latencyMs,
      outcome.error,
      claim.bodyId,
    ],
  );
  const row = rows[0];
  return { recorded: row?.recorded === true, status, disabledWebhook: row?.disabled === true };
}

export interface DeliveredAttempt {
  claim: ClaimedDelivery;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
}

/**
 * Records many successful attempts in one statement: each delivery ends as delivered (while its claim is still
 * the one that sent it), its attempt is logged, the bodies no other delivery points at are deleted, and the run
 * of failures of each webhook concerned is reset (test deliveries leave it alone). Returns the ids of the
 * deliveries recorded. Committed without waiting for the disk, as {@link recordAttempt}.
 */
export async function recordDeliveredAttempts(
  db: Queryable,
  attempts: readonly DeliveredAttempt[],
): Promise<Set<string>> {
  if (attempts.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `WITH sync AS (SELECT set_config('synchronous_commit', 'off', true)),
     input AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::int[], $5::int[], $6::uuid[])
         AS i(id, token, attempted_at, status_code, latency_ms, body_id)
     ), d AS (
       UPDATE webhook_deliveries t
          SET attempts = t.attempts + 1, status = 'delivered', claimed_until = NULL, claim_token = NULL,
              finished_at = now(), body_id = NULL
         FROM input i
        WHERE t.id = i.id AND t.status = 'pending' AND t.claim_token = i.token
          AND EXISTS (SELECT 1 FROM sync)
       RETURNING t.id, t.attempts, t.webhook_id, t.kind, i.body_id
     ), a AS (
       INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, latency_ms, error)
       SELECT d.id, d.attempts, i.attempted_at, i.status_code, i.latency_ms, NULL FROM d JOIN input i ON i.id = d.id
     ), gone AS (
       -- The statement sees the deliveries as they were before it: those it ends do not count. One probe of
       -- the body_id index per body: NOT EXISTS may be planned as a join that reads the whole index, every
       -- pending delivery.
       DELETE FROM webhook_bodies b
        WHERE b.id IN (SELECT body_id FROM d)
          AND (SELECT 1 FROM webhook_deliveries o
                WHERE o.body_id = b.id AND o.id NOT IN (SELECT id FROM d) LIMIT 1) IS NULL
     ), w AS (
       UPDATE webhooks SET consecutive_failures = 0
        WHERE id IN (SELECT webhook_id FROM d WHERE kind <> 'test') AND consecutive_failures <> 0
     )
     SELECT id FROM d`,
    [
      attempts.map((a) => a.claim.id),
      attempts.map((a) => a.claim.claimToken),
      attempts.map((a) => a.attemptedAt.toISOString()),
      attempts.map((a) => a.statusCode),
      attempts.map((a) => Math.round(a.latencyMs)),
      attempts.map((a) => a.claim.bodyId),
    ],
    { prepare: true },
  );
  return new Set(rows.map((r) => r.id));
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

/** A delivery-log row as the driver returns it: the one column list both log reads select. */
interface DeliveryLogRow {
  id: string;
  kind: WebhookDeliveryKind;
  link: string;
  status: WebhookDeliveryStatus;
  next_attempt_at: Date | string;
  created_at: Date | string;
}

/** The log's deliveries that `clause` (WHERE, ORDER BY…, over `params`) picks, in its order, with attempts. */
async function readDeliveryLog(
  db: Queryable,
  clause: string,
  params: readonly SqlValue[],
): Promise<DeliveryLogEntry[]> {
  const rows = await db.query<DeliveryLogRow>(
    `SELECT id, kind, link, status, next_attempt_at, created_at FROM webhook_deliveries ${clause}`,
    params,
  );
  return withAttempts(db, rows);
}

/** One page of a webhook's deliveries, newest first (within one enqueueing, newest change first), with attempts. */
export async function listDeliveries(
  db: Queryable,
  webhookId: number,
  options: { status?: WebhookDeliveryStatus; page: number; pageSize: number },
): Promise<DeliveryLogEntry[]> {
  return readDeliveryLog(
    db,
    `WHERE webhook_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC, change_cursor DESC NULLS LAST, id LIMIT $3 OFFSET $4`,
    [webhookId, options.status ?? null, options.pageSize, (options.page - 1) * options.pageSize],
  );
}

/** One delivery of the webhook with its attempts; null when there is none. */
export async function findDelivery(
  db: Queryable,
  webhookId: number,
  id: string,
): Promise<DeliveryLogEntry | null> {
  return (await readDeliveryLog(db, 'WHERE webhook_id = $1 AND id = $2', [webhookId, id]))[0] ?? null;
}

async function withAttempts(db: Queryable, rows: readonly DeliveryLogRow[]): Promise<DeliveryLogEntry[]> {
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
