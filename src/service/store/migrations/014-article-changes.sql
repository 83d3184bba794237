-- The change log: one row per article write that is news to a subscriber (created, revised, removed), appended
-- in the write's own transaction. Readers (the live hub, webhooks, GET /v2/changes) page it by cursor.
--
-- Cursor safety: a reader that has seen cursor N must never later find a committed change with a cursor <= N.
-- A sequence would not do (numbers are taken before commit, and commits land in any order), so a change is
-- appended with a provisional negative cursor and a deferred trigger gives it its cursor at commit time: the
-- trigger takes the next number from the one-row head, whose row lock is held from there until the commit.
-- Transactions therefore commit in cursor order and cursors are gapless, so the committed cursors are always
-- 1..N (less what retention pruned). Taking the lock only at commit keeps it short and out of the way of the
-- write's other row locks (no deadlock with writers that hold them in another order).
CREATE TABLE article_changes (
  cursor     bigint      PRIMARY KEY,
  kind       text        NOT NULL CHECK (kind IN ('created', 'revised', 'removed')),
  article_id bigint      NOT NULL,
  link       text        NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX article_changes_changed_at_idx ON article_changes (changed_at);

-- The last cursor given (kept when retention empties the log, so cursors never restart) and the highest cursor
-- retention removed: a reader resuming below it has missed changes and is told so.
CREATE TABLE article_change_head (
  singleton      boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_cursor    bigint  NOT NULL,
  pruned_through bigint  NOT NULL DEFAULT 0
);
INSERT INTO article_change_head (last_cursor) VALUES (0);

CREATE SEQUENCE article_changes_provisional_seq;

CREATE FUNCTION article_changes_assign_cursor() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  assigned bigint;
BEGIN
  UPDATE article_change_head SET last_cursor = last_cursor + 1 RETURNING last_cursor INTO assigned;
  UPDATE article_changes SET cursor = assigned WHERE cursor = NEW.cursor;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER article_changes_assign_cursor AFTER INSERT ON article_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.cursor < 0)
  EXECUTE FUNCTION article_changes_assign_cursor();
