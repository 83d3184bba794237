-- The publisher's own id of an article (RSS guid, Atom id, JSON Feed id), kept per source. A story whose URL
-- changes while its id stays (a slug rewritten with the headline) is found by the id, moved to its new link
-- and revised, instead of being indexed a second time. The link it had before becomes an alias, so a
-- by-link look-up of the old URL still finds it.
ALTER TABLE articles ADD COLUMN feed_guid text;
CREATE INDEX articles_source_guid_idx ON articles (source, feed_guid) WHERE feed_guid IS NOT NULL;

CREATE TABLE article_link_aliases (
  link       text   PRIMARY KEY,
  article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE
);
CREATE INDEX article_link_aliases_article_idx ON article_link_aliases (article_id);
