-- A custom source belongs to one key's account and is never a default source for everyone: search
-- takes the default set as given and only adds the caller's own custom sources to it.
ALTER TABLE sources
  ADD CONSTRAINT sources_custom_not_default CHECK (custom_for_key IS NULL OR NOT is_default);
