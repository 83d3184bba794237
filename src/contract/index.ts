/** @module The wire contract: every request and response shape, shared by service, dashboard and tests. */
export * from './enums';
export * from './company';
export * from './article';
export * from './highlight';
export * from './source';
export * from './envelopes';
export * from './errors';
export * from './filter-keys';
export * from './opt-in-fields';
export * from './search-params';
export * from './validation-text';
export * from './text-rules';
export * from './dates';
export * from './stats';
export * from './company-suggest';
export * from './confidence';
export * from './live';
export * from './changes';
export * from './account';
export * from './enrichment';
export * from './webhooks';
export * from './export';
export * from './stories';
export * from './dashboard-info';
// Only the tools: JSON-RPC and OAuth (./mcp/jsonrpc, ./mcp/oauth) are the service's, kept out of the dashboard's bundle.
export * from './mcp/mcp-tools';
export * from './saved-searches';
