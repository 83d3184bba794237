/**
 * @module The OAuth discovery documents: protected resource metadata (RFC 9728) and authorization
 * server metadata (RFC 8414). {mcp_url} is both the resource and the issuer.
 */
import type { AuthorizationServerMetadata, ProtectedResourceMetadata } from '../../../contract/mcp/oauth';
import type { McpUrls } from '../public-url';

export function protectedResourceMetadata(urls: McpUrls): ProtectedResourceMetadata {
  return {
    resource: urls.mcp,
    authorization_servers: [urls.mcp],
    bearer_methods_supported: ['header'],
    resource_name: 'Newsroom news API',
  };
}

export function authorizationServerMetadata(urls: McpUrls): AuthorizationServerMetadata {
  return {
    issuer: urls.mcp,
    authorization_endpoint: urls.authorizationEndpoint,
    token_endpoint: urls.tokenEndpoint,
    registration_endpoint: urls.registrationEndpoint,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}
