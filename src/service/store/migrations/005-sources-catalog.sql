-- Sources become pollable: their feeds, schedule, last outcome and conditional-GET validators.
-- `content_wanted`: fetch the article page when a feed item carries no content.
-- `consecutive_failures` drives the poller's exponential backoff across restarts.
-- `custom_for_key`: a custom source of one key's account (listed and searched only for that key).
ALTER TABLE sources
  ADD COLUMN feed_urls             text[]      NOT NULL DEFAULT '{}',
  ADD COLUMN poll_interval_seconds integer     NOT NULL DEFAULT 900,
  ADD COLUMN content_wanted        boolean     NOT NULL DEFAULT false,
  ADD COLUMN last_success_at       timestamptz,
  ADD COLUMN last_error_at         timestamptz,
  ADD COLUMN last_error            text,
  ADD COLUMN consecutive_failures  integer     NOT NULL DEFAULT 0,
  ADD COLUMN validators            jsonb       NOT NULL DEFAULT '{}',
  ADD COLUMN custom_for_key        bigint      REFERENCES api_keys (id) ON DELETE CASCADE;

CREATE INDEX sources_custom_for_key_idx ON sources (custom_for_key) WHERE custom_for_key IS NOT NULL;
