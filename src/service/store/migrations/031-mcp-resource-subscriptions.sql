-- MCP resource subscriptions (issue 34): one row per resource a tool-server session subscribed to. The
-- session id is the sealed id the server issued (mcp/session.ts); `after_cursor` is the change-log cursor when
-- the subscription was made, so a stream on any instance notifies every matching change after it. `seen_at`
-- is refreshed while a stream of the session is open: a session idle past its time no longer counts against
-- the key's limit and is removed at the key's next subscribe.
CREATE TABLE mcp_resource_subscriptions (
  session_id    text        NOT NULL,
  key_id        bigint      NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  uri           text        NOT NULL,
  after_cursor  bigint      NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  seen_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, uri)
);
CREATE INDEX mcp_resource_subscriptions_key_idx ON mcp_resource_subscriptions (key_id, seen_at);
