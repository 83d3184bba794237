/** @module Pipeline items as tests write them: the fields a test names, the rest as an item that says nothing. */
import type { PipelineItem } from '../pipeline/to-pipeline-item';

export function pipelineItem(
  fields: Pick<PipelineItem, 'link' | 'source' | 'title'> & Partial<PipelineItem>,
): PipelineItem {
  return {
    summary: null,
    content: null,
    publishDate: null,
    images: [],
    author: null,
    firstSeenAt: null,
    updatedDate: null,
    guid: null,
    declaredLanguage: null,
    contentWanted: false,
    ...fields,
  };
}
