-- When this service first stored each article (point-in-time questions: what could it have answered then?).
-- A new article takes its sighting time, as created_at does, unless an import line carries its own (an archive
-- loaded after the fact); a revision never changes it. Stored articles get their earliest known time: the
-- creation, or an earlier revision time should a move or an import have dated one before it.
ALTER TABLE articles ADD COLUMN first_seen_at timestamptz;
UPDATE articles SET first_seen_at = LEAST(created_at, COALESCE(revised_date, created_at));
ALTER TABLE articles ALTER COLUMN first_seen_at SET NOT NULL;
