/**
 * @module The official MCP TypeScript SDK for tests: loaded once (null, with a skip line, where the package is
 * not installed), and its Client connected over Streamable HTTP with a Bearer key.
 */
import { announceSkip } from './skips';

const SDK_PACKAGE = '@modelcontextprotocol/sdk';
const SDK_VERSION = '1.32.2';

export async function loadMcpSdk() {
  try {
    const [client, transport, auth, types] = await Promise.all([
      import('@modelcontextprotocol/sdk/client/index.js'),
      import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
      import('@modelcontextprotocol/sdk/client/auth.js'),
      import('@modelcontextprotocol/sdk/types.js'),
    ]);
    return {
      Client: client.Client,
      StreamableHTTPClientTransport: transport.StreamableHTTPClientTransport,
      auth: auth.auth,
      UnauthorizedError: auth.UnauthorizedError,
      McpError: types.McpError,
      ResourceUpdatedNotificationSchema: types.ResourceUpdatedNotificationSchema,
    };
  } catch (error) {
    announceSkip(
      'MCP SDK tests',
      `${SDK_PACKAGE} is not installed (add the devDependency "${SDK_PACKAGE}": "${SDK_VERSION}"): ${String(error)}`,
    );
    return null;
  }
}

export type McpSdk = NonNullable<Awaited<ReturnType<typeof loadMcpSdk>>>;
export type McpSdkClient = InstanceType<McpSdk['Client']>;

export function sdkClient(sdk: McpSdk): McpSdkClient {
  return new sdk.Client({ name: 'newsroom-sdk-test', version: '1.0.0' });
}

/** An SDK client connected to `<baseUrl>/mcp` with `Authorization: Bearer <key>`; close it when done. */
export async function connectSdk(sdk: McpSdk, baseUrl: string, key: string): Promise<McpSdkClient> {
  const client = sdkClient(sdk);
  const transport = new sdk.StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}
