-- GIN indexes buffer new entries in a pending list that every search must scan until (auto)vacuum
-- merges it; at the default 4 MB a freshly written batch cost a rare-ticker search ~10 ms at 1M rows.
-- A small list bounds that cost; inserts merge it a little more often.
ALTER INDEX articles_search_idx SET (gin_pending_list_limit = 256);
ALTER INDEX articles_tickers_idx SET (gin_pending_list_limit = 256);
ALTER INDEX articles_countries_idx SET (gin_pending_list_limit = 256);
ALTER INDEX articles_categories_idx SET (gin_pending_list_limit = 256);
ALTER INDEX articles_facets_idx SET (gin_pending_list_limit = 256);
