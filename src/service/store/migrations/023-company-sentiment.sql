-- Each tagged company's own judgement as enrichment wrote it (sentiment, sentimentScore, sentimentConfidence,
-- salience, evidence with offsets into title/summary/content), and which enrichment version wrote the
-- article's enriched columns (0: written before versions were recorded). Not read by searches: only what
-- asks for the judgement selects it.
ALTER TABLE articles ADD COLUMN company_sentiment jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE articles ADD COLUMN enrichment_version integer NOT NULL DEFAULT 0;
