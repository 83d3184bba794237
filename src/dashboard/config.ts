/** @module Dashboard configuration: read from the environment once, validated, then passed down. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const DEFAULT_UPSTREAM = 'http://127.0.0.1:8080';
export const LOCAL_KEY_FILE = 'local-api-key';

const DashboardEnv = z.object({
  NEWS_API_BASE_URL: z.url().default(DEFAULT_UPSTREAM),
  NEWS_API_KEY: z.string().min(1).optional(),
  NEWSROOM_DATA_DIR: z.string().min(1).default('./data'),
  DASHBOARD_PORT: z.coerce.number().int().min(0).max(65_535).default(5173),
  DASHBOARD_HOST: z.string().min(1).default('127.0.0.1'),
  /** Host names the dashboard is reached at besides loopback and DASHBOARD_HOST (a proxy's public name). */
  DASHBOARD_PUBLIC_HOST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.:[\]-]+$/, 'a comma-separated list of host names'))),
});
export type DashboardEnv = z.infer<typeof DashboardEnv>;

/** Parses the dashboard's variables; throws one error listing every bad variable. */
export function parseDashboardEnv(env: Record<string, string | undefined>): DashboardEnv {
  const result = DashboardEnv.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`dashboard config: invalid environment\n${lines.join('\n')}`);
}

/** Where the service writes the local key: `<data dir>/local-api-key`. */
export function localKeyPath(dataDir: string): string {
  return join(dataDir, LOCAL_KEY_FILE);
}

/** Reads a key file (trimmed); undefined when it does not exist yet. */
export async function readApiKeyFile(path: string): Promise<string | undefined> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** NEWS_API_KEY wins; otherwise the key file in the data dir. */
export async function resolveApiKey(env: DashboardEnv): Promise<string | undefined> {
  return env.NEWS_API_KEY ?? (await readApiKeyFile(localKeyPath(env.NEWSROOM_DATA_DIR)));
}
