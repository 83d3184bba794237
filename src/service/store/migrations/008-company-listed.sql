-- False for a former listing: a bundled seed company taken over, merged, taken private or failed, kept so
-- archive news still finds it. Its tickers may belong to another company now, so the matcher reads only its
-- names. Every row written before this column was a listed company.
ALTER TABLE companies ADD COLUMN listed boolean NOT NULL DEFAULT true;
