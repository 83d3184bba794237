-- Who may hear of a change once its article is gone: the article's source, and for an article of an account's
-- custom source, that account's key (null = every key). A removal carries only these and its link.
ALTER TABLE article_changes ADD COLUMN source text;
ALTER TABLE article_changes ADD COLUMN visible_to_key bigint;
