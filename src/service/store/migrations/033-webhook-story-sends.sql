-- oncePerStory on webhooks (issue 30). A webhook that asks for each story once remembers the story it sent and
-- the article it sent for it, durably and for every instance: a later copy of the story is not delivered, a
-- revision of that article still is (with includeUpdates). Rows older than the story window are pruned: no copy
-- seen that much later joins the story.
CREATE TABLE webhook_story_sends (
  webhook_id  bigint      NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  story_id    bigint      NOT NULL,
  article_id  bigint      NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (webhook_id, story_id)
);
CREATE INDEX webhook_story_sends_sent_idx ON webhook_story_sends (sent_at);

-- A second dispatch cursor (row 2): the webhooks whose deliveries need the article's story wait for the grouping
-- on it, so that the others (row 1) never wait for it.
ALTER TABLE webhook_dispatch DROP CONSTRAINT webhook_dispatch_id_check;
ALTER TABLE webhook_dispatch ADD CONSTRAINT webhook_dispatch_id_check CHECK (id IN (1, 2));
