-- Webhooks (protocols §5): one row per endpoint of a key. The signing secret and the auth values are sealed
-- (AES-256-GCM under a key derived from the store's webhooks secret in `meta`); `filters` holds the
-- subscription fields as given. Changes with a cursor above `start_cursor` are delivered to it.
CREATE TABLE webhooks (
  id                    bigserial   PRIMARY KEY,
  key_id                bigint      NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  url                   text        NOT NULL,
  type                  text        NOT NULL CHECK (type IN ('enriched', 'raw')),
  filters               jsonb       NOT NULL DEFAULT '{}',
  secret_sealed         text        NOT NULL,
  auth_kind             text        CHECK (auth_kind IN ('header', 'basic')),
  auth_header           text,
  auth_sealed           text,
  enabled               boolean     NOT NULL DEFAULT true,
  disabled_reason       text        CHECK (disabled_reason IN ('failures', 'manual')),
  consecutive_failures  integer     NOT NULL DEFAULT 0,
  start_cursor          bigint      NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_key_idx ON webhooks (key_id, id);

-- The outbox: one row per delivery (its id is the X-Webhook-Id of every attempt). The body is made when the
-- change is dispatched, so every attempt sends the same article. A worker claims due rows with
-- FOR UPDATE SKIP LOCKED and holds them by `claimed_until` while it sends; a dead worker's claim runs out.
CREATE TABLE webhook_deliveries (
  id               uuid        PRIMARY KEY,
  webhook_id       bigint      NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  kind             text        NOT NULL CHECK (kind IN ('created', 'revised', 'test')),
  change_cursor    bigint,
  link             text        NOT NULL,
  body             text        NOT NULL,
  status           text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         integer     NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_until    timestamptz,
  claim_token      uuid,
  -- When the change was committed (the change log's changed_at): commit → receipt latency.
  changed_at       timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (webhook_id, next_attempt_at, id)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, created_at DESC, id);
-- A change is enqueued at most once per webhook, whatever happens to the dispatcher.
CREATE UNIQUE INDEX webhook_deliveries_change_idx ON webhook_deliveries (webhook_id, change_cursor)
  WHERE change_cursor IS NOT NULL;

-- Every attempt of a delivery: the receiver's status (null when none came), latency and error.
CREATE TABLE webhook_attempts (
  delivery_id   uuid        NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt       integer     NOT NULL,
  attempted_at  timestamptz NOT NULL,
  status_code   integer,
  latency_ms    integer     NOT NULL,
  error         text,
  PRIMARY KEY (delivery_id, attempt)
);

-- The dispatcher's durable place in the change log (one row; locked while a batch is enqueued).
CREATE TABLE webhook_dispatch (
  id      integer PRIMARY KEY CHECK (id = 1),
  cursor  bigint  NOT NULL
);
