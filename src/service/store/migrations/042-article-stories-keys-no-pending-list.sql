-- The grouping looks a round's title keys up one by one in this index (stories-repo.ts findStoryCandidates). With
-- GIN's fast update every look-up also scanned the whole pending list — up to gin_pending_list_limit, 4 MB, merged
-- only by a vacuum, which autovacuum may never run (it is off on some servers; PGlite has none): 2 ms and 380
-- pages a key, a 500-article round of an archive import 16 s. Entries now go straight into the index.
ALTER INDEX article_stories_keys_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('article_stories_keys_idx'::regclass);
