-- The byline the feed or import gave (RSS author/dc:creator, Atom author, JSON Feed authors); null when none.
-- `author:` compares it with ASCII letters folded to lower case (no locale-dependent lower()), '' for none:
-- the index is on that very expression, AUTHOR_KEY_SQL in src/service/search/compile-query.ts.
ALTER TABLE articles ADD COLUMN author text;
CREATE INDEX articles_author_idx
  ON articles ((coalesce(translate(author, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '')));
