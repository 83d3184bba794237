/**
 * @module Tool list_sources: the catalog as the caller's key sees it (its own custom sources included,
 * as GET /v2/sources), with isContentAvailable shown on every plan.
 */
import { ListSourcesArgs, type ListSourcesDocument } from '../../../contract';
import type { SourceCatalog } from '../../sources/source-catalog';
import { defineTool, type McpTool } from './define-tool';

const DESCRIPTION = [
  'List the financial news sources this API key can search. Returns JSON text',
  '{"sources":[{domain, isDefaultSource, isContentAvailable}]}: isDefaultSource means searched when search_articles',
  'names no sources; isContentAvailable means full text is extracted for it. Use the domains in search_articles',
  '(sources, optInSources, excludeSources) or in its query (source:www.example.com). Takes no arguments.',
].join(' ');

export function listSourcesTool(deps: { sources: SourceCatalog }): McpTool {
  return defineTool({
    name: 'list_sources',
    title: 'List news sources',
    description: DESCRIPTION,
    args: ListSourcesArgs,
    async run(_args, { key }): Promise<ListSourcesDocument> {
      const sources = await deps.sources.list(key.id);
      return {
        sources: sources.map((s) => ({
          domain: s.domain,
          isDefaultSource: s.isDefault,
          isContentAvailable: s.contentAvailable,
        })),
      };
    },
  });
}
