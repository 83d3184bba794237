-- The byline the feed or import gave (RSS author/dc:creator, Atom author, JSON Feed authors); null when none.
-- `author:` matches it case-insensitively, so its index is on the lower-cased form.
ALTER TABLE articles ADD COLUMN author text;
CREATE INDEX articles_author_idx ON articles (lower(author)) WHERE author IS NOT NULL;
