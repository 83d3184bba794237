-- The story grouping keeps the window of recently grouped articles in memory (stories/story-window.ts) and reads
-- from the store only the part of a round's window it does not hold: the articles first seen within a span.
CREATE INDEX article_stories_seen_idx ON article_stories (seen_at);
