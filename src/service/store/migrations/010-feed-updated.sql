-- When the publisher last changed an article, as its feed declared it (Atom updated, dcterms:modified, JSON
-- Feed date_modified) at the time the article's page was last read. A later declared time means the page
-- changed since: a source that wants full text has it read again, so a body-only edit becomes a revision.
-- NULL: the feed declared none, or the article came from an import or from before this column.
ALTER TABLE articles ADD COLUMN feed_updated_at timestamptz;
