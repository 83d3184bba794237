-- Small facts about this store (e.g. which demo corpus version was loaded).
CREATE TABLE meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
