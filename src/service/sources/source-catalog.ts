/** @module The sources a key may see, as REST and MCP list them (built in create-rest-deps.ts). */
import type { SourceListing } from '../store/sources-repo';

export interface SourceCatalog {
  /** Shared sources plus the custom sources of this key's account. */
  list(viewerKeyId: number): Promise<SourceListing[]>;
}
