/** @module GET /v2/stories/:id: the articles that tell one story, first seen first (a lazy chunk's request). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { StoryResponse } from '../../../../contract';
import { request } from '../../../lib/api-client';

export const storyKeys = {
  all: ['stories'] as const,
  detail: (id: string) => [...storyKeys.all, id] as const,
};

export function getStory(id: string, signal?: AbortSignal): Promise<StoryResponse> {
  return request(StoryResponse, { method: 'GET', path: `/v2/stories/${encodeURIComponent(id)}`, signal });
}

export function storyOptions(id: string) {
  return queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: ({ signal }) => getStory(id, signal),
    enabled: id !== '',
  });
}

export function useStory(id: string) {
  return useQuery(storyOptions(id));
}
