-- The grouping places an article at its story time: when it was first seen, or its publish date when it was
-- first seen long after it was published (an archive import; stories/story-features.ts storyTime). seen_at stays
-- the first sighting, which a story's size as of a time and its members' order count by. Rows grouped before
-- were placed at their first sighting, so that is their story time; the features' time is renamed to match.
ALTER TABLE article_stories ADD COLUMN story_at timestamptz;
UPDATE article_stories
   SET story_at = seen_at,
       features = (features - 'seenAt') || jsonb_build_object('at', features -> 'seenAt');
ALTER TABLE article_stories ALTER COLUMN story_at SET NOT NULL;
-- The window reads grouped articles by story time; nothing reads by seen_at alone.
DROP INDEX article_stories_seen_idx;
CREATE INDEX article_stories_story_at_idx ON article_stories (story_at);
