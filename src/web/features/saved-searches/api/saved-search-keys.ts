/** @module Query-key factory for saved searches: the list, and each saved search's dry run. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
  dryRun: (id: string) => [...savedSearchKeys.all, 'dry-run', id] as const,
};
